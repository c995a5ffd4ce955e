import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import { ACTION, alsoChallenge, type ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';
import { gunfighterPolicy } from './gunfighterPolicy.ts';

/**
 * `duellist`: calls out the nearest enemies he may challenge, up to `calls` of them (000 CHALLENGES, DUELS &
 * THE FAST DRAW: "call one or more of his enemies out to a duel in the open"), and otherwise fights as a
 * gunfighter. He always takes up a challenge himself.
 *
 * @example duellistPolicy(deliberatePolicy, DEFAULT_PATIENCE, 2)
 */
export function duellistPolicy(fire: DuelPolicy, patience = DEFAULT_PATIENCE, calls = 1): Tactic {
  const otherwise = gunfighterPolicy(fire, 2, patience);
  // The name of the one-man duellist stays as it was, so the studies naming him read the same.
  const name = `duellist:patience=${patience}${calls === 1 ? '' : `:calls=${calls}`}:fire=${fire.name}`;
  return new (class Duellist extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      // Nearest first, ties in the view's enemy order: each pass takes the nearest after the last one taken,
      // so nothing is allocated to sort them.
      let lastD = -Infinity;
      let lastK = -1;
      for (let m = 0; m < calls; m++) {
        let best = -1;
        let bestK = -1;
        let bestD = Infinity;
        const n = view.enemyCount();
        for (let k = 0; k < n; k++) {
          const j = view.enemy(k);
          const d = view.distance(j);
          if (d < lastD || (d === lastD && k <= lastK)) continue;
          if (d < bestD && view.mayAct(ACTION.challenge, j)) {
            bestD = d;
            best = j;
            bestK = k;
          }
        }
        if (best < 0) break;
        if (m === 0) {
          out.action = ACTION.challenge;
          out.target = best;
        } else alsoChallenge(out, best);
        lastD = bestD;
        lastK = bestK;
      }
      if (lastK < 0) otherwise.act(view, out);
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
  })(name, fire, patience);
}
