import type { Dice } from '../../../dice/Dice.ts';
import { BUCKING_SEQUENCE } from '../tables/buckingSequence.ts';
import type { RiderClass } from '../tables/RiderClass.ts';
import type { ControlOutcome } from './ControlOutcome.ts';
import { onFaces } from './onFaces.ts';
import { newRedBlackMove, redBlackDice } from './redBlackDice.ts';

/** Scratch for the red and black dice; read at once, so one serves every round. */
const BUCK = newRedBlackMove();

/**
 * Part d of the bucking sequence alone, as for a rearing horse: "throw to see if the rider is thrown"
 * (Inept 1-4, Poor 1-3, Good 1-2, Expert 1).
 *
 * @example riderThrown('expert', dice) // true only on a 1
 */
export function riderThrown(rider: RiderClass, dice: Dice): boolean {
  return onFaces(BUCKING_SEQUENCE.thrownOn.byClass[rider].faces, dice.d6());
}

/**
 * One round of 000's bucking sequence: "a red and a black dice ... the bucking horse moves the difference
 * between the two scores" (a), "parallel to a line drawn from the positions of the red to the black dice"
 * (b; {@link redBlackDice}); c, "throw
 * to see if the rider regains control" (Inept 6, Poor 5-6, Good 4-6, Expert 3-6); d, if not, part d
 * ({@link riderThrown}). Sets `bucking` to whether neither happened. Writes into `out`; allocates nothing.
 *
 * @example buckingRound('good', dice, out).bucking
 */
export function buckingRound(rider: RiderClass, dice: Dice, out: ControlOutcome): ControlOutcome {
  redBlackDice(dice, BUCK);
  out.buckInches = BUCK.inches;
  out.buckDegrees = BUCK.degrees;
  out.buckingRounds++;
  const regains = onFaces(BUCKING_SEQUENCE.regainControl.byClass[rider].faces, dice.d6());
  out.thrown = !regains && riderThrown(rider, dice);
  out.bucking = !regains && !out.thrown;
  return out;
}
