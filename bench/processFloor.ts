import type { BenchFigure } from './BenchFigure.ts';
import { medianOf } from './measure.ts';
import { processSeconds } from './processSeconds.ts';

/**
 * The process floor's name: whole-process timings are divided by it.
 *
 * @example figure.ratio?.floor === PROCESS_FLOOR
 */
export const PROCESS_FLOOR = 'process floor: bare node start-up';

/**
 * One run of the process floor: milliseconds to start and end a bare `node -e 0`.
 *
 * @example processFloorMs() // about 40-80
 */
export function processFloorMs(): number {
  return 1000 * processSeconds(['-e', '0']);
}

/**
 * The floor of every whole-process timing: milliseconds to start and end a bare `node -e 0`. A command's
 * latency over this says how many bare starts it costs, which moves less between machines than milliseconds.
 * Never slowed and never checked.
 *
 * @example processFloor(5).value // about 40-80 ms
 */
export function processFloor(runs: number): BenchFigure {
  const s = medianOf(runs, processFloorMs);
  return {
    name: PROCESS_FLOOR,
    group: 'floor',
    unit: 'ms',
    value: s.median,
    spread: s.spread,
    runs,
    biggerIsBetter: false,
    checked: false,
    note: 'the floor of whole-process timings',
  };
}
