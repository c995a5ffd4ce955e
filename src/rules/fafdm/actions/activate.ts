import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmCounts, FafdmLog } from '../FafdmLog.ts';
import type { FafdmReadings } from '../FafdmReadings.ts';
import { LOAD_WEAPON_CA, STAND_UP_CA } from '../tables/fafdmActions.ts';
import { unjamCost } from '../unjamCost.ts';
import { canFire, fireAction, fireCost } from './fireAction.ts';

/**
 * One activation of a figure that stands and fights where he is (001 2.1-2.3, 4.2, 4.3.2): a scared figure
 * "cannot do any action during a whole turn" and so pays his penalty and stops being scared; otherwise, with
 * his action points (3, or 2 for common characters), he stands up if on the ground and not shocked (Tab.1,
 * 1 CA), loads an empty gun (Tab.1, 2 CA), and fires one action at the enemy if the points and the range
 * allow. Either way the activation counts as his turn (Tab.3's +1 no longer applies against him).
 *
 * @example activate(guard, bandit, 8, dice, readings, counts, null)
 */
export function activate(
  fig: FafdmFigure,
  enemy: FafdmFigure,
  distanceU: number,
  dice: Dice,
  r: FafdmReadings,
  counts: FafdmCounts,
  log: FafdmLog | null,
): void {
  fig.activated = true;
  if (fig.scared) {
    fig.scared = false;
    log?.line(`  ${fig.name} is scared and does nothing this turn (4.3.2); he is no longer scared.`);
    return;
  }
  let points = fig.actions;
  if (fig.onGround && !fig.shocked) {
    fig.onGround = false;
    points -= STAND_UP_CA;
    log?.line(`  ${fig.name} stands up (Tab.1, ${STAND_UP_CA} CA).`);
  }
  // Tab.8: a thrown knife or tomahawk is gone, not loaded again.
  if (fig.shotsLeft === 0 && fig.gun.thrownCosTimes === undefined && points >= LOAD_WEAPON_CA) {
    fig.shotsLeft = fig.gun.total;
    points -= LOAD_WEAPON_CA;
    log?.line(`  ${fig.name} loads his gun (Tab.1, ${LOAD_WEAPON_CA} CA): ${fig.shotsLeft} shots.`);
  }
  if (fig.jammed && points >= unjamCost(r)) {
    fig.jammed = false;
    points -= unjamCost(r);
    log?.line(`  ${fig.name} clears his jammed weapon (5.3.2, ${unjamCost(r)} CA).`);
  }
  if (points >= fireCost(fig, r) && canFire(fig, distanceU))
    fireAction(fig, enemy, distanceU, dice, r, counts, log);
}
