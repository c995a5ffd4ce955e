import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimError } from '../../src/sim/SimError.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, SMALL_STUDY, tempDir } from '../sim/simKit.ts';
import {
  eachCompletedOnce,
  localDigest,
  queuedDigest,
  queueEvents,
  queueState,
  until,
  within,
  writeStudy,
} from './queueKit.ts';
import { RedisServer, WorkerProcess } from './redisServer.ts';

// Every test here plays the small study on a real redis-server with real `worker` processes, and holds
// the digest against the study played in this thread.
describe('a run on the Redis queue', () => {
  const dir = tempDir();
  const file = writeStudy(dir);
  let server: RedisServer;
  let client: Redis;
  let local: string;
  const workers: WorkerProcess[] = [];
  /** A worker that already serves the queue. */
  const startWorker = (): Promise<WorkerProcess> => {
    const w = WorkerProcess.start(BIN, server.url);
    workers.push(w);
    return w.serving();
  };
  /** What the queue and every worker of this file said, for a run that does not finish. */
  const explain = async (): Promise<string> => {
    const said = workers.map((w, i) => `worker ${i} (exit ${w.child.exitCode}): ${w.stderr.join('').trim()}`);
    return [await queueState(client), ...said].join('\n');
  };
  /** The digest of `file` played on the queue; a stuck run fails after 150 s, saying why. */
  const digestOnQueue = (study: string, version?: string): Promise<string> =>
    within(queuedDigest(study, server.url, version), 150_000, explain);
  const activeJobs = (): Promise<number> => client.llen('bull:triggernometry-blocks:active');

  beforeAll(async () => {
    server = await RedisServer.start();
    client = server.client();
    local = await localDigest(file);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop('SIGKILL')));
    client.disconnect();
    await server.stop();
  });

  it('gives the local digest with two workers, and each worker stops cleanly on SIGTERM', async () => {
    const pair = await Promise.all([startWorker(), startWorker()]);
    expect(await digestOnQueue(file)).toBe(local);
    expect(await Promise.all(pair.map((w) => w.stop('SIGTERM')))).toEqual([0, 0]);
  });

  it('serves two runs of different experiments on one queue and its worker, each its own digest', async () => {
    const other = join(dir, 'other-study.json');
    writeFileSync(other, JSON.stringify({ ...SMALL_STUDY, name: 'other-study', seed: 12 }));
    const otherLocal = await localDigest(other);
    expect(otherLocal).not.toBe(local);
    const shared = await startWorker();
    expect(await Promise.all([digestOnQueue(file), digestOnQueue(other)])).toEqual([local, otherLocal]);
    await shared.stop();
  });

  it('replays the block of a worker killed with SIGKILL on another worker', async () => {
    const doomed = await startWorker();
    const run = digestOnQueue(file);
    await until(async () => (await activeJobs()) > 0);
    await doomed.stop('SIGKILL');
    const rescuer = await startWorker();
    expect(await run).toBe(local);
    expect((await queueEvents(client)).some(([event]) => event === 'stalled')).toBe(true);
    await rescuer.stop();
  });

  it('counts once a block finished by a worker that was thought dead', async () => {
    const sleeper = await startWorker();
    const before = (await queueEvents(client)).length;
    const run = digestOnQueue(file);
    await until(async () => (await activeJobs()) > 0);
    sleeper.child.kill('SIGSTOP'); // its lock expires: the block is stalled and played by another
    const other = await startWorker();
    const digest = await run;
    sleeper.child.kill('SIGCONT'); // it finishes the block after all; the queue refuses the late result
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(digest).toBe(local);
    expect(eachCompletedOnce((await queueEvents(client)).slice(before))).toEqual({ once: true, jobs: 18 });
    await Promise.all([sleeper.stop(), other.stop()]);
  });

  it('finishes with the local digest across a Redis restart', async () => {
    const worker = await startWorker();
    const before = (await queueEvents(client)).length;
    const run = digestOnQueue(file);
    await until(async () =>
      (await queueEvents(client)).slice(before).some(([event]) => event === 'completed'),
    );
    await server.restart();
    expect(await run).toBe(local);
    await worker.stop();
  });

  it("fails a block made by another version, with the worker's reason", async () => {
    const worker = await startWorker();
    const run = digestOnQueue(file, '0.0.0-other');
    await expect(run).rejects.toThrow(SimError);
    await expect(run).rejects.toThrow(/refuses a block made by triggernometry 0\.0\.0-other/);
    await worker.stop();
  });
});
