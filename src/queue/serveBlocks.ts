import { UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import type { BlockExecutor } from '../sim/BlockExecutor.ts';
import type { BlockOutcome } from '../sim/BlockTask.ts';
import { QUEUE_NAME, type BlockJobResult } from './BlockJob.ts';
import { readBlockJob } from './readBlockJob.ts';
import { redisClient } from './redisClient.ts';
import type { RedisTarget } from './RedisTarget.ts';

/** How a worker process serves the queue. */
export interface ServeOptions {
  /** Blocks played at once: the size of `executor`'s pool. */
  readonly concurrency: number;
  /** Where blocks are played (a local worker pool); closed when serving stops. */
  readonly executor: BlockExecutor;
  /**
   * How long a block's lock lasts unless renewed (renewed every half of it while the block plays): a worker
   * killed in the middle of a block loses the block to another worker after about this long.
   */
  readonly lockMs: number;
  /** Stops serving: the blocks in hand go back to the queue for others. */
  readonly signal: AbortSignal;
  /** Said once per job that fails or is refused, and on connection trouble. */
  readonly onNote?: (text: string) => void;
}

/** A failed block's outcome as one line: what threw, in which cell and trial, so it can be replayed. */
function failureText(outcome: Extract<BlockOutcome, { ok: false }>): string {
  const where = outcome.cell === null ? '' : ` in cell "${outcome.cell}"`;
  const trial = outcome.trial === null ? '' : `, trial ${outcome.trial}`;
  return `${outcome.message}${where}${trial}`;
}

/**
 * Serves the block queue at `target` until `signal` stops it: takes jobs, checks each as data (format,
 * version, ruleset hash, the experiment schema, its plan) and plays it on the local pool. A refused job
 * fails at once with the reason, which the run that made it reports. A stopped worker puts the blocks it
 * holds back on the queue, so another worker plays them without waiting for their locks to expire.
 *
 * @example await serveBlocks(parseRedisUrl(url), { concurrency: 4, executor: poolExecutor(4), lockMs: 30000, signal })
 */
export async function serveBlocks(target: RedisTarget, options: ServeOptions): Promise<void> {
  const play = async (job: Job, token?: string, stop?: AbortSignal): Promise<BlockJobResult> => {
    const read = readBlockJob(job.data);
    if ('refusal' in read) {
      options.onNote?.(`job ${job.id ?? '?'} refused: ${read.refusal}`);
      throw new UnrecoverableError(read.refusal);
    }
    const stopped = new Promise<null>((resolve) => {
      if (stop?.aborted) resolve(null);
      stop?.addEventListener('abort', () => resolve(null), { once: true });
    });
    const outcome = await Promise.race([options.executor.run(read.task, read.block), stopped]);
    if (outcome === null) {
      await job.moveToWait(token);
      throw new WaitingError();
    }
    if (!outcome.ok) {
      const text = failureText(outcome);
      options.onNote?.(`job ${job.id ?? '?'} failed: ${text}`);
      throw new Error(text);
    }
    return { tally: outcome.tally };
  };
  const client = redisClient(target);
  const worker = new Worker(QUEUE_NAME, play, {
    connection: client,
    concurrency: options.concurrency,
    lockDuration: options.lockMs,
    stalledInterval: options.lockMs,
    maxStalledCount: 2,
    autorun: false,
  });
  let trouble = false;
  worker.on('error', (error) => {
    if (trouble) return;
    trouble = true; // said once per outage: the client reconnects on its own
    options.onNote?.(`queue connection: ${error.message}; reconnecting`);
  });
  worker.on('ready', () => (trouble = false));
  const stopping = new Promise<void>((resolve) => {
    if (options.signal.aborted) resolve();
    options.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  const running = worker.run();
  await stopping;
  worker.cancelAllJobs('the worker is stopping');
  await worker.close();
  await running;
  client.disconnect(); // BullMQ leaves a connection it was handed open
  await options.executor.close();
}
