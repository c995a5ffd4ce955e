import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './BenchFigure.ts';
import { medianOf } from './measure.ts';
import { writeOneCellStudy } from './oneCellStudy.ts';

const CHILD = fileURLToPath(new URL('./peakRss.ts', import.meta.url));
const SMALL = 1_000_000;
const LARGE = 10_000_000;
const GROWTH_TARGET_MB = 20;

/** Peak resident memory (MB) of a whole `run` process, worker threads included, read inside it. */
function peakRssMb(trials: number, dir: string): number {
  // tsx by its resolved address: the child runs in a temporary folder, where a bare name would not resolve.
  const args = [
    'run',
    'one-cell.yaml',
    '--workers',
    '1',
    '--trials',
    String(trials),
    '--quiet',
    '--no-report',
  ];
  const r = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), CHILD, ...args, '--out', `out-${trials}`],
    { cwd: dir, encoding: 'utf8' },
  );
  const m = /peak-rss-kb (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`run of ${trials} trials failed: ${r.stderr}`);
  rmSync(join(dir, `out-${trials}`), { recursive: true, force: true });
  return Number(m[1]) / 1024;
}

/**
 * Memory: the peak RSS of a one-cell `run` with one worker at 1e6 and at 1e7 trials, each the median of
 * `runs` processes after a warm-up. Tallies are sums, so memory should not grow with trials: the target is
 * the 1e7 run within 20 MB of the 1e6 run. Not slowed (it is no timing) and not scaled by `--quick` (the
 * figure is defined by its trial count).
 *
 * @example memoryBench(5)
 */
export function memoryBench(runs: number): BenchFigure[] {
  const dir = mkdtempSync(join(tmpdir(), 'triggernometry-bench-'));
  try {
    writeOneCellStudy(dir, 'bench-memory', SMALL);
    const small = medianOf(runs, () => peakRssMb(SMALL, dir));
    const large = medianOf(runs, () => peakRssMb(LARGE, dir));
    const growth = large.median - small.median;
    const figure = (name: string, s: typeof small, note?: string): BenchFigure => ({
      name,
      group: 'memory',
      unit: 'MB',
      value: s.median,
      spread: s.spread,
      runs,
      biggerIsBetter: false,
      checked: true,
      ...(note ? { note } : {}),
    });
    return [
      figure('runner: peak RSS, 1e6 trials', small),
      figure(
        'runner: peak RSS, 1e7 trials',
        large,
        `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB over 1e6; target within ${GROWTH_TARGET_MB} MB: ${Math.abs(growth) <= GROWTH_TARGET_MB ? 'met' : 'MISSED'}`,
      ),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
