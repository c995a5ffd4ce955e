import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './BenchFigure.ts';
import { medianPaired } from './measure.ts';
import { processFloorMs } from './processFloor.ts';
import { processSeconds } from './processSeconds.ts';

const BIN = fileURLToPath(new URL('../bin/triggernometry.js', import.meta.url));

/**
 * One `odds` call timed as a whole process (start-up included): the median of `runs` runs after a warm-up,
 * each taken right after a bare `node` start, with the median of the runs' ratios to it. `note` is told the
 * median milliseconds and ratio.
 *
 * @example oddsCallFigure('odds latency: blaze', ['odds', 'blaze', '--dice', '6'], 5, 1, floor, () => '')
 */
export function oddsCallFigure(
  name: string,
  args: readonly string[],
  runs: number,
  slowdown: number,
  floor: BenchFigure,
  note: (ms: number, ratio: number) => string,
): BenchFigure {
  const { value: s, ratio } = medianPaired(
    runs,
    processFloorMs,
    () => 1000 * processSeconds([BIN, ...args], undefined, slowdown),
  );
  return {
    name,
    group: 'odds',
    unit: 'ms',
    value: s.median,
    spread: s.spread,
    runs,
    biggerIsBetter: false,
    ratio: { floor: floor.name, value: ratio.median },
    checked: true,
    note: note(s.median, ratio.median),
  };
}
