import { availableParallelism } from 'node:os';
import type { Argv } from 'yargs';
import type { RunOptions } from '../sim/runExperiment.ts';
import { parseIntFlag } from './parseIntFlag.ts';
import { parseSeed } from './parseSeed.ts';
import { parseShard } from './parseShard.ts';
import { resolveExperimentFile } from './resolveExperimentFile.ts';
import { UsageError } from './UsageError.ts';
import { STOP_GRACE_MS, stopOnSignals } from './stopOnSignals.ts';
import { terminalWidth, WIDE_OPTION } from './terminalWidth.ts';
import { writeRunReport } from './writeRunReport.ts';

type Args = Record<string, unknown>;
const has = (v: unknown): boolean => v !== undefined;

const shellWord = (s: string): string => (/^[\w./:=,+-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);

/** The command that continues this run from its checkpoint: the same file and flags, with --resume. */
function resumeCommand(argv: Args): string {
  const flags = ['trials', 'seed', 'block-size', 'shard', 'out', 'workers']
    .filter((f) => has(argv[f]))
    .map((f) => `--${f} ${shellWord(String(argv[f]))}`);
  return ['triggernometry run', shellWord(String(argv.file)), ...flags, '--resume'].join(' ');
}

async function run(argv: Args): Promise<void> {
  const file = resolveExperimentFile(String(argv.file));
  const quiet = argv.quiet === true;
  const options: RunOptions = {
    write: true,
    ...(has(argv.trials)
      ? { trials: parseIntFlag('trials', argv.trials, { min: 1, max: 10_000_000_000 }) }
      : {}),
    ...(has(argv.seed) ? { seed: parseSeed(argv.seed) } : {}),
    ...(has(argv['block-size'])
      ? { blockSize: parseIntFlag('block-size', argv['block-size'], { min: 1, max: 1_000_000_000 }) }
      : {}),
    ...(has(argv.shard) ? { shard: parseShard(argv.shard) } : {}),
    ...(has(argv.out) ? { out: String(argv.out) } : {}),
    resume: argv.resume === true,
    force: argv.force === true,
  };
  const queue = has(argv.queue) ? String(argv.queue) : null;
  if (queue !== null && (has(argv.shard) || has(argv.workers)))
    throw new UsageError(
      `--queue cannot go with ${has(argv.shard) ? '--shard' : '--workers'}: the queue's workers take every block (set their threads with worker --concurrency)`,
    );
  const workers = has(argv.workers)
    ? parseIntFlag('workers', argv.workers, { min: 0, max: 1024 })
    : availableParallelism();
  // The pool first: its threads load the scenarios while this thread loads the runner and reads the file.
  // A bad file then closes it again before anything is written.
  const executor =
    workers > 0 && queue === null
      ? (await import('../sim/poolExecutor.ts')).poolExecutor(workers)
      : undefined;
  const [{ executeRun }, { formatResults }, { progressBar }, { resultsSummary }, { simFailure }] =
    await Promise.all([
      import('../sim/runExperiment.ts'),
      import('./formatResults.ts'),
      import('./progressBar.ts'),
      import('./resultsSummary.ts'),
      import('./simFailure.ts'),
    ]);
  const bar = progressBar(process.stderr.isTTY && !quiet);
  const stop = new AbortController();
  const release = stopOnSignals(
    () => {
      bar.stop();
      if (!quiet)
        process.stderr.write('triggernometry: stopping; writing the checkpoint (again to quit at once)\n');
      stop.abort();
    },
    STOP_GRACE_MS,
    resumeCommand(argv),
  );
  try {
    const note = (text: string): void => {
      if (!quiet) process.stderr.write(`triggernometry: ${text}\n`);
    };
    const report = await simFailure(
      async () =>
        executeRun(file, {
          ...options,
          workers,
          ...(executor ? { executor } : {}),
          ...(queue !== null
            ? {
                dispatch: await (
                  await import('../queue/queueDispatch.ts')
                ).queueDispatch(queue, file, {
                  trials: options.trials ?? null,
                  blockSize: options.blockSize ?? null,
                  onNote: note,
                }),
              }
            : {}),
          signal: stop.signal,
          onProgress: (done, total) => bar.update(done, total),
          onNote: note,
        }),
      resumeCommand(argv),
    );
    bar.stop();
    if (!report) return;
    const { results, outputDir } = report;
    const page = argv.report === false ? null : await writeRunReport(results, outputDir);
    process.stdout.write(
      argv.json === true
        ? `${JSON.stringify({ ...resultsSummary(results, outputDir), report: page }, null, 2)}\n`
        : formatResults(results, outputDir, terminalWidth(argv.wide === true)) +
            (page ? `report: ${page}\n` : ''),
    );
  } finally {
    bar.stop();
    release();
  }
}

/**
 * Registers `run <file>`: runs an experiment on a worker pool and writes results.json and results.csv under
 * reports/<experiment>/<run-id>/ (or --out), stoppable with Ctrl-C and resumable, one shard at a time if asked.
 *
 * @example cli = runCommand(cli); // triggernometry run experiments/duel-skills.yaml --workers 4
 */
export function runCommand(cli: Argv): Argv {
  return cli.command(
    'run <file>',
    'run an experiment file on every core and write its results',
    (y) =>
      y
        .positional('file', {
          type: 'string',
          describe: 'an experiment file (YAML or JSON), or the name of one shipped in experiments/',
        })
        .option('trials', {
          type: 'string',
          describe: "trials per cell, instead of the file's (with a precision target: the most per cell)",
        })
        .option('seed', {
          type: 'string',
          describe: "the seed, instead of the file's: an integer or a short token",
        })
        .option('workers', {
          type: 'string',
          describe: 'worker threads (default: available parallelism; 0 plays in the main thread)',
        })
        .option('block-size', {
          type: 'string',
          describe: 'trials per block (checkpoint and scheduling grain; the results do not depend on it)',
        })
        .option('out', {
          type: 'string',
          describe: 'the output folder (default reports/<experiment>/<run-id>/)',
        })
        .option('shard', {
          type: 'string',
          describe: 'run only slice k of n of the blocks, written k/n (see merge)',
        })
        .option('queue', {
          type: 'string',
          describe:
            'play the blocks as jobs on the Redis queue at redis://[user:pass@]host:port[/db] (rediss:// for TLS), served by `worker` processes',
        })
        .option('resume', { type: 'boolean', describe: 'continue an interrupted run from its checkpoint' })
        .option('force', {
          type: 'boolean',
          describe: "write into --out even when it holds another experiment's or seed's results",
        })
        .option('json', { type: 'boolean', describe: 'print one JSON summary on stdout' })
        .option('report', {
          type: 'boolean',
          default: true,
          describe:
            'write the report (summary.md, index.html, charts) beside results.json; --no-report skips it',
        })
        .option('wide', WIDE_OPTION)
        .option('quiet', { type: 'boolean', describe: 'no progress bar and no notes on stderr' })
        .epilog(
          'Results: results.json (tallies, estimates, provenance, digest) and results.csv (one row per cell and metric). ' +
            'Ctrl-C stops cleanly after writing a checkpoint; run again with --resume. Format: docs/experiments.md.',
        )
        .example('$0 run experiments/duel-weapon-range.yaml', 'run a study on every core')
        .example('$0 run duel-skills --trials 20000 --json', 'a shipped study, shorter, as JSON')
        .example('$0 run duel-skills --shard 2/3 --out shards/2', 'the second of three slices (then: merge)')
        .example(
          '$0 run duel-skills --queue redis://127.0.0.1:6379',
          'blocks as jobs for `worker` processes',
        ),
    (argv) => run(argv as Args),
  );
}
