import { Fraction } from '../../../exact/Fraction.ts';

/** The largest scatter of one barrel: a red 6 against a black 1, or the reverse. @example MAX_SCATTER === 5 */
export const MAX_SCATTER = 5;

/**
 * The exact distribution of one barrel's scatter, red die minus black die ("You throw one red dice for
 * right, and one black dice for left. The difference is the distance you should move your marker", 000
 * SHOTGUNS TRWNN Rules Version), by enumerating the 36 pairs: entry k + 5 is P(scatter = k) for k in
 * -5..5, positive to the firer's right.
 *
 * @example accuracyOffsetOdds()[5].toString() === '1/6' // the marker stays on the spot
 */
export function accuracyOffsetOdds(): readonly Fraction[] {
  const ways = new Array<number>(2 * MAX_SCATTER + 1).fill(0);
  for (let red = 1; red <= 6; red++)
    for (let black = 1; black <= 6; black++) ways[red - black + MAX_SCATTER]!++;
  return ways.map((w) => Fraction.of(w, 36));
}
