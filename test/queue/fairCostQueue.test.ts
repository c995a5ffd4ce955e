import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFairCostStudy } from '../../src/balance/fairCost/readFairCostStudy.ts';
import { runFairCostStudy } from '../../src/balance/fairCost/runFairCostStudy.ts';
import { BIN, cliAsync, tempDir } from '../sim/simKit.ts';
import { eachCompletedOnce, queueEvents, queueState, queueWithWorker, until, within } from './queueKit.ts';

/** One band, two guns, three blocks of 250 games (4 cells a block): about a second of play in all. */
const STUDY = `name: queued-weapons
seed: 7
trials: 750
price: weapons
opponent: { band: lawmen, roster: { sheriff: 1, guard: 4 } }
reference: guard
weapons: [rifle, remington]
bands:
  outlaws: { roster: { boss: 1, bandit: 3 }, carrier: boss }
`;

describe('faircost --queue', () => {
  const dir = tempDir();
  const file = join(dir, 'queued-weapons.yaml');
  writeFileSync(file, STUDY);

  describe('with a Redis server and a worker', () => {
    const q = queueWithWorker();

    it('resumes a killed study on its jobs and prices it with the digest of a local run', async () => {
      const local = await runFairCostStudy(readFairCostStudy(file));
      const out = join(dir, 'queued');
      const args = ['faircost', file, '--queue', q.server.url, '--out', out, '--no-report'];
      const first = spawn(process.execPath, [BIN, ...args, '--quiet'], { cwd: dir, stdio: 'ignore' });
      // Killed once a block is finished: the resumed run takes it from the queue, not from a worker again.
      await until(async () => (await queueEvents(q.client)).some(([event]) => event === 'completed'));
      first.kill('SIGKILL');
      const explain = async (): Promise<string> =>
        `${await queueState(q.client)}; worker: ${q.worker.stderr.join('').trim()}`;
      const resumed = await within(cliAsync([...args, '--resume', '--json'], dir), 150_000, explain);
      expect(resumed.status, resumed.stderr).toBe(0);
      const results = JSON.parse(readFileSync(join(out, 'faircost.json'), 'utf8')) as typeof local;
      expect(results.digest).toBe(local.digest);
      expect(results.rows).toEqual(local.rows);
      expect(eachCompletedOnce(await queueEvents(q.client))).toEqual({ once: true, jobs: 3 });
    });
  });
});
