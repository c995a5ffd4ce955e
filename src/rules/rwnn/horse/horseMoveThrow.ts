import type { Dice } from '../../../dice/Dice.ts';
import { HORSE_INJURY } from '../tables/horseInjury.ts';
import { HORSE_MOVEMENT } from '../tables/horseMovement.ts';
import type { RiderClass } from '../tables/RiderClass.ts';
import type { HorseReadings } from './HorseReadings.ts';

/** LOSS OF CONTROL 5: "an Inept rider moves 30 inches or more". */
const INEPT_CONTROL_INCHES = 30;

/** What one movement throw did. Reused from throw to throw: {@link horseMoveThrow} overwrites every field. */
export interface MoveThrow {
  /** Inches moved straight ahead. */
  distance: number;
  /** An Inept rider who announced a stop: he has stopped (at once or after half the distance). */
  stopped: boolean;
  /** The throw calls for a loss-of-control throw (LOSS OF CONTROL 5, or INJURY TO HORSES 5.b and 5.c). */
  controlThrow: boolean;
}

/** A fresh throw record to pass to {@link horseMoveThrow}. */
export function newMoveThrow(): MoveThrow {
  return { distance: 0, stopped: false, controlThrow: false };
}

/** What the rider asks of this throw. */
export interface MoveThrowAsk {
  readonly rider: RiderClass;
  /** Movement dice thrown (see movementDiceAllowed); an Inept rider's are fixed by the rules. */
  readonly dice: number;
  /** An Inept rider has announced that he wants to stop. */
  readonly stop: boolean;
  readonly horseWounded: boolean;
}

/**
 * One movement throw (000 HORSES, MOVEMENT): an Inept rider "multiplies them together" (wanting to stop:
 * "both dice come up even he stops immediately, if both come up odd he cannot stop this turn, otherwise he
 * moves half distance then stops"), the others move "the total distance straight ahead". The throw calls
 * for loss of control on "three 6’s simultaneously" or "an Inept rider moves 30 inches or more" (LOSS OF
 * CONTROL 5), and on a wounded horse when an Inept rider throws "more than one dice" or a Poor rider "more
 * than two" (INJURY TO HORSES 5.b, 5.c). Writes into `out` and returns it; allocates nothing.
 *
 * @example horseMoveThrow({ rider: 'inept', dice: 2, stop: false, horseWounded: false }, r, dice, out).distance
 */
export function horseMoveThrow(ask: MoveThrowAsk, r: HorseReadings, dice: Dice, out: MoveThrow): MoveThrow {
  const inept = HORSE_MOVEMENT.classes[ask.rider].distance === 'product';
  let distance = inept ? 1 : 0;
  let sixes = 0;
  let odd = 0;
  for (let k = 0; k < ask.dice; k++) {
    const f = dice.d6();
    if (f === 6) sixes++;
    if (f % 2 === 1) odd++;
    distance = inept ? distance * f : distance + f;
  }
  if (ask.dice === 0) distance = 0;
  out.stopped = false;
  if (inept && ask.stop) {
    const s = HORSE_MOVEMENT.ineptStop;
    const how = odd === 0 ? s.bothEven : odd === ask.dice ? s.bothOdd : s.otherwise;
    // With one die even or odd the product is even: half of it is whole inches.
    if (how === 'stops-immediately') distance = 0;
    else if (how === 'half-distance-then-stops') distance /= 2;
    out.stopped = how !== 'cannot-stop';
  }
  out.distance = distance;
  const threeSixes = r.threeSixes === 'exactly-three' ? sixes === 3 : sixes >= 3;
  const above = HORSE_INJURY.wounded.lossOfControlAboveDice[ask.rider];
  const woundedThrow = ask.horseWounded && above !== null && ask.dice > above;
  out.controlThrow = threeSixes || (inept && distance >= INEPT_CONTROL_INCHES) || woundedThrow;
  return out;
}
