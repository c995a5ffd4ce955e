// The benchmark suite: `npm run bench [-- flags]` (see `npm run bench -- --help` and docs/benchmarks.md).
// Prints a table, writes bench/results.json and github-action-benchmark's two files, and with --check holds
// every checked figure to bench/baseline.json. Exit codes: 0 fine, 1 a regression, 2 a bad flag.
import { existsSync } from 'node:fs';
import { UsageError } from '../src/cli/UsageError.ts';
import { writeFileAtomic } from '../src/sim/writeFileAtomic.ts';
import { benchSlowdown, SLOWDOWN_VARIABLE } from './benchSlowdown.ts';
import { compareWithBaseline } from './compareWithBaseline.ts';
import { formatBaselineComparison, regressionLine } from './formatBaselineComparison.ts';
import { formatFigures } from './formatFigures.ts';
import { parseBenchArgs } from './parseBenchArgs.ts';
import { prettyJson } from './prettyJson.ts';
import { readBenchRecord } from './readBenchRecord.ts';
import { runSuite } from './runSuite.ts';
import { updatedBaseline } from './updatedBaseline.ts';
import { writeBenchOutputs } from './writeBenchOutputs.ts';

const say = (text: string): void => void process.stderr.write(`bench: ${text}\n`);

async function main(): Promise<void> {
  const o = parseBenchArgs(process.argv.slice(2));
  const slowdown = benchSlowdown();
  if (slowdown > 1 && o.updateBaseline)
    throw new UsageError(`${SLOWDOWN_VARIABLE} is set: a deliberately slowed run cannot become the baseline`);
  // Read before measuring: a missing or broken baseline should not cost a run of the suite first.
  const baseline = o.check ? readBenchRecord(o.baseline) : null;
  say(
    `median of ${o.runs} runs after a warm-up, single thread${o.quick ? ', quick (a twentieth of each batch)' : ''}; groups: ${o.groups.join(', ')}`,
  );
  if (slowdown > 1)
    say(`${SLOWDOWN_VARIABLE}=${slowdown}: the engine figures are deliberately ${slowdown}x slower`);
  const record = runSuite({
    runs: o.runs,
    quick: o.quick,
    slowdown,
    groups: o.groups,
    log: (text) => say(`measuring ${text}`),
  });
  process.stdout.write(`${formatFigures(record.figures)}\n`);
  say(`wrote ${(await writeBenchOutputs(record, o.out)).join(', ')}`);
  if (o.updateBaseline) {
    const previous = existsSync(o.baseline) ? readBenchRecord(o.baseline) : null;
    writeFileAtomic(o.baseline, await prettyJson(o.baseline, updatedBaseline(previous, record)));
    say(`wrote the baseline ${o.baseline}: commit it`);
  }
  if (baseline) {
    const c = compareWithBaseline(record.figures, baseline.figures, o.threshold);
    process.stdout.write(`\n${formatBaselineComparison(c)}\n`);
    const limit = `${(100 * o.threshold).toFixed(0)}%`;
    if (c.regressions.length) {
      say(`${c.regressions.length} figure(s) worse than the baseline by more than ${limit}:`);
      for (const v of c.regressions) say(`  ${regressionLine(v)}`);
      process.exitCode = 1;
    } else say(`check passed: no figure worse than the baseline by more than ${limit}`);
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  say(error.message.split('\n').join(' '));
  process.exitCode = 2;
}
