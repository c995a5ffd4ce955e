import { distance } from '../../../geometry/distance.ts';
import { holdsUpComrade, RIDE, riding } from '../../../policies/shootout/riderTactics.ts';
import { RIDERLESS } from '../../../rules/rwnn/horse/HorseState.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { freeOnFoot, walkToContact, withinMove } from './freeOnFoot.ts';
import type { RescueHoists } from './RescueHoists.ts';

/**
 * Friends on foot who hold up a comrade lying unconscious for a rider to hoist (000 RESCUING COMRADES ON
 * FOOT: "The rescued pedestrian must be standing up, an unconscious character may be held up by his
 * friends"; register entry held-up-comrade). On his card a man free to act whose tactic would
 * ({@link holdsUpComrade}) looks for a comrade lying out, not carried, whom a rider of his side could come
 * for (in the saddle and able to ride, his tactic riding rather than getting off, his horse not bolting, room behind the
 * saddle, within 24": {@link RescueHoists.inRescueReach}): in contact with him already he holds him up and
 * spends his card so; else he walks to his side when the mean of his move dice reaches him. The rider's
 * own tactic then rides to the comrade ({@link RescueHoists.rescueFor}). Allocates nothing.
 *
 * @example if (holders.turn(f)) return true;
 */
export class ComradeHolders {
  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
    private readonly hoists: RescueHoists,
  ) {}

  /** `f`'s turn on foot: whether he held up a comrade or walked over to. */
  turn(f: Gunfighter): boolean {
    const game = this.game;
    if (!holdsUpComrade(f.tactics.name) || !freeOnFoot(game, f)) return false;
    let best: Gunfighter | null = null;
    let bestD = Infinity;
    for (const t of game.figures) {
      if (t.side !== f.side || !this.hoists.lyingOut(t) || !this.riderFor(t)) continue;
      if (this.hoists.holds(f, t)) {
        if (game.log) game.log.line(`  ${f.name} holds up ${t.name} for a rider.`);
        game.afterOwnTurn(f);
        return true;
      }
      // Another friend holds him already; one is enough.
      if (this.hoists.heldUp(t) || !withinMove(game, f, t.x, t.y)) continue;
      const d = distance(t.x - f.x, t.y - f.y);
      if (d < bestD) {
        bestD = d;
        best = t;
      }
    }
    if (best === null) return false;
    if (game.log) game.log.line(`  ${f.name} goes to hold up ${best.name}.`);
    walkToContact(game, f, best.x, best.y, best.index);
    game.afterOwnTurn(f);
    return true;
  }

  /** Whether a rider of `t`'s side, riding on his tactic, could come to hoist him. */
  private riderFor(t: Gunfighter): boolean {
    const horses = this.stable.horses;
    for (let hi = 0; hi < horses.length; hi++) {
      const h = horses[hi]!;
      if (h.dead || h.rider === RIDERLESS || h.control.bolting) continue;
      const r = this.game.figures[h.rider]!;
      if (r.side !== t.side || riding(r.tactics.name) === RIDE.dismount) continue;
      // A man who can no longer ride (down, shaken, broken) gets off on his card.
      if (r.wounds.status !== STATUS.standing || r.mustRecover || r.nerve !== NERVE_STATE.steady) continue;
      if (this.hoists.inRescueReach(h, hi, t)) return true;
    }
    return false;
  }
}
