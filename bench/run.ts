// The benchmark suite: `npm run bench [-- --runs N]`. Prints a table and writes bench/results.json in
// github-action-benchmark's custom format (customBiggerIsBetter / customSmallerIsBetter entries).
import { renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { textTable } from '../src/cli/textTable.ts';
import { diceBench } from './diceBench.ts';
import { duelBench } from './duelBench.ts';
import type { BenchFigure } from './measure.ts';
import { oddsLatencyBench } from './oddsLatencyBench.ts';
import { runnerBench } from './runnerBench.ts';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write('bench: --runs must be a positive integer\n');
  process.exit(2);
}

const show = (f: BenchFigure): string =>
  f.unit === 'ms'
    ? f.value.toFixed(0)
    : f.value >= 1e6
      ? `${(f.value / 1e6).toFixed(1)}M`
      : f.value.toFixed(0);

process.stderr.write(`bench: median of ${runs} runs after a warm-up, single thread\n`);
const dice = diceBench(runs);
const figures: BenchFigure[] = [
  ...dice.figures,
  ...duelBench(runs, dice.floor),
  ...oddsLatencyBench(runs),
  ...runnerBench(runs),
];
process.stdout.write(
  textTable(
    ['figure', 'value', 'unit', ''],
    figures.map((f) => [f.name, show(f), f.unit, f.extra ?? '']),
  ) + '\n',
);

const results = figures.map((f) => ({
  name: f.name,
  unit: f.unit,
  value: f.value,
  ...(f.extra ? { extra: f.extra } : {}),
  tool: f.biggerIsBetter ? 'customBiggerIsBetter' : 'customSmallerIsBetter',
}));
const out = fileURLToPath(new URL('./results.json', import.meta.url));
writeFileSync(`${out}.tmp`, JSON.stringify(results, null, 2) + '\n');
renameSync(`${out}.tmp`, out);
process.stderr.write(`bench: wrote bench/results.json\n`);
