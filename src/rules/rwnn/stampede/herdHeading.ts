import { HERD_DEVIATION, type HerdDeviation } from '../tables/herdDeviation.ts';
import type { DieFace } from '../tables/DieFace.ts';

/** Degrees of a turn, right positive. */
function degrees(d: HerdDeviation): number {
  if (d.kind === 'turn') return d.direction === 'right' ? d.degrees : -d.degrees;
  return 0;
}

/**
 * The driven herd's turn this move, in degrees (right positive, 0 straight ahead), from the deviation throw
 * `first` and, when it says "Roll again", the second throw `second` (000 "Driving the Herd, the TBC method":
 * 1-3 straight ahead, 4 45 degrees right, 5 45 degrees left, 6 roll again: 1-3 90 degrees right, 4-6 90
 * degrees left). An obstacle ahead counts as a first throw of 6: "Obstacles will be treated as if the result
 * of the first roll was a 6."
 *
 * @example herdHeading(6, 2, false) === 90
 */
export function herdHeading(first: DieFace, second: DieFace, obstacle: boolean): number {
  const d = HERD_DEVIATION.results[obstacle ? 6 : first].deviation;
  return d.kind === 'roll-again' ? degrees(HERD_DEVIATION.rollAgain[second].deviation) : degrees(d);
}

/** Whether a first throw of `first` (or an obstacle) asks for the second throw. */
export function herdRollsAgain(first: DieFace, obstacle: boolean): boolean {
  return HERD_DEVIATION.results[obstacle ? 6 : first].deviation.kind === 'roll-again';
}
