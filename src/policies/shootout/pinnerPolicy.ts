import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import type { ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';

/**
 * `pinner`: while friends stand in the open under enemy guns, fires at enemies behind cover (or ducked
 * back) to force duck backs and keep them recovering (003 DUCK BACKS: "a good way of protecting your friends
 * while they dash across open ground"); otherwise fires at the best shot like a gunfighter. Past his
 * `patience` (cards turned) he presses the enemy.
 *
 * @example pinnerPolicy(blazePolicy)
 */
export function pinnerPolicy(fire: DuelPolicy, patience = DEFAULT_PATIENCE): Tactic {
  return new (class Pinner extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (this.impatient(view)) return this.press(view, out);
      if (this.service(view, out)) return;
      if (view.friendsInOpen() > 0) {
        const pinned = this.bestShot(view, true);
        if (pinned >= 0) return this.fireAt(out, pinned);
      }
      const j = this.bestShot(view);
      if (j >= 0) return this.fireAt(out, j);
      const near = this.nearest(view);
      if (near < 0) return this.advance(view, out);
      this.moveTo(view, out, view.x(near), view.y(near), false);
    }
  })(`pinner:patience=${patience}:fire=${fire.name}`, fire, patience);
}
