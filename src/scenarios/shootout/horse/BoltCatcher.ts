import { bearing } from '../../../geometry/bearing.ts';
import { distance } from '../../../geometry/distance.ts';
import { BOLTER, meetBolter } from '../../../policies/shootout/riderTactics.ts';
import { RIDERLESS, type HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { HorseTrample } from './HorseTrample.ts';
import type { ShotsAtHorses } from './ShotsAtHorses.ts';

/** Inches a move die carries a man on average: he goes after a horse when its mean can reach it. */
const MEAN_DIE = 3.5;
/** How far ahead a bolter threatens: an Inept horse's longest run, two dice multiplied (6 x 6). */
const BOLT_REACH = 36;
/** Degrees either side of its facing a bolter is headed at (a Joker run turns up to 45 at its end). */
const BOLT_CONE = 45;

/**
 * A man on foot and a riderless bolting horse (000 LOSS OF CONTROL: "Riders who were Inept to start with
 * cannot now stop the horse, and will be carried away unless stopped, shot, thrown etc. A character who
 * can move into contact with a bolting horse can stop it with a throw of 4, 5 or 6 (Inept subtract two,
 * Expert add one), but must risk being trampled first"). On his card, able to act and in no fight, he
 * considers his own horse when it bolts riderless, else the nearest riderless bolter he can see; his
 * tactic ({@link meetBolter}) has him go after it, shoot it ({@link ShotsAtHorses}) or leave it. Going
 * after it, he moves at it by the Move rules when the mean of his move dice reaches it; in contact he
 * stands to its trample round ({@link HorseTrample}, the horse on the dice it carries, one at least), and
 * unhit he throws to stop it, `moves-into-contact` (register entry bolting-horse-stop). Anyone may: a man
 * with no class of rider throws as an Inept one.
 *
 * @example if (catcher.turn(f, own)) return true;
 */
export class BoltCatcher {
  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
    private readonly trample: HorseTrample,
    private readonly shots: ShotsAtHorses,
  ) {}

  /** `f`'s turn on foot, his own horse `own` (or -1): whether he went after a bolter or shot it. */
  turn(f: Gunfighter, own: number): boolean {
    const game = this.game;
    if (f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) return false;
    if (game.combat.inFight(f) || (game.lariats !== null && game.lariats.isRoped(f.index))) return false;
    const hi = this.bolterFor(f, own);
    if (hi < 0) return false;
    const h = this.stable.horses[hi]!;
    const d = distance(h.x - f.x, h.y - f.y);
    const inReach = d <= game.moves.moveDiceOf(f, 0) * MEAN_DIE + CONTACT_INCHES;
    const choice = meetBolter(
      f.tactics.name,
      hi === own,
      this.headedAt(h, f.side),
      inReach,
      this.shots.canShoot(f, h),
    );
    if (choice === BOLTER.none) return false;
    if (choice === BOLTER.shoot) this.shots.fire(f, h, hi);
    else {
      if (game.log) game.log.line(`  ${f.name} goes after ${hi === own ? 'his' : 'the'} bolting horse.`);
      game.moves.move(f, h.x, h.y, 0, true);
      if (f.wounds.status === STATUS.standing && distance(h.x - f.x, h.y - f.y) <= CONTACT_INCHES)
        this.trample.run(h, hi, f, Math.max(1, h.dice), 'moves-into-contact');
    }
    game.afterOwnTurn(f);
    return true;
  }

  /** His own horse when it bolts riderless, else the nearest riderless bolter in his sight, or -1. */
  private bolterFor(f: Gunfighter, own: number): number {
    const horses = this.stable.horses;
    if (own >= 0 && BoltCatcher.bolts(horses[own]!)) return own;
    let best = -1;
    let bestD = Infinity;
    for (let i = 0; i < horses.length; i++) {
      const h = horses[i]!;
      if (!BoltCatcher.bolts(h) || !this.game.table.canSee(f.x, f.y, h.x, h.y)) continue;
      const d = distance(h.x - f.x, h.y - f.y);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  }

  private static bolts(h: HorseState): boolean {
    return !h.dead && h.rider === RIDERLESS && h.control.bolting;
  }

  /** Whether a man of `side` on foot stands in the bolter's way: within its run, about straight ahead. */
  private headedAt(h: HorseState, side: number): boolean {
    for (const t of this.game.figures) {
      if (t.side !== side || !t.placed || t.isOut() || this.stable.horseOf(t.index) >= 0) continue;
      if (distance(t.x - h.x, t.y - h.y) > BOLT_REACH) continue;
      const off = ((((bearing(h.x, h.y, t.x, t.y) - h.facing) % 360) + 540) % 360) - 180;
      if (Math.abs(off) <= BOLT_CONE) return true;
    }
    return false;
  }
}
