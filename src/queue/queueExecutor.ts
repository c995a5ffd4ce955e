import { Queue, QueueEvents } from 'bullmq';
import type { BlockExecutor } from '../sim/BlockExecutor.ts';
import type { BlockOutcome } from '../sim/BlockTask.ts';
import type { GroupTally } from '../sim/Tally.ts';
import { QUEUE_NAME, type BlockJobResult } from './BlockJob.ts';
import type { QueuedJobs } from './QueuedJobs.ts';
import { redisClient } from './redisClient.ts';
import type { RedisTarget } from './RedisTarget.ts';

/** How often jobs still out are looked up directly, in case their event was missed (a Redis restart). */
const SWEEP_MS = 2000;
/** A look-up unanswered after this long is let go, so that a reply lost in a reconnect cannot stop the sweep. */
const LOOKUP_MS = 10_000;
/** Finished jobs are kept this long, so that an interrupted run can be resumed; a finished run removes its own. */
const KEEP_SECONDS = 7 * 24 * 3600;

/** A tally that has the shape of its block's group (a worker's reply is data from outside). */
/** Waits for `work`, but at most `ms`: what it settles later is still applied, only not waited for. */
function atMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

function fits(value: unknown, cells: number): value is BlockJobResult {
  const tally = (value as { tally?: Partial<GroupTally> } | null)?.tally;
  return Array.isArray(tally?.cells) && tally.cells.length === cells && Array.isArray(tally.pairs);
}

/**
 * Plays a run's blocks as jobs on the Redis queue at `target`, served by `triggernometry worker` processes
 * anywhere. Each block becomes one job named by the plan and the block, so adding it again re-attaches to
 * it: a resumed run takes the tallies of blocks finished while it was away, and a block is counted once
 * however many workers finish it. Outcomes arrive by the queue's events, and a periodic look-up catches
 * any event lost while Redis restarted. A failed job is retried (on any worker) when the runner retries
 * the block; its failure reason becomes the run's.
 *
 * @example executeRun(file, { dispatch: (plan) => queueExecutor(target, experimentJobs(plan, identity)) })
 */
export async function queueExecutor(target: RedisTarget, jobs: QueuedJobs): Promise<BlockExecutor> {
  const client = redisClient(target);
  const queue = new Queue(QUEUE_NAME, { connection: client });
  const eventsClient = redisClient(target);
  const events = new QueueEvents(QUEUE_NAME, { connection: eventsClient });
  // Connection trouble is retried for ever by the clients; the errors themselves are only noise.
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);

  const waiting = new Map<string, { readonly cells: number; readonly settle: (o: BlockOutcome) => void }>();
  const delivered: string[] = [];
  const finish = (id: string, result: unknown, failedReason: string | null): void => {
    const waiter = waiting.get(id);
    if (!waiter) return; // not ours, or already counted: a block finished twice is counted once
    waiting.delete(id);
    if (failedReason !== null)
      return waiter.settle({ ok: false, cell: null, trial: null, message: failedReason });
    delivered.push(id);
    if (!fits(result, waiter.cells))
      return waiter.settle({
        ok: false,
        cell: null,
        trial: null,
        message: 'a worker returned a tally of another shape',
      });
    waiter.settle({ ok: true, tally: result.tally });
  };
  events.on('completed', ({ jobId, returnvalue }) => finish(jobId, returnvalue, null));
  events.on('failed', ({ jobId, failedReason }) => finish(jobId, null, failedReason));

  const lookUp = async (ids: readonly string[]): Promise<void> => {
    const pipeline = client.pipeline();
    for (const id of ids) pipeline.hmget(queue.toKey(id), 'finishedOn', 'returnvalue', 'failedReason');
    const replies = (await pipeline.exec()) ?? [];
    replies.forEach(([error, fields], i) => {
      const [finishedOn, returnvalue, failedReason] = (fields ?? []) as (string | null)[];
      if (error || !finishedOn) return;
      if (failedReason) finish(ids[i]!, null, failedReason);
      else finish(ids[i]!, JSON.parse(returnvalue ?? 'null') as unknown, null);
    });
  };
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping || waiting.size === 0) return;
    sweeping = true;
    void atMost(lookUp([...waiting.keys()]), LOOKUP_MS).finally(() => (sweeping = false));
  }, SWEEP_MS);

  return {
    workers: 0,
    window: Number.MAX_SAFE_INTEGER,
    async run(_task, block) {
      const { id, data, cells } = jobs.jobOf(block);
      const job = await queue.add(jobs.name, data, {
        jobId: id,
        removeOnComplete: { age: KEEP_SECONDS },
        removeOnFail: { age: KEEP_SECONDS },
      });
      // An id already there is returned as it stands: finished while the run was away, or failed before.
      if ((await job.getState()) === 'failed') await job.retry('failed');
      const outcome = new Promise<BlockOutcome>((settle) => waiting.set(id, { cells, settle }));
      await atMost(lookUp([id]), LOOKUP_MS);
      return outcome;
    },
    async close() {
      clearInterval(sweep);
      // The tallies handed over are the runner's now (in its checkpoint or its results).
      await Promise.all(delivered.map((id) => queue.remove(id).catch(() => 0)));
      await events.close();
      await queue.close();
      // BullMQ leaves connections it was handed open.
      client.disconnect();
      eventsClient.disconnect();
    },
  };
}
