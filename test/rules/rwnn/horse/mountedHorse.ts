import { newHorseState, type HorseState } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import type { RiderClass } from '../../../../src/rules/rwnn/tables/RiderClass.ts';

/** A horse at the origin facing along x, ridden by figure 7 of class `cls`, carrying `dice` from its last turn. */
export function mounted(cls: RiderClass, dice = 0): HorseState {
  const h = newHorseState(0, 0, 0);
  h.rider = 7;
  h.riderClass = cls;
  h.dice = dice;
  return h;
}
