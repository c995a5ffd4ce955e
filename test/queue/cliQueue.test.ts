import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRedis } from '../../src/queue/redisClient.ts';
import { parseRedisUrl } from '../../src/queue/RedisTarget.ts';
import { BIN, cli, cliAsync, tempDir } from '../sim/simKit.ts';
import {
  BLOCK_SIZE,
  eachCompletedOnce,
  localDigest,
  queueEvents,
  queueWithWorker,
  until,
  writeStudy,
} from './queueKit.ts';
import { freePort } from './redisServer.ts';

/** A bad request: exit code 2, nothing on stdout, one line on stderr matching `message`. */
function expectOneLine(
  run: { status: number | null; stdout: string; stderr: string },
  message: RegExp,
): void {
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(message);
}

describe('run --queue and worker on the command line', () => {
  const dir = tempDir();
  const file = writeStudy(dir);

  it('refuses a URL that is not redis:// or rediss:// in one line', () => {
    expectOneLine(cli(['run', file, '--queue', 'http://127.0.0.1:6379'], dir), /--queue must be redis:\/\//);
    expectOneLine(cli(['worker', '--queue', 'redis://h:1/x'], dir), /the path must be a database number/);
  });

  it('says in one line that Redis cannot be reached, and gives up within seconds', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    expectOneLine(
      cli(['run', file, '--queue', url, '--out', join(dir, 'never')], dir),
      /cannot reach Redis at redis:\/\/127\.0\.0\.1/,
    );
    expectOneLine(cli(['worker', '--queue', url], dir), /cannot reach Redis/);
    expect(existsSync(join(dir, 'never'))).toBe(false);
    // A hang check, not a speed test (the attempt gives up after three seconds), timed in this process so
    // that a busy machine's process start-up does not count.
    const started = Date.now();
    await expect(checkRedis(parseRedisUrl(url))).rejects.toThrow(/cannot reach Redis/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  describe('with a Redis server', () => {
    const q = queueWithWorker();

    it('re-attaches a killed run to its jobs with --resume, playing no finished block again', async () => {
      const out = join(dir, 'resumed');
      const args = ['run', file, '--queue', q.server.url, '--block-size', String(BLOCK_SIZE), '--out', out];
      const first = spawn(process.execPath, [BIN, ...args, '--quiet', '--no-report'], {
        cwd: dir,
        stdio: 'ignore',
      });
      await until(
        async () => (await queueEvents(q.client)).filter(([event]) => event === 'completed').length >= 2,
      );
      first.kill('SIGKILL');
      const resumed = await cliAsync([...args, '--resume', '--json', '--no-report'], dir);
      expect(resumed.status).toBe(0);
      const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { digest: string };
      expect(results.digest).toBe(await localDigest(file));
      expect(eachCompletedOnce(await queueEvents(q.client))).toEqual({ once: true, jobs: 18 });
    });
  });
});
