import { availableParallelism } from 'node:os';
import type { Argv } from 'yargs';
import { parseIntFlag } from './parseIntFlag.ts';
import { UsageError } from './UsageError.ts';

type Args = Record<string, unknown>;

async function serve(argv: Args): Promise<void> {
  if (argv.queue === undefined)
    throw new UsageError('--queue is required: redis://[user:pass@]host:port[/db]');
  const concurrency =
    argv.concurrency === undefined
      ? availableParallelism()
      : parseIntFlag('concurrency', argv.concurrency, { min: 1, max: 1024 });
  const lockMs = parseIntFlag('lock-ms', argv['lock-ms'] ?? 30_000, { min: 1000, max: 3_600_000 });
  const quiet = argv.quiet === true;
  const note = (text: string): void => {
    if (!quiet) process.stderr.write(`triggernometry worker: ${text}\n`);
  };
  const [{ parseRedisUrl }, { checkRedis }, { serveBlocks }, { poolExecutor }, { simFailure }] =
    await Promise.all([
      import('../queue/RedisTarget.ts'),
      import('../queue/redisClient.ts'),
      import('../queue/serveBlocks.ts'),
      import('../sim/poolExecutor.ts'),
      import('./simFailure.ts'),
    ]);
  await simFailure(async () => {
    const target = parseRedisUrl(String(argv.queue));
    const policy = await checkRedis(target);
    if (policy !== null && policy !== 'noeviction')
      note(`Redis has maxmemory-policy ${policy}: set noeviction, or it may drop jobs (docs/distributed.md)`);
    const stop = new AbortController();
    let signals = 0;
    const onSignal = (): void => {
      if (++signals > 1) process.exit(130);
      note('stopping; the blocks in hand go back to the queue (again to quit at once)');
      stop.abort();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    note(`serving ${target.shown} with ${concurrency} thread${concurrency === 1 ? '' : 's'}`);
    try {
      await serveBlocks(target, {
        concurrency,
        executor: poolExecutor(concurrency),
        lockMs,
        signal: stop.signal,
        onNote: note,
      });
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    note('stopped');
  });
}

/**
 * Registers `worker --queue <url>`: takes blocks of runs started with `run --queue` from the Redis queue
 * and plays them on local threads, until Ctrl-C or SIGTERM.
 *
 * @example cli = workerCommand(cli); // triggernometry worker --queue redis://10.0.0.5:6379 --concurrency 8
 */
export function workerCommand(cli: Argv): Argv {
  return cli.command(
    'worker',
    'play the blocks of queued runs (run --queue) on this machine until stopped',
    (y) =>
      y
        .option('queue', {
          type: 'string',
          describe: 'the Redis queue: redis://[user:pass@]host:port[/db], or rediss://... for TLS',
        })
        .option('concurrency', {
          type: 'string',
          describe: 'blocks played at once, one per thread (default: available parallelism)',
        })
        .option('lock-ms', {
          type: 'string',
          describe:
            "a block's lock in milliseconds, renewed while it plays: a worker that dies loses its blocks to others after about this long (default 30000)",
        })
        .option('quiet', { type: 'boolean', describe: 'no notes on stderr' })
        .epilog(
          'Jobs are data: each is checked with the experiment schema, and refused (with the reason shown to the run) ' +
            'when it was made by another version or ruleset hash. Ctrl-C or SIGTERM puts the blocks in hand back on the queue. See docs/distributed.md.',
        )
        .example('$0 worker --queue redis://127.0.0.1:6379', 'serve queued runs with every core')
        .example(
          '$0 worker --queue rediss://user:secret@redis.example:6380/1 --concurrency 8',
          'over TLS, 8 threads',
        ),
    (argv) => serve(argv as Args),
  );
}
