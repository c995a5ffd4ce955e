import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import type { Argv } from 'yargs';
import { PACKAGE_ROOT } from '../sim/toolInfo.ts';
import { parseIntFlag } from './parseIntFlag.ts';
import { parseSeed } from './parseSeed.ts';
import { parseShard } from './parseShard.ts';
import { UsageError } from './UsageError.ts';

type Args = Record<string, unknown>;
const has = (v: unknown): boolean => v !== undefined;

/** A study file: a path, or the name of one shipped in experiments/fair-costs/. */
function studyFile(given: string): string {
  if (existsSync(given) && statSync(given).isFile()) return given;
  if (/^[a-z0-9][a-z0-9-]*$/.test(given)) {
    const shipped = join(PACKAGE_ROOT, 'experiments', 'fair-costs', `${given}.yaml`);
    if (existsSync(shipped)) return relative(process.cwd(), shipped) || shipped;
  }
  throw new UsageError(
    `no fair-cost study file "${given}" (nor a shipped study of that name: fafdm-characters, fafdm-weapons)`,
  );
}

/** The ledger of played blocks in an output folder (see FairCostLedger). */
const LEDGER = 'faircost-blocks.json';

/** The command that continues an interrupted study: the same flags and --resume. */
function resumeCommand(argv: Args): string {
  const flags = ['trials', 'seed', 'workers', 'out', 'shard', 'queue']
    .filter((f) => has(argv[f]))
    .map((f) => `--${f} ${String(argv[f])}`);
  return ['triggernometry faircost', String(argv.file), ...flags, '--resume'].join(' ');
}

async function fairCost(argv: Args): Promise<void> {
  const queue = has(argv.queue) ? String(argv.queue) : null;
  const alone = ['shard', 'merge', 'workers'].find((f) => has(argv[f]));
  if (queue !== null && alone !== undefined)
    throw new UsageError(
      `--queue cannot go with --${alone}: the queue's workers take every block (set their threads with worker --concurrency)`,
    );
  const shard = has(argv.shard) ? parseShard(argv.shard) : null;
  const merge = has(argv.merge)
    ? String(argv.merge)
        .split(',')
        .map((d) => d.trim())
        .filter((d) => d !== '')
    : null;
  if (merge !== null && (merge.length === 0 || shard !== null || argv.resume === true))
    throw new UsageError(
      `--merge takes the shards' output folders, comma-separated, and goes with neither --shard nor --resume (got "${String(argv.merge)}")`,
    );
  const file = studyFile(String(argv.file));
  const trials = has(argv.trials)
    ? parseIntFlag('trials', argv.trials, { min: 100, max: 10_000_000 })
    : undefined;
  const seed = has(argv.seed) ? parseSeed(argv.seed) : undefined;
  const workers = has(argv.workers)
    ? parseIntFlag('workers', argv.workers, { min: 0, max: 1024 })
    : availableParallelism();
  const [
    { readFairCostStudy },
    { playFairCostStudy },
    { fairCostSummary, outsideSentences, fairText },
    { simFailure },
  ] = await Promise.all([
    import('../balance/fairCost/readFairCostStudy.ts'),
    import('../balance/fairCost/runFairCostStudy.ts'),
    import('../balance/fairCost/fairCostSummary.ts'),
    import('./simFailure.ts'),
  ]);
  // A bad file is named before a thread starts or a folder is made.
  const read = await simFailure(() => readFairCostStudy(file));
  if (!read) return;
  const study = { ...read, ...(trials ? { trials } : {}), ...(seed !== undefined ? { seed } : {}) };
  const out = has(argv.out)
    ? String(argv.out)
    : join(
        'reports',
        study.name,
        `fair-costs-seed-${String(study.seed)}${shard ? `-shard-${shard.k}-of-${shard.n}` : ''}`,
      );
  if (argv.resume === true && !existsSync(join(out, LEDGER)))
    throw new UsageError(`--resume: there is no interrupted study in ${out} (no ${LEDGER})`);
  const executor =
    queue !== null
      ? await simFailure(async () =>
          (await import('../queue/fairCostQueue.ts')).fairCostQueue(queue, file, study, {
            seed: seed ?? null,
            trials: trials ?? null,
            onNote: (text) => {
              if (argv.quiet !== true) process.stderr.write(`triggernometry: ${text}\n`);
            },
          }),
        )
      : workers > 0 && merge === null
        ? (await import('../sim/poolExecutor.ts')).poolExecutor(workers)
        : undefined;
  if (queue !== null && executor === undefined) return;
  if (argv.quiet !== true)
    process.stderr.write(
      `triggernometry: pricing ${study.price} of ${study.bands.length} bands, ${study.trials} games a cell\n`,
    );
  const { stopOnSignals } = await import('./stopOnSignals.ts');
  const stop = new AbortController();
  const release = stopOnSignals(() => stop.abort(), undefined, resumeCommand(argv));
  const played = await simFailure(
    () =>
      playFairCostStudy(study, executor, {
        ledgerPath: join(out, LEDGER),
        resume: argv.resume === true,
        shard,
        ...(merge ? { merge: merge.map((d) => join(d, LEDGER)) } : {}),
        signal: stop.signal,
      }),
    resumeCommand(argv),
  );
  release();
  if (!played) return;
  if ('shard' in played) {
    process.stdout.write(
      argv.json === true
        ? `${JSON.stringify({ ...played, outputDir: out }, null, 2)}\n`
        : `${study.name}: shard ${played.shard}, ${played.blocks} of ${played.total} blocks played into ${played.ledger}; price them with --merge\n`,
    );
    return;
  }
  const results = played;
  const { writeFileAtomic } = await import('../sim/writeFileAtomic.ts');
  writeFileAtomic(join(out, 'faircost.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (argv.report !== false) {
    const [{ fairCostChart }, { renderSvg }] = await Promise.all([
      import('../balance/fairCost/fairCostChart.ts'),
      import('../report/renderSvg.ts'),
    ]);
    writeFileAtomic(join(out, 'charts', 'fair-costs.svg'), await renderSvg(fairCostChart(results)));
    const flags = [
      ...(has(argv.trials) ? [`--trials ${study.trials}`] : []),
      ...(has(argv.seed) ? [`--seed ${String(study.seed)}`] : []),
    ];
    writeFileAtomic(
      join(out, 'summary.md'),
      fairCostSummary(results, ['triggernometry faircost', String(argv.file), ...flags].join(' ')),
    );
  }
  if (argv.json === true) {
    process.stdout.write(`${JSON.stringify({ ...results, outputDir: out }, null, 2)}\n`);
    return;
  }
  const lines = [
    `${results.study}: listed against fair costs (seed ${results.seed}, ${results.trialsPerCell} games a cell)`,
    '',
  ];
  for (const row of results.rows)
    lines.push(
      `  ${row.subject.padEnd(36)} listed $${String(row.listed).padStart(4)}  fair ${fairText(row).padEnd(22)} ${row.verdict}`,
    );
  lines.push(
    '',
    ...outsideSentences(results),
    '',
    `games: ${results.games}; digest ${results.digest}; written to ${out}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Registers `faircost <file>`: what each character (or gun) is worth in dollars from simulated skirmishes,
 * against its listed cost, with intervals (docs/balance.md#fair-costs).
 *
 * @example cli = fairCostCommand(cli); // triggernometry faircost fafdm-characters --json
 */
export function fairCostCommand(cli: Argv): Argv {
  return cli.command(
    'faircost <file>',
    'price each character or gun in dollars from simulated games, against its listed cost',
    (y) =>
      y
        .positional('file', {
          type: 'string',
          describe:
            'a fair-cost study file (YAML or JSON), or the name of one shipped in experiments/fair-costs/',
        })
        .option('trials', { type: 'string', describe: "games every cell plays, instead of the file's" })
        .option('seed', { type: 'string', describe: "the seed, instead of the file's" })
        .option('workers', {
          type: 'string',
          describe: 'worker threads (default: available parallelism; 0 plays in the main thread)',
        })
        .option('out', {
          type: 'string',
          describe: 'the output folder (default reports/<study>/fair-costs-seed-<seed>/)',
        })
        .option('json', { type: 'boolean', describe: 'print the results as one JSON object on stdout' })
        .option('report', {
          type: 'boolean',
          default: true,
          describe: 'write summary.md and charts/fair-costs.svg beside faircost.json; --no-report skips them',
        })
        .option('quiet', { type: 'boolean', describe: 'no notes on stderr' })
        .option('resume', {
          type: 'boolean',
          describe: 'continue an interrupted study from the ledger of blocks in its output folder',
        })
        .option('shard', {
          type: 'string',
          describe: 'play only slice k of n of the blocks, written k/n, into the ledger (then: --merge)',
        })
        .option('merge', {
          type: 'string',
          describe: "price the study from the shards' output folders, comma-separated, instead of playing",
        })
        .option('queue', {
          type: 'string',
          describe:
            'play the blocks as jobs on the Redis queue at redis://[user:pass@]host:port[/db] (rediss:// for TLS), served by `worker` processes',
        })
        .epilog(
          "Every cell of a band plays the band's trial streams (common random numbers); the result is the same for any --workers. " +
            'Method: docs/balance.md#fair-costs.',
        )
        .example('$0 faircost fafdm-characters --trials 500', 'every character of the ten bands, quickly')
        .example('$0 faircost fafdm-weapons --shard 1/2 --out s1', 'half the blocks (another machine: 2/2)')
        .example('$0 faircost fafdm-weapons --merge s1,s2', 'the prices from both halves')
        .example(
          '$0 faircost fafdm-weapons --queue redis://127.0.0.1:6379',
          'the blocks played by `worker` processes on any machine',
        ),
    (argv) => fairCost(argv as Args),
  );
}
