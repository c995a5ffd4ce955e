import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { HORSE_INJURY, type HorseFallResult, type HorseInjuryResult } from '../tables/horseInjury.ts';

/** What a hit did to a horse: the chart's row, and the second throw's row when the horse fell. */
export interface HorseInjury {
  result: HorseInjuryResult;
  fall: HorseFallResult | null;
}

/** A fresh record to pass to {@link horseInjury}. */
export function newHorseInjury(): HorseInjury {
  return { result: HORSE_INJURY.results[1], fall: null };
}

/**
 * A hit on a horse (000 INJURY TO HORSES, "Just throw a dice"): 1-4 grazed, 5 wounded (both throw for loss
 * of control), 6 "Horse falls to the ground. Rider thrown." and "Throw again": 1, 2 dead or seriously
 * injured, 3 wounded and bolts, 4 grazed and bolts, 5 wounded and stands, 6 grazed and stands. Writes into
 * `out` and returns it; allocates nothing.
 *
 * @example horseInjury(dice, out).result.outcome // 'grazed' on 1-4
 */
export function horseInjury(dice: Dice, out: HorseInjury): HorseInjury {
  out.result = HORSE_INJURY.results[dice.d6() as DieFace];
  out.fall = out.result.outcome === 'falls' ? HORSE_INJURY.afterFall[dice.d6() as DieFace] : null;
  return out;
}
