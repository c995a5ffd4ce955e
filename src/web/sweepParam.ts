import type { OddsMechanic } from '../odds/OddsMechanic.ts';

/** How many values the page's table runs over: 1 to 12 dice, as `odds blaze --dice 1..12`. */
export const SWEEP_LENGTH = 12;

/** The parameter a mechanic's table runs over, and its values. */
export interface SweepParam {
  readonly name: string;
  readonly describe: string;
  readonly values: readonly number[];
}

/**
 * The main parameter of a mechanic, the one its table runs over: its first integer parameter (the firing
 * dice, A's fast-draw dice, the attacker's dice, the distance to the herd...), from 1, or its least value
 * when 1 is out of range, over up to {@link SWEEP_LENGTH} values. Undefined for a mechanic without one
 * (`lucky`, `herd-deviation`).
 *
 * @example sweepParam(blazeOdds) // { name: 'dice', values: [1, 2, ..., 12], ... }
 */
export function sweepParam(mechanic: OddsMechanic): SweepParam | undefined {
  for (const spec of mechanic.params) {
    if (spec.kind !== 'int') continue;
    const from = Math.min(spec.max, Math.max(spec.min, 1));
    const to = Math.min(spec.max, from + SWEEP_LENGTH - 1);
    return {
      name: spec.name,
      describe: spec.describe,
      values: Array.from({ length: to - from + 1 }, (_, i) => from + i),
    };
  }
  return undefined;
}
