import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import { ACTION, type ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';
import { gunfighterPolicy } from './gunfighterPolicy.ts';

/**
 * `duellist`: calls out the nearest enemy he may challenge (000 CHALLENGES, DUELS & THE FAST DRAW: "call one
 * or more of his enemies out to a duel in the open"), and otherwise fights as a gunfighter. He always
 * takes up a challenge himself.
 *
 * @example duellistPolicy(deliberatePolicy)
 */
export function duellistPolicy(fire: DuelPolicy, patience = DEFAULT_PATIENCE): Tactic {
  const otherwise = gunfighterPolicy(fire, 2, patience);
  return new (class Duellist extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      let best = -1;
      let bestD = Infinity;
      const n = view.enemyCount();
      for (let k = 0; k < n; k++) {
        const j = view.enemy(k);
        const d = view.distance(j);
        if (d < bestD && view.mayAct(ACTION.challenge, j)) {
          bestD = d;
          best = j;
        }
      }
      if (best >= 0) {
        out.action = ACTION.challenge;
        out.target = best;
        return;
      }
      otherwise.act(view, out);
    }

    override acceptChallenge(): boolean {
      return true;
    }

    /** He never throws his gun down, even with his back turned. */
    override surrenderFromBehind(): boolean {
      return false;
    }

    /** He draws on any man he sees drawing on a friend. */
    override interruptDraw(): boolean {
      return true;
    }
  })(`duellist:patience=${patience}:fire=${fire.name}`, fire, patience);
}
