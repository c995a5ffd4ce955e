import type { Dice } from '../../../dice/Dice.ts';
import type { ControlOutcome } from '../horse/ControlOutcome.ts';
import type { HorseReadings } from '../horse/HorseReadings.ts';
import { lossOfControl } from '../horse/lossOfControl.ts';
import { onFaces } from '../horse/onFaces.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { LOSS_OF_CONTROL } from '../tables/lossOfControl.ts';
import type { RiderClass } from '../tables/RiderClass.ts';
import { STAMPEDE_ON_HORSEBACK } from '../tables/stampedeEscape.ts';

/**
 * What "If you lose Control, go to step #2 of the ‘On Foot’ rules above (I guess you’ve been thrown?)" (000
 * "What to do if a Stampede comes your way and you’re on horseback") makes of a rider's control check: the
 * first throw of LOSS OF CONTROL alone, a 1-3 throwing him into the herd (`thrown`); or the whole LOSS OF
 * CONTROL procedure under the horse readings, only a rider the horse throws going on foot, one whose horse
 * bucks, rears or bolts under him staying in the saddle inside the herd (`chart`). Register entry
 * stampede-rider-control.
 */
export type RiderControlReading = 'thrown' | 'chart';

/** What a stampede did to a rider it reached: he rode out, he is carried inside it, or he was thrown. */
export const RIDER_MET = { escaped: 0, stuck: 1, thrown: 2 } as const;
export type RiderMetCode = (typeof RIDER_MET)[keyof typeof RIDER_MET];

/** A rider's meeting with a stampede: its result, and the inches his horse carried him out when he escaped. */
export interface RiderMeeting {
  result: RiderMetCode;
  /** The three movement dice's total ("1st Roll movement dice (only 3 in this instance)"); 0 when not thrown. */
  inches: number;
}

/** A fresh meeting to pass to {@link riderMeetsStampede}. */
export function newRiderMeeting(): RiderMeeting {
  return { result: RIDER_MET.stuck, inches: 0 };
}

/**
 * A rider's check for loss of control inside or at the edge of a stampede; true when he stays in the saddle.
 * Under `thrown` one D6 on LOSS OF CONTROL's first throw ("1, 2, 3: rider loses control"); under `chart` the
 * whole procedure for his class ({@link lossOfControl}), into `control`. Allocates nothing.
 *
 * @example stampedeControl('good', 'thrown', DEFAULT_HORSE_READINGS, new ScriptedDice([4]), out) === true
 */
export function stampedeControl(
  rider: RiderClass,
  reading: RiderControlReading,
  horse: HorseReadings,
  dice: Dice,
  control: ControlOutcome,
): boolean {
  if (reading === 'thrown') return LOSS_OF_CONTROL.losesControl[dice.d6() as DieFace].outcome === 'fine';
  return !lossOfControl(rider, horse, dice, control).thrown;
}

/**
 * A stampede comes a rider's way (000 "What to do if a Stampede comes your way and you’re on horseback"):
 * "Check for loss of control of your horse" ({@link stampedeControl}; lost, he goes to step 2 on foot);
 * then "1st Roll movement dice (only 3 in this instance)", the inches his horse carries him out, and "2nd
 * Roll 1 D6 to escape stampede (on a 1, or 2)"; else he is stuck in it and moves with it. A rider whose
 * horse the `chart` reading leaves bucking or bolting under him cannot ride out: he is stuck. Writes into
 * `out` and returns it; allocates nothing.
 *
 * @example riderMeetsStampede('good', 'thrown', DEFAULT_HORSE_READINGS, new ScriptedDice([5, 3, 3, 3, 2]), control, out).result === RIDER_MET.escaped
 */
export function riderMeetsStampede(
  rider: RiderClass,
  reading: RiderControlReading,
  horse: HorseReadings,
  dice: Dice,
  control: ControlOutcome,
  out: RiderMeeting,
): RiderMeeting {
  out.inches = 0;
  if (!stampedeControl(rider, reading, horse, dice, control)) {
    out.result = RIDER_MET.thrown;
    return out;
  }
  if (reading === 'chart' && control.lost) {
    out.result = RIDER_MET.stuck;
    return out;
  }
  for (let k = 0; k < STAMPEDE_ON_HORSEBACK.movementDice; k++) out.inches += dice.d6();
  out.result = onFaces(STAMPEDE_ON_HORSEBACK.escapesOn, dice.d6()) ? RIDER_MET.escaped : RIDER_MET.stuck;
  return out;
}
