// The queue against a local run of the same study: a Redis server and one queue worker on this machine,
// each `run` timed as a whole process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './BenchFigure.ts';
import { median } from './measure.ts';
import { oneCellRunSeconds, writeOneCellStudy } from './oneCellStudy.ts';

const BIN = fileURLToPath(new URL('../bin/triggernometry.js', import.meta.url));
const SHORT = 1_000_000;
const OVERHEAD_TARGET = 0.1;
/** Trials per block for the blocks-per-second figure: small enough that the queue, not the duels, is timed. */
const TINY_BLOCK = 64;
const PORT = 16_379 + (process.pid % 1000);

/** Whether Debian's redis-server is installed (the group is skipped, with a note, where it is not). */
export function redisAvailable(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

function startRedis(dir: string): ChildProcess {
  const args = [
    '--port',
    String(PORT),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--save',
    '',
  ];
  const child = spawn('redis-server', args, { stdio: 'ignore' });
  while (spawnSync('redis-cli', ['-p', String(PORT), 'ping'], { encoding: 'utf8' }).stdout.trim() !== 'PONG')
    spawnSync('sleep', ['0.05']);
  return child;
}

/**
 * Queue overhead: `run` of a one-cell duel study on one local worker thread against the same study with
 * `--queue`, played by one `worker --concurrency 1` on the same machine, each at 1e6 and 4e6 trials (a
 * twentieth with `--quick`) at the default block size; the difference of the two times gives each way's
 * running throughput, start-up dropping out. Then blocks per second through one Redis: queued runs of
 * 64-trial blocks, 500 and 2000 of them, the extra blocks over the extra time. One warm-up round, then the
 * median of `runs` rounds.
 *
 * @example queueBench(5, 1)
 */
export function queueBench(runs: number, scale: number): BenchFigure[] {
  const short = Math.max(1000, Math.round(SHORT * scale));
  const long = 4 * short;
  const dir = mkdtempSync(join(tmpdir(), 'triggernometry-bench-queue-'));
  const url = `redis://127.0.0.1:${PORT}`;
  const redis = startRedis(dir);
  const worker = spawn(process.execPath, [BIN, 'worker', '--queue', url, '--concurrency', '1', '--quiet'], {
    stdio: 'ignore',
  });
  try {
    writeOneCellStudy(dir, 'bench-queue', short);
    const run = (n: number, extra: readonly string[]): number => oneCellRunSeconds(dir, n, extra);
    const local = ['--workers', '1'];
    const queued = ['--queue', url];
    const overheads: number[] = [];
    const blockRates: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const localRate = (long - short) / (run(long, local) - run(short, local));
      const queueRate = (long - short) / (run(long, queued) - run(short, queued));
      const tiny = ['--queue', url, '--block-size', String(TINY_BLOCK)];
      const t500 = run(500 * TINY_BLOCK, tiny);
      const t2000 = run(2000 * TINY_BLOCK, tiny);
      if (i === 0) continue; // the warm-up round
      overheads.push(localRate / queueRate - 1);
      blockRates.push(1500 / (t2000 - t500));
    }
    const half = (xs: number[]): number => (Math.max(...xs) - Math.min(...xs)) / 2;
    const overhead = median(overheads);
    return [
      {
        name: 'queue: overhead against a local run, one worker',
        group: 'queue',
        unit: '%',
        value: 100 * overhead,
        spread: 100 * half(overheads),
        runs,
        biggerIsBetter: false,
        // Three processes sharing the machine's cores: too noisy on a shared machine to fail a build on.
        checked: false,
        note: `extra time per trial of run --queue with one worker --concurrency 1 over run --workers 1, default block size; target <= ${100 * OVERHEAD_TARGET}%: ${overhead <= OVERHEAD_TARGET ? 'met' : 'MISSED'}`,
      },
      {
        name: 'queue: blocks per second through one Redis',
        group: 'queue',
        unit: 'blocks/s',
        value: median(blockRates),
        spread: half(blockRates),
        runs,
        biggerIsBetter: true,
        checked: false,
        note: `${TINY_BLOCK}-trial blocks, one producer and one worker thread on this machine: a floor on what one Redis handles (its own CPU is shared with them)`,
      },
    ];
  } finally {
    worker.kill('SIGKILL');
    redis.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}
