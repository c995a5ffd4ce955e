import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { queueDispatch } from '../../src/queue/queueDispatch.ts';
import { executeRun } from '../../src/sim/runExperiment.ts';
import { BIN, SMALL_STUDY } from '../sim/simKit.ts';
import { RedisServer, WorkerProcess } from './redisServer.ts';

/** Trials per block in the queue's tests: the small study is 18 jobs (2 groups; blocks are also cut at 1000 and 2000). */
export const BLOCK_SIZE = 375;

/** Writes the small study into `dir` (jobs carry the file's content) and returns its path. */
export function writeStudy(dir: string): string {
  const file = join(dir, 'small-study.json');
  writeFileSync(file, JSON.stringify(SMALL_STUDY));
  return file;
}

/** The digest of the study played in this thread: what every queued run must give. */
export async function localDigest(file: string): Promise<string> {
  return (await executeRun(file, { workers: 0, blockSize: BLOCK_SIZE })).results.digest;
}

/** Runs the study on the queue at `url` from this process, as `run --queue` does, and returns its digest. */
export async function queuedDigest(file: string, url: string, version?: string): Promise<string> {
  const dispatch = await queueDispatch(url, file, {
    trials: null,
    blockSize: BLOCK_SIZE,
    ...(version !== undefined ? { version } : {}),
  });
  return (await executeRun(file, { blockSize: BLOCK_SIZE, dispatch })).results.digest;
}

/** The queue's events so far (BullMQ's stream), as [event, jobId] pairs. */
export async function queueEvents(client: Redis): Promise<[string, string][]> {
  const entries = await client.xrange('bull:triggernometry-blocks:events', '-', '+');
  return entries.map(([, fields]) => {
    const at = (name: string): string => fields[fields.indexOf(name) + 1] ?? '';
    return [at('event'), at('jobId')];
  });
}

/** Waits until `check` holds, looking every 50 ms; after two minutes it fails rather than waiting on. */
export async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the awaited queue state did not come within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether every job added in `events` completed exactly once (a block counted twice, or one never
 * finished, makes it false), and how many jobs there were.
 */
export function eachCompletedOnce(events: readonly [string, string][]): { once: boolean; jobs: number } {
  const added = new Set(events.filter(([event]) => event === 'added').map(([, id]) => id));
  const counts = new Map<string, number>();
  for (const [event, id] of events) if (event === 'completed') counts.set(id, (counts.get(id) ?? 0) + 1);
  const once = counts.size === added.size && [...added].every((id) => counts.get(id) === 1);
  return { once, jobs: added.size };
}

/**
 * `run`'s value, or after `ms` an error carrying `explain()`: a run that is stuck fails with what the
 * queue holds and what its workers said, well before the test's own timeout.
 */
export async function within<T>(run: Promise<T>, ms: number, explain: () => Promise<string>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      explain().then(
        (text) => reject(new Error(`no result after ${ms} ms: ${text}`)),
        (error: unknown) =>
          reject(new Error(`no result after ${ms} ms (and no explanation: ${String(error)})`)),
      );
    }, ms);
  });
  try {
    return await Promise.race([run, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the block queue holds, key by key, for a stuck test's message. */
export async function queueState(client: Redis): Promise<string> {
  const key = (name: string): string => `bull:triggernometry-blocks:${name}`;
  const [wait, active, completed, failed] = await Promise.all([
    client.llen(key('wait')),
    client.llen(key('active')),
    client.zcard(key('completed')),
    client.zcard(key('failed')),
  ]);
  return `queue: ${wait} waiting, ${active} active, ${completed} completed, ${failed} failed`;
}

/** A real redis-server, a client on it and one `worker` process that already serves it. */
export interface QueueWithWorker {
  server: RedisServer;
  client: Redis;
  worker: WorkerProcess;
}

/**
 * Starts a Redis server and one worker before the tests of the calling `describe`, and ends them after:
 * the fields are set once the tests run.
 */
export function queueWithWorker(): QueueWithWorker {
  const q = {} as QueueWithWorker;
  beforeAll(async () => {
    q.server = await RedisServer.start();
    q.client = q.server.client();
    q.worker = await WorkerProcess.start(BIN, q.server.url).serving();
  });
  afterAll(async () => {
    await q.worker.stop('SIGKILL');
    q.client.disconnect();
    await q.server.stop();
  });
  return q;
}
