import type { Dice } from '../../../dice/Dice.ts';
import type { HorseReadings } from './HorseReadings.ts';
import { horseInjury, newHorseInjury, type HorseInjury } from './horseInjury.ts';
import { RIDERLESS, throwRider, type HorseState } from './HorseState.ts';
import { lossOfControl, ridesAs } from './lossOfControl.ts';

/** What a hit on a horse did to it and its rider. Reused: {@link horseHit} overwrites every field. */
export interface HorseHitReport {
  readonly injury: HorseInjury;
  /** The rider threw for loss of control (he may not fire this turn). */
  controlThrow: boolean;
  /** The figure thrown from the saddle, or RIDERLESS. */
  thrownRider: number;
  /** The horse fell on him: "trapped underneath" (caughtThrow, with friends pulling him clear). */
  trapped: boolean;
  /** The fallen horse "bolts once rider has extricated himself" (the table starts the bolt then). */
  boltsWhenFree: boolean;
}

/** A fresh report to pass to {@link horseHit}. */
export function newHorseHitReport(): HorseHitReport {
  return {
    injury: newHorseInjury(),
    controlThrow: false,
    thrownRider: RIDERLESS,
    trapped: false,
    boltsWhenFree: false,
  };
}

/**
 * A hit on horse `h` (000 INJURY TO HORSES) applied to it: 1-4 grazed and 5 wounded ("maximum dice per throw
 * reduced by one") each send its rider to a throw for loss of control, which may throw him; 6 "Horse falls to
 * the ground. Rider thrown.", and "A character who’s horse has been shot from under him is trapped
 * underneath" (000 FIGHTING); the second throw leaves the horse dead or seriously injured, wounded or
 * grazed, and bolting or standing "once rider has extricated himself". Changes `h`; allocates nothing.
 *
 * @example horseHit(h, DEFAULT_HORSE_READINGS, dice, report).trapped
 */
export function horseHit(h: HorseState, r: HorseReadings, dice: Dice, out: HorseHitReport): HorseHitReport {
  out.controlThrow = false;
  out.thrownRider = RIDERLESS;
  out.trapped = false;
  out.boltsWhenFree = false;
  const injury = horseInjury(dice, out.injury);
  const fall = injury.fall;
  if (fall === null) {
    if (injury.result.outcome === 'wounded') h.wounded = true;
    if (h.rider !== RIDERLESS && injury.result.lossOfControl) {
      out.controlThrow = true;
      if (lossOfControl(ridesAs(h.riderClass, h.control.bolting), r, dice, h.control).thrown)
        out.thrownRider = throwRider(h);
    }
    return out;
  }
  h.dice = 0;
  h.control.reaction = null;
  h.control.bolting = false;
  out.trapped = h.rider !== RIDERLESS;
  out.thrownRider = throwRider(h);
  if (fall.horse === 'dead-or-seriously-injured') h.dead = true;
  else if (fall.horse === 'wounded') h.wounded = true;
  out.boltsWhenFree = fall.afterwards === 'bolts';
  return out;
}
