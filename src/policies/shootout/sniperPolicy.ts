import { distance } from '../../geometry/distance.ts';
import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import { ACTION, type ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';

/**
 * `sniper`: keeps at least `range` inches from every enemy (backing away when one comes closer), aims at
 * the best shot and fires the aimed shot while the aim holds (a rifle's "Aimed Shot / Rifle +6", 002).
 * Past his `patience` (cards turned) he presses the enemy.
 *
 * @example sniperPolicy(deliberatePolicy, 12)
 */
export function sniperPolicy(fire: DuelPolicy, range: number, patience = DEFAULT_PATIENCE): Tactic {
  return new (class Sniper extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (this.impatient(view)) return this.press(view, out);
      if (this.service(view, out)) return;
      const f = view.self;
      const near = this.nearest(view);
      if (near >= 0 && view.distance(near) < range) {
        const dx = f.x - view.x(near);
        const dy = f.y - view.y(near);
        const d = distance(dx, dy) || 1;
        return this.moveTo(view, out, f.x + (dx / d) * range, f.y + (dy / d) * range, false);
      }
      if (f.aimAt >= 0 && view.mayAct(ACTION.fire, f.aimAt)) return this.fireAt(out, f.aimAt);
      const j = this.bestShot(view);
      if (j >= 0) {
        out.target = j;
        out.action = view.mayAct(ACTION.aim, j) ? ACTION.aim : ACTION.fire;
        return;
      }
      if (near >= 0) this.moveTo(view, out, view.x(near), view.y(near), false);
      else this.advance(view, out);
    }
  })(`sniper:range=${range}:patience=${patience}:fire=${fire.name}`, fire, patience);
}
