import { fileURLToPath } from 'node:url';
import yargs from 'yargs';
import { parseIntFlag } from '../src/cli/parseIntFlag.ts';
import { UsageError } from '../src/cli/UsageError.ts';
import { benchGroups } from './benchGroups.ts';

/**
 * The bench's flags, read and checked.
 *
 * @example const o: BenchOptions = parseBenchArgs(['--check']);
 */
export interface BenchOptions {
  readonly runs: number;
  readonly quick: boolean;
  /** The groups to measure: every group unless `--only` names some. */
  readonly groups: readonly string[];
  readonly check: boolean;
  /** How much worse than the baseline a figure may get before `--check` fails, as a fraction (0.2). */
  readonly threshold: number;
  readonly updateBaseline: boolean;
  readonly baseline: string;
  /** Where results.json and github-action-benchmark's files go. */
  readonly out: string;
}

/** bench/ itself: the default home of the baseline and the outputs. */
const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const MIN_RUNS = 5;

/** Reads `--threshold` as a percentage ("20" or "20%"), returning a fraction. */
function threshold(raw: unknown): number {
  const text = String(raw).trim().replace(/%$/, '');
  const v = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!(v > 0 && v < 1000))
    throw new UsageError(
      `--threshold must be a percentage above 0 and below 1000, e.g. 20 (got "${String(raw)}")`,
    );
  return v / 100;
}

/** Reads `--only` as a comma-separated list of groups. */
function groups(raw: unknown): string[] {
  const known = benchGroups();
  const given = String(raw)
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g !== '');
  const unknown = given.filter((g) => !known.includes(g));
  if (given.length === 0 || unknown.length)
    throw new UsageError(
      `--only must name groups among ${known.join(', ')}, comma-separated (got "${String(raw)}")`,
    );
  return known.filter((g) => given.includes(g));
}

/**
 * Reads the bench's command line (`npm run bench -- [flags]`), throwing a {@link UsageError} that names the
 * flag, what is allowed and what was given. `--help` prints the flags and exits.
 *
 * @example parseBenchArgs(['--check', '--only', 'duel']).groups // ['duel']
 */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const argv = yargs([...args])
    .scriptName('npm run bench --')
    .usage(
      '$0 [flags]\n\nMeasures the engine against its floors, prints a table and writes results.json and ' +
        "github-action-benchmark's files. See docs/benchmarks.md.",
    )
    .strict()
    .help()
    .version(false)
    .wrap(Math.min(120, process.stdout.columns || 100))
    .option('runs', {
      type: 'string',
      describe: `timed runs after the warm-up (at least ${MIN_RUNS}; default 5)`,
    })
    .option('only', { type: 'string', describe: `measure only these groups: ${benchGroups().join(', ')}` })
    .option('quick', {
      type: 'boolean',
      describe: 'a twentieth of each throughput batch and runner trial count: for tests and smoke checks',
    })
    .option('check', {
      type: 'boolean',
      describe: 'compare with the baseline and exit 1 if a figure is worse by more than the threshold',
    })
    .option('threshold', {
      type: 'string',
      describe: 'how much worse a figure may get, in percent (default 20)',
    })
    .option('update-baseline', {
      type: 'boolean',
      describe: 'rewrite the baseline with this run, on purpose',
    })
    .option('baseline', { type: 'string', describe: 'the baseline file (default bench/baseline.json)' })
    .option('out', {
      type: 'string',
      describe: 'where to write results.json and the action files (default bench/)',
    })
    .example('$0 --check', 'measure everything and hold it to bench/baseline.json')
    .example('$0 --only dice,duel --check', 'the in-process throughputs alone (half a minute)')
    .example('$0 --update-baseline', 'make this run the baseline (commit bench/baseline.json)')
    .fail((message, error) => {
      if (error) throw error;
      const unknown = /^Unknown arguments?: (.*)$/.exec(message);
      throw new UsageError(
        unknown ? `unknown flag or argument: ${unknown[1]} (see npm run bench -- --help)` : message,
      );
    })
    .parseSync();
  const o = {
    runs: argv.runs === undefined ? 5 : parseIntFlag('runs', argv.runs, { min: MIN_RUNS, max: 1000 }),
    quick: argv.quick === true,
    groups: argv.only === undefined ? [...benchGroups()] : groups(argv.only),
    check: argv.check === true,
    threshold: argv.threshold === undefined ? 0.2 : threshold(argv.threshold),
    updateBaseline: argv['update-baseline'] === true,
    baseline: argv.baseline ?? `${BENCH_DIR}baseline.json`,
    out: argv.out ?? BENCH_DIR,
  };
  if (argv._.length)
    throw new UsageError(`the bench takes no arguments, only flags (got "${argv._.join(' ')}")`);
  if (o.check && o.updateBaseline)
    throw new UsageError(
      '--check and --update-baseline exclude each other: check first, then update on purpose',
    );
  if (o.updateBaseline && o.quick)
    throw new UsageError('--update-baseline needs full-size runs: drop --quick');
  if (argv.threshold !== undefined && !o.check) throw new UsageError('--threshold applies only with --check');
  return o;
}
