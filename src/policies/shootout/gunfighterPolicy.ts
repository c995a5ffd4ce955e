import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import { ACTION, type ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';

/**
 * `gunfighter`: fires from where he stands at the best shot; aims instead when that target has just taken
 * his turn (000 ACTIONS: "Aiming works well if your targets character card has recently passed and yours
 * hasn't come up yet"), and fires the aimed shot while the aim holds. With no shot of at least `minDice`
 * dice (or one within 6") he advances on the nearest enemy. A muzzle-loader aims before every shot
 * (aimsFirst). Past his `patience` (cards turned) he presses.
 *
 * @example gunfighterPolicy(oddsMaxPolicy())
 */
export function gunfighterPolicy(fire: DuelPolicy, minDice = 2, patience = DEFAULT_PATIENCE): Tactic {
  return new (class Gunfighter extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (this.impatient(view)) return this.press(view, out);
      if (this.service(view, out)) return;
      const aimed = view.self.aimAt;
      if (aimed >= 0 && view.mayAct(ACTION.fire, aimed)) return this.fireAt(out, aimed);
      const j = this.bestShot(view);
      if (j >= 0 && (view.fireDice(j) >= minDice || view.distance(j) <= 6)) {
        if ((view.justActed(j) && view.mayAct(ACTION.aim, j)) || this.aimsFirst(view, j)) {
          out.action = ACTION.aim;
          out.target = j;
          return;
        }
        return this.fireAt(out, j);
      }
      const near = this.nearest(view);
      if (near < 0) return this.advance(view, out);
      this.moveTo(view, out, view.x(near), view.y(near), false);
    }
  })(`gunfighter:min=${minDice}:patience=${patience}:fire=${fire.name}`, fire, patience);
}
