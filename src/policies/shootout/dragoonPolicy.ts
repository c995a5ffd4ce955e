import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import type { ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';

/**
 * `dragoon`: rides to the nearest cover within reach that hides him from the nearest known enemy, gets off
 * within 3" of it (riderTactics: RIDE.toCover), and fights on foot from there: fires when his best shot
 * has two dice or more, else works closer; past his `patience` he presses the enemy.
 *
 * @example dragoonPolicy(deliberatePolicy, 20)
 */
export function dragoonPolicy(fire: DuelPolicy, patience = DEFAULT_PATIENCE): Tactic {
  return new (class Dragoon extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (this.impatient(view)) return this.press(view, out);
      if (this.service(view, out)) return;
      const shot = this.bestShot(view, true);
      if (shot >= 0 && view.fireDice(shot) >= 2) return this.fireAt(out, shot);
      this.press(view, out);
    }
  })(`dragoon:patience=${patience}:fire=${fire.name}`, fire, patience);
}
