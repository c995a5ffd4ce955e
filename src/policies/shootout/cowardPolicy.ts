import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import { ACTION, NERVE_REACTION, type ActionChoice, type NerveReactionCode } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';

/**
 * `coward`: a Citizen's panic. He fires only at an enemy within `panic` inches; otherwise he makes for the
 * nearest cover that hides him from the nearest enemy and stays there (past his `patience`, in cards
 * turned, firing from it, or going to look for an enemy he no longer sees), and when his nerve goes he runs. He escapes from a fight whenever the rules let
 * him.
 *
 * @example cowardPolicy(blazePolicy, 6)
 */
export function cowardPolicy(fire: DuelPolicy, panic: number, patience = DEFAULT_PATIENCE): Tactic {
  return new (class Coward extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (this.service(view, out)) return;
      const j = this.nearest(view);
      // With nobody in sight he keeps still; past his patience he goes to see where they went.
      if (j < 0) return this.impatient(view) ? this.advance(view, out) : undefined;
      if (view.distance(j) <= panic && view.mayAct(ACTION.fire, j)) return this.fireAt(out, j);
      if (view.selfInCover(j)) {
        // Past his patience he fires from his cover instead of only keeping his head down.
        const shot = this.impatient(view) ? this.bestShot(view) : -1;
        if (shot >= 0) this.fireAt(out, shot);
        return;
      }
      if (view.findCoverSpot(j, 18)) return this.moveTo(view, out, view.spotX, view.spotY, false);
      const shot = this.bestShot(view);
      if (shot >= 0) this.fireAt(out, shot);
    }

    override nerveReaction(view: ShootoutView, legal: number): NerveReactionCode {
      if (legal & (1 << NERVE_REACTION.run)) return NERVE_REACTION.run;
      return super.nerveReaction(view, legal);
    }

    override acceptChallenge(): boolean {
      return false;
    }

    /** Out of a fight the moment the rules let him, hurt or not. */
    override escapeFight(): boolean {
      return true;
    }

    /** Called out from behind, he throws his gun down. */
    override surrenderFromBehind(): boolean {
      return true;
    }

    override interruptDraw(): boolean {
      return false;
    }
  })(`coward:panic=${panic}:patience=${patience}:fire=${fire.name}`, fire, patience);
}
