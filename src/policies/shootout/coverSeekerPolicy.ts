import { distance } from '../../geometry/distance.ts';
import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import type { ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { DEFAULT_PATIENCE, Tactic } from './Tactic.ts';

/**
 * `cover-seeker`: moves to the nearest cover (within `reach` inches) that both sees the nearest enemy and
 * hides him from that enemy, then fires from it. Already in cover, or with no such spot, he fires; but when
 * his best shot is under two dice he works closer, to cover at least four inches nearer the enemy, or
 * straight at him when there is none. Past his `patience` (cards turned) he presses the enemy.
 *
 * @example coverSeekerPolicy(deliberatePolicy, 12)
 */
export function coverSeekerPolicy(fire: DuelPolicy, reach: number, patience = DEFAULT_PATIENCE): Tactic {
  return new (class CoverSeeker extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (this.impatient(view)) return this.press(view, out);
      if (this.service(view, out)) return;
      const j = this.nearest(view);
      if (j < 0) return this.advance(view, out);
      if (!view.selfInCover(j) && view.findCoverSpot(j, reach)) {
        const f = view.self;
        if (distance(view.spotX - f.x, view.spotY - f.y) > 0.5)
          return this.moveTo(view, out, view.spotX, view.spotY, false);
      }
      const shot = this.bestShot(view);
      if (shot >= 0 && view.fireDice(shot) >= 2) return this.fireAt(out, shot);
      const d = view.distance(j);
      if (d > 6 && view.findCoverSpot(j, reach, d - 4))
        return this.moveTo(view, out, view.spotX, view.spotY, false);
      if (d > 6) return this.moveTo(view, out, view.x(j), view.y(j), false);
      if (shot >= 0) return this.fireAt(out, shot);
      this.moveTo(view, out, view.x(j), view.y(j), false);
    }
  })(`cover-seeker:reach=${reach}:patience=${patience}:fire=${fire.name}`, fire, patience);
}
