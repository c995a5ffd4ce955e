import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import { gunfighterPolicy } from './gunfighterPolicy.ts';
import { ACTION, type ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';

/**
 * `ambusher`: a man laid "in wait in a location that provides good cover, waiting for his best shot" (000
 * Hiding and Detection). While he is hidden he keeps still where he lies, Passing (every turn of his gives
 * the enemy a detection throw, but a shot gives them the firing table's 1-4 rather than 1-2, and a move
 * would spoil a Stealthy man's "motionless behind cover"), until a known enemy offers a shot of at least
 * `min` dice: then he aims first when that man has just taken his turn (an aim is no shot on the detection
 * table; a muzzle-loader always aims first: aimsFirst) and fires, the aimed shot while the aim holds; an
 * empty muzzle-loader stands, his turn a reload's, until his firing card comes back. Once spotted, or never hidden, he fights as a gunfighter. Past his
 * `patience` (cards turned) he presses the enemy.
 *
 * @example ambusherPolicy(deliberatePolicy, 3)
 */
export function ambusherPolicy(fire: DuelPolicy, minDice = 3, patience = DEFAULT_PATIENCE): Tactic {
  const spotted = gunfighterPolicy(fire, 2, patience);
  return new (class Ambusher extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (!view.selfHidden()) return spotted.act(view, out);
      if (this.impatient(view)) return this.press(view, out);
      if (this.service(view, out)) return;
      const f = view.self;
      if (f.aimAt >= 0 && view.mayAct(ACTION.fire, f.aimAt)) return this.fireAt(out, f.aimAt);
      const j = this.bestShot(view);
      if (j >= 0 && view.fireDice(j) >= minDice) {
        if ((view.justActed(j) && view.mayAct(ACTION.aim, j)) || this.aimsFirst(view, j)) {
          out.action = ACTION.aim;
          out.target = j;
          return;
        }
        return this.fireAt(out, j);
      }
      out.action = ACTION.pass;
      out.x = f.x;
      out.y = f.y;
    }
  })(`ambusher:min=${minDice}:patience=${patience}:fire=${fire.name}`, fire, patience);
}
