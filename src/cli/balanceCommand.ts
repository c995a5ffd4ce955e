import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Argv } from 'yargs';
import type { BalanceDesign } from '../balance/BalanceDesign.ts';
import type { BalanceResults } from '../balance/BalanceResults.ts';
import { parseIntFlag } from './parseIntFlag.ts';
import { parseSeed } from './parseSeed.ts';
import { resolveExperimentFile } from './resolveExperimentFile.ts';
import { UsageError } from './UsageError.ts';

type Args = Record<string, unknown>;
const has = (v: unknown): boolean => v !== undefined;

/** A number flag, finite, within [min, max]. */
function parseNumberFlag(flag: string, raw: unknown, min: number, max: number): number {
  const text = String(raw).trim();
  const value = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw new UsageError(`--${flag} must be a number from ${min} to ${max} (got "${String(raw)}")`);
  return value;
}

/** `--values 1..6` (integers, both ends in) or `--values 0.5,1,2`. */
function parseValues(raw: unknown): number[] {
  const text = String(raw).trim();
  const range = /^(-?\d+)\.\.(-?\d+)$/.exec(text);
  if (range) {
    const [lo, hi] = [Number(range[1]), Number(range[2])];
    if (hi - lo >= 1 && hi - lo <= 1000) return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  } else {
    const list = text.split(',').map((p) => p.trim());
    const values = list.map((p) => (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(p) ? Number(p) : NaN));
    if (values.length >= 2 && values.every(Number.isFinite) && new Set(values).size === values.length)
      return values;
  }
  throw new UsageError(
    `--values must be lo..hi (integers, at most 1001 values) or at least two distinct numbers a,b,c (got "${text}")`,
  );
}

const shellWord = (s: string): string => (/^[\w./:=,+-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);

function commandLine(argv: Args): string {
  const flags = [
    'axis',
    'values',
    'metric',
    'target',
    'precision',
    'first-trials',
    'max-trials',
    'design',
    'seed',
  ]
    .filter((f) => has(argv[f]))
    .map((f) => `--${f} ${shellWord(String(argv[f]))}`);
  return ['triggernometry balance', shellWord(String(argv.file)), ...flags].join(' ');
}

/** The text printed on a terminal: each slice's crossing and its curve. */
function formatBalance(
  r: BalanceResults,
  out: string,
  sentence: (s: BalanceResults['slices'][number]) => string,
): string {
  const lines = [`${r.experiment}: ${r.metric} = ${r.design.target} along ${r.axis} (seed ${r.seed})`];
  for (const s of r.slices) {
    lines.push('', s.key === 'base' ? sentence(s) : `${s.key}: ${sentence(s)}`);
    for (const p of s.result.points)
      lines.push(
        `  ${String(p.value).padStart(6)}  ${p.estimate.toFixed(4)}  [${p.ci95[0].toFixed(4)}, ${p.ci95[1].toFixed(4)}]  ${p.trials} trials`,
      );
  }
  lines.push('', `trials: ${r.trials}; written to ${out}`);
  return `${lines.join('\n')}\n`;
}

async function balance(argv: Args): Promise<void> {
  // The design is sequential: each request waits on the replies before it, so there are no fixed slices
  // of work to hand to shards or queue workers.
  for (const flag of ['shard', 'queue'])
    if (has(argv[flag]))
      throw new UsageError(
        `--${flag} is not supported by balance: the search is sequential (each step waits on the last); use --workers`,
      );
  const file = resolveExperimentFile(String(argv.file));
  const target = parseNumberFlag('target', argv.target, -1e9, 1e9);
  const design: BalanceDesign = {
    target,
    precision: has(argv.precision) ? parseNumberFlag('precision', argv.precision, 1e-6, 1e9) : 0.1,
    firstTrials: has(argv['first-trials'])
      ? parseIntFlag('first-trials', argv['first-trials'], { min: 16, max: 100_000_000 })
      : 2000,
    maxTrials: has(argv['max-trials'])
      ? parseIntFlag('max-trials', argv['max-trials'], { min: 16, max: 1_000_000_000 })
      : 1_024_000,
    design: (() => {
      const d = typeof argv.design === 'string' ? argv.design : 'sequential';
      if (d !== 'sequential' && d !== 'grid')
        throw new UsageError(`--design must be sequential or grid (got "${d}")`);
      return d;
    })(),
  };
  if (design.maxTrials < design.firstTrials)
    throw new UsageError(
      `--max-trials must be at least --first-trials (${design.firstTrials}) (got "${String(argv['max-trials'])}")`,
    );
  const workers = has(argv.workers)
    ? parseIntFlag('workers', argv.workers, { min: 0, max: 1024 })
    : availableParallelism();
  const seed = has(argv.seed) ? parseSeed(argv.seed) : undefined;
  const values = has(argv.values) ? parseValues(argv.values) : undefined;
  const quiet = argv.quiet === true;
  const [{ balanceExperiment }, { balanceSetup }, { crossingSentence }, { simFailure }] = await Promise.all([
    import('../balance/balanceExperiment.ts'),
    import('../balance/balanceSetup.ts'),
    import('../balance/balanceSummary.ts'),
    import('./simFailure.ts'),
  ]);
  const request = {
    axis: String(argv.axis),
    metric: String(argv.metric),
    design,
    ...(values ? { values } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
  // A bad axis, metric or file is named before a thread starts or a folder is made.
  const setup = await simFailure(() => balanceSetup(file, request));
  if (!setup) return;
  const out = has(argv.out)
    ? String(argv.out)
    : join(
        'reports',
        setup.experiment.name,
        `balance-${setup.axis.name}-${request.metric}-seed-${String(seed ?? setup.experiment.seed)}`,
      );
  const { writeFileAtomic } = await import('../sim/writeFileAtomic.ts');
  const executor = workers > 0 ? (await import('../sim/poolExecutor.ts')).poolExecutor(workers) : undefined;
  const results = await simFailure(() =>
    balanceExperiment(file, request, {
      ...(executor ? { executor } : {}),
      out,
      resume: argv.resume === true,
      onNote: (text) => {
        if (!quiet) process.stderr.write(`triggernometry: ${text}\n`);
      },
    }),
  );
  if (!results) return;
  const saved: BalanceResults = { ...results, command: commandLine(argv) };
  writeFileAtomic(join(out, 'balance.json'), `${JSON.stringify(saved, null, 2)}\n`);
  if (argv.report !== false) {
    const [{ buildBalanceReportFiles }, { writeReportDirectory }] = await Promise.all([
      import('../balance/buildBalanceReportFiles.ts'),
      import('../report/writeReportDirectory.ts'),
    ]);
    await writeReportDirectory(out, await buildBalanceReportFiles(saved));
  }
  const sentence = (s: BalanceResults['slices'][number]): string => crossingSentence(results, s.result);
  if (argv.json === true) {
    const slices = results.slices.map((s) => ({
      key: s.key,
      crossing: s.result.crossing,
      bracket: s.result.bracket,
      trials: s.result.trials,
      converged: s.result.converged,
      note: s.result.note,
    }));
    const only = slices.length === 1 ? slices[0]! : null;
    process.stdout.write(
      `${JSON.stringify(
        {
          experiment: results.experiment,
          seed: results.seed,
          axis: results.axis,
          metric: results.metric,
          target: design.target,
          ...(only ? { crossing: only.crossing, bracket: only.bracket } : {}),
          trials: results.trials,
          slices,
          outputDir: out,
        },
        null,
        2,
      )}\n`,
    );
  } else process.stdout.write(formatBalance(results, out, sentence));
}

/**
 * Registers `balance <file>`: where a metric crosses a target along one numeric axis of an experiment (how
 * many Gunmen a Legend is worth, what a skill is worth in dice), per setting of its other axes.
 *
 * @example cli = balanceCommand(cli); // triggernometry balance shootout-legend-vs-gunmen --axis gunmen.figures.gunman.count --metric pAWins --target 0.5
 */
export function balanceCommand(cli: Argv): Argv {
  return cli.command(
    'balance <file>',
    'find where a metric crosses a target along one numeric axis of an experiment',
    (y) =>
      y
        .positional('file', {
          type: 'string',
          describe: 'an experiment file (YAML or JSON), or the name of one shipped in experiments/',
        })
        .option('axis', {
          type: 'string',
          demandOption: 'name the axis to search with --axis',
          describe: 'the numeric axis searched: a sweep axis of the file, or any axis path with --values',
        })
        .option('values', {
          type: 'string',
          describe: "the axis values searched among, lo..hi or a,b,c (default: the sweep's)",
        })
        .option('metric', {
          type: 'string',
          demandOption: 'name the metric with --metric',
          describe: 'the metric (see list metrics), e.g. pAWins',
        })
        .option('target', {
          type: 'string',
          demandOption: 'give the target value with --target',
          describe: 'the value the metric should meet, e.g. 0.5 for an even match',
        })
        .option('precision', {
          type: 'string',
          describe: "the 95% interval's half-width to stop at, in axis units (default 0.1)",
        })
        .option('first-trials', {
          type: 'string',
          describe: 'trials a value gets first, then doubled (default 2000)',
        })
        .option('max-trials', {
          type: 'string',
          describe: 'the most trials any value gets (default 1024000)',
        })
        .option('design', {
          type: 'string',
          describe: 'sequential (default) or grid: every value the same trials, for comparison',
        })
        .option('seed', { type: 'string', describe: "the seed, instead of the file's" })
        .option('workers', {
          type: 'string',
          describe: 'worker threads (default: available parallelism; 0 plays in the main thread)',
        })
        .option('out', {
          type: 'string',
          describe: 'the output folder (default reports/<experiment>/balance-<axis>-<metric>-seed-<seed>/)',
        })
        .option('resume', { type: 'boolean', describe: 'continue an interrupted search from its checkpoint' })
        .option('json', { type: 'boolean', describe: 'print one JSON object on stdout' })
        .option('report', {
          type: 'boolean',
          default: true,
          describe:
            'write the report (summary.md, index.html, charts/) beside balance.json; --no-report skips it',
        })
        .option('quiet', { type: 'boolean', describe: 'no notes on stderr' })
        .option('shard', { type: 'string', describe: 'not supported: the search is sequential' })
        .option('queue', { type: 'string', describe: 'not supported: the search is sequential' })
        .epilog(
          'Every value of a slice (a setting of the other axes) plays the same trial streams; the result is the same for any --workers. ' +
            'Output: balance.json and its report (summary.md, index.html, charts/) in the output folder; `report <dir>` rebuilds the report. Method: docs/balance.md.',
        )
        .example(
          '$0 balance shootout-legend-vs-gunmen --axis gunmen.figures.gunman.count --metric pAWins --target 0.5 --json',
          'how many Gunmen is a Legend worth',
        ),
    (argv) => balance(argv as Args),
  );
}
