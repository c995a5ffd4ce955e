import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './BenchFigure.ts';
import { median } from './measure.ts';

const SCRIPT = fileURLToPath(new URL('./oddsPageTimes.ts', import.meta.url));
/** The players' page issue's target: a change of input answered within a tenth of a second. */
const TARGET_MS = 100;

/**
 * The odds page's time to answer a change of input, per mechanic with a table: `runs` changes of its main
 * parameter, each timed inside headless Chromium from the input event to the values, the table and the chart
 * drawn (bench/oddsPageTimes.ts, in a process of its own). The median in ms with half the range. Recorded,
 * not checked against the baseline: a browser's times on a shared machine move more than `--check` allows.
 *
 * @example oddsPageBench(5).find((f) => f.name === 'odds page: blaze')?.value // about 10 (ms)
 */
export function oddsPageBench(runs: number): BenchFigure[] {
  const r = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, String(runs)], { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`the odds page's timing failed: ${r.stderr.trim() || `status ${r.status}`}`);
  const times = JSON.parse(r.stdout) as Record<string, number[]>;
  return Object.entries(times).map(([mechanic, ms]) => {
    const m = median(ms);
    return {
      name: `odds page: ${mechanic}`,
      group: 'page',
      unit: 'ms',
      value: m,
      spread: (Math.max(...ms) - Math.min(...ms)) / 2,
      runs: ms.length,
      biggerIsBetter: false,
      checked: false,
      note: `input event to values, table and chart drawn, slowest ${Math.max(...ms).toFixed(1)} ms; target median < ${TARGET_MS} ms: ${m < TARGET_MS ? 'met' : 'MISSED'}`,
    };
  });
}
