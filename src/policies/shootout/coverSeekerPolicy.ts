import type { DuelPolicy } from '../duel/DuelPolicy.ts';
import type { ActionChoice } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';
import { Tactic } from './Tactic.ts';

/**
 * `cover-seeker`: moves to the nearest cover (within `reach` inches) that both sees the nearest enemy and
 * hides him from that enemy, then fires from it. Already in cover, or with no such spot, he fires.
 *
 * @example coverSeekerPolicy(deliberatePolicy, 12)
 */
export function coverSeekerPolicy(fire: DuelPolicy, reach: number): Tactic {
  return new (class CoverSeeker extends Tactic {
    act(view: ShootoutView, out: ActionChoice): void {
      if (this.service(view, out)) return;
      const j = this.nearest(view);
      if (j < 0) return this.advance(view, out);
      if (!view.selfInCover(j) && view.findCoverSpot(j, reach)) {
        const f = view.self;
        if (Math.hypot(view.spotX - f.x, view.spotY - f.y) > 0.5)
          return this.moveTo(out, view.spotX, view.spotY, false);
      }
      const shot = this.bestShot(view);
      if (shot >= 0) return this.fireAt(out, shot);
      this.moveTo(out, view.x(j), view.y(j), false);
    }
  })(`cover-seeker:reach=${reach}:fire=${fire.name}`, fire);
}
