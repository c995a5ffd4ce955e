import type { Dice } from '../../../dice/Dice.ts';
import { BUCKING_SEQUENCE } from '../tables/buckingSequence.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { LOSS_OF_CONTROL } from '../tables/lossOfControl.ts';
import type { RiderClass } from '../tables/RiderClass.ts';
import { buckingRound, riderThrown } from './buckingRound.ts';
import type { ControlOutcome } from './ControlOutcome.ts';
import type { HorseReadings } from './HorseReadings.ts';
import { onFaces } from './onFaces.ts';

/**
 * The class a rider rides as: "The rider is treated as Inept until he can regain control" of a bolting
 * horse (000 LOSS OF CONTROL, 5, 6).
 *
 * @example ridesAs('expert', true) === 'inept'
 */
export function ridesAs(rider: RiderClass, bolting: boolean): RiderClass {
  return bolting ? 'inept' : rider;
}

/**
 * A throw for loss of control (000 LOSS OF CONTROL): "1, 2, 3: rider loses control, thrown again below",
 * "4, 5, 6: everything fine"; then "1, 2: Horse bucks" (the bucking sequence, every round at once or one
 * this turn as `r.bucking` reads), "3, 4: Horse rears" (part d alone), "5, 6: Horse bolts". Under
 * `thrownAgain: 'rider-thrown'` a rider who loses control is thrown and the reaction is the riderless
 * horse's. `rider` is the class he rides as ({@link ridesAs}). Writes into `out`; allocates nothing.
 *
 * @example lossOfControl('good', DEFAULT_HORSE_READINGS, dice, out).thrown
 */
export function lossOfControl(
  rider: RiderClass,
  r: HorseReadings,
  dice: Dice,
  out: ControlOutcome,
): ControlOutcome {
  out.reaction = null;
  out.thrown = false;
  out.bucking = false;
  out.bolting = false;
  out.buckingRounds = 0;
  out.buckInches = 0;
  out.buckDegrees = 0;
  out.lost = LOSS_OF_CONTROL.losesControl[dice.d6() as DieFace].outcome === 'loses-control';
  if (!out.lost) return out;
  const reaction = LOSS_OF_CONTROL.reaction[dice.d6() as DieFace].outcome;
  out.reaction = reaction;
  if (r.thrownAgain === 'rider-thrown') {
    out.thrown = true;
    return out;
  }
  if (reaction === 'rears') out.thrown = riderThrown(rider, dice);
  else if (reaction === 'bolts') out.bolting = true;
  else {
    buckingRound(rider, dice, out);
    while (out.bucking && r.bucking === 'until-resolved') buckingRound(rider, dice, out);
  }
  return out;
}

/**
 * A rider's next turn after losing control: a horse still bucking plays its next round of the sequence; on
 * a bolting horse he throws to regain control, part c of the bucking sequence for his own class or for an
 * Inept rider as `r.boltRegain` reads ("Riders who were Inept to start with cannot now stop the horse": no
 * throw). `rider` is his own class. Writes into `out`; allocates nothing.
 *
 * @example nextTurnControl('poor', DEFAULT_HORSE_READINGS, dice, out).bolting
 */
export function nextTurnControl(
  rider: RiderClass,
  r: HorseReadings,
  dice: Dice,
  out: ControlOutcome,
): ControlOutcome {
  if (out.bucking) return buckingRound(rider, dice, out);
  if (!out.bolting || rider === 'inept') return out;
  const as = r.boltRegain === 'as-inept' ? 'inept' : rider;
  const regains = onFaces(BUCKING_SEQUENCE.regainControl.byClass[as].faces, dice.d6());
  out.bolting = !regains;
  return out;
}
