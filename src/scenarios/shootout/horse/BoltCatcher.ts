import { bearing } from '../../../geometry/bearing.ts';
import { distance } from '../../../geometry/distance.ts';
import {
  BOLTER,
  meetBolter,
  type BolterCode,
  type BolterSeen,
} from '../../../policies/shootout/riderTactics.ts';
import { RIDERLESS, type HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { HorseTrample } from './HorseTrample.ts';
import type { ShotsAtHorses } from './ShotsAtHorses.ts';
import { freeOnFoot, walkToContact, withinMove } from './freeOnFoot.ts';

/** How far ahead a bolter threatens: an Inept horse's longest run, two dice multiplied (6 x 6). */
const BOLT_REACH = 36;
/** Degrees either side of its facing a bolter is headed at (a Joker run turns up to 45 at its end). */
const BOLT_CONE = 45;

/**
 * A man on foot and a bolting horse (000 LOSS OF CONTROL: "Riders who were Inept to start with cannot now
 * stop the horse, and will be carried away unless stopped, shot, thrown etc. A character who can move into
 * contact with a bolting horse can stop it with a throw of 4, 5 or 6 (Inept subtract two, Expert add one),
 * but must risk being trampled first"). On his card, able to act and in no fight, he considers his own
 * horse when it bolts riderless, else each bolter he can see, riderless or carrying its rider away, nearest
 * first, until his tactic ({@link meetBolter}) has him go after one, shoot it (riderless only:
 * {@link ShotsAtHorses}; a rider is shot at as a man) or leave them all. Going after it, he moves at it by
 * the Move rules when the mean of his move dice reaches it; in contact he stands to its trample round
 * ({@link HorseTrample}, the horse on the dice it carries, one at least), and unhit he throws to stop it,
 * `moves-into-contact` (register entry bolting-horse-stop): stopped, it stands, and a rider aboard has it
 * in hand again. Anyone may: a man with no class of rider throws as an Inept one.
 *
 * @example if (catcher.turn(f, own)) return true;
 */
export class BoltCatcher {
  private readonly seen: BolterSeen = {
    own: false,
    comrade: false,
    atFriends: false,
    inReach: false,
    canShoot: false,
  };

  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
    private readonly trample: HorseTrample,
    private readonly shots: ShotsAtHorses,
  ) {}

  /** `f`'s turn on foot, his own horse `own` (or -1): whether he went after a bolter or shot it. */
  turn(f: Gunfighter, own: number): boolean {
    const game = this.game;
    if (!freeOnFoot(game, f)) return false;
    const horses = this.stable.horses;
    let hi = -1;
    let choice: BolterCode = BOLTER.none;
    if (own >= 0 && BoltCatcher.bolts(horses[own]!) && horses[own]!.rider === RIDERLESS) {
      hi = own;
      choice = this.choose(f, own, own);
    } else {
      let bestD = Infinity;
      for (let i = 0; i < horses.length; i++) {
        const h = horses[i]!;
        if (!BoltCatcher.bolts(h) || !game.table.canSee(f.x, f.y, h.x, h.y)) continue;
        const d = distance(h.x - f.x, h.y - f.y);
        if (d >= bestD) continue;
        const c = this.choose(f, i, own);
        if (c === BOLTER.none) continue;
        bestD = d;
        hi = i;
        choice = c;
      }
    }
    if (choice === BOLTER.none) return false;
    const h = horses[hi]!;
    if (choice === BOLTER.shoot) this.shots.fire(f, h, hi);
    else {
      if (game.log) game.log.line(`  ${f.name} goes after ${this.whose(h, hi === own)} bolting horse.`);
      walkToContact(game, f, h.x, h.y, h.rider);
      if (f.wounds.status === STATUS.standing && distance(h.x - f.x, h.y - f.y) <= CONTACT_INCHES)
        this.trample.run(h, hi, f, Math.max(1, h.dice), 'moves-into-contact');
    }
    game.afterOwnTurn(f);
    return true;
  }

  /** What `f`'s tactic does about bolter `hi`, his own horse being `own`. */
  private choose(f: Gunfighter, hi: number, own: number): BolterCode {
    const h = this.stable.horses[hi]!;
    const ridden = h.rider !== RIDERLESS;
    const s = this.seen;
    s.own = hi === own && !ridden;
    s.comrade = ridden && this.game.figures[h.rider]!.side === f.side;
    s.atFriends = this.headedAt(h, f.side);
    s.inReach = withinMove(this.game, f, h.x, h.y);
    s.canShoot = !ridden && this.shots.canShoot(f, h);
    return meetBolter(f.tactics.name, s);
  }

  /** The words for whose bolter it is. */
  private whose(h: HorseState, own: boolean): string {
    if (own) return 'his';
    return h.rider === RIDERLESS ? 'the' : `${this.game.figures[h.rider]!.name}'s`;
  }

  private static bolts(h: HorseState): boolean {
    return !h.dead && h.control.bolting;
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
