import { HORSE_MOVEMENT } from '../tables/horseMovement.ts';
import type { RiderClass } from '../tables/RiderClass.ts';
import type { HorseReadings } from './HorseReadings.ts';

/** The fewest and most movement dice a rider may throw next. */
export interface DiceRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The movement dice a rider may throw on his next throw, given the dice of his previous throw (0: the horse
 * stood still at the end of his last turn) and whether the horse is wounded (000 HORSES, MOVEMENT and INJURY
 * TO HORSES). An Inept rider "always throws two dice" (one on a wounded horse under
 * `woundedInept: 'one-die'`); the others "speed up or slow down by one dice each throw" (Poor: each turn, his
 * one throw) up to the class's maximum, "reduced by one" on a wounded horse, so a horse stationary at the
 * end of the last turn builds up "by just one dice each throw". Zero dice is a halt.
 *
 * @example movementDiceAllowed('good', 0, false, DEFAULT_HORSE_READINGS) // { min: 0, max: 1 }
 */
export function movementDiceAllowed(
  rider: RiderClass,
  previousDice: number,
  horseWounded: boolean,
  r: HorseReadings,
): DiceRange {
  const dice = HORSE_MOVEMENT.classes[rider].dice;
  if (dice.kind === 'always') {
    const n = horseWounded && r.woundedInept === 'one-die' ? dice.count - 1 : dice.count;
    return { min: n, max: n };
  }
  const cap = horseWounded ? dice.max - 1 : dice.max;
  const max = Math.min(cap, previousDice + dice.changePerThrow);
  // A horse carrying more dice than its wound now allows slows to the new maximum at once.
  return { min: Math.min(Math.max(0, previousDice - dice.changePerThrow), max), max };
}
