import { distance } from '../../../geometry/distance.ts';
import type { HorseReadings } from '../../../rules/rwnn/horse/HorseReadings.ts';
import { RIDERLESS, type HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import { lossOfControl, ridesAs } from '../../../rules/rwnn/horse/lossOfControl.ts';
import { newRescueThrow, rescueHoist, rescueModifier } from '../../../rules/rwnn/horse/rescueHoist.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/** Inches within which a rider goes to hoist an unconscious comrade (a Good horse's two throws at 3 dice). */
const RESCUE_REACH = 24;

/**
 * Comrades hoisted up behind a rider (000 RESCUING COMRADES ON FOOT: "A rider can hoist a comrade up onto his
 * horse as he passes by; Roll a: 3,4,5 or 6" with the chart's modifiers, {@link rescueHoist}; "If the
 * unmodified dice throw is 1 or 2, the rider must first throw for loss of control"; "The rescued pedestrian
 * must be standing up, an unconscious character may be held up by his friends"). Who is hoisted is a
 * policy's choice: a rider hoists a comrade in his path who has lost his own mount (a rider class, no horse
 * of his own to ride), or one lying unconscious whom a friend on foot in contact holds up, one at a time; anyone else in his path is
 * trampled as 000 says. Carried, the comrade goes where the horse goes and gets off beside it on his next
 * card (Dismount, an action); he falls with a thrown rider. Allocates nothing.
 *
 * @example if (hoists.hoist(f, h, hi, t, 2)) return; // t rides behind f
 */
export class RescueHoists {
  /** Each horse's passenger, or -1. */
  private readonly passenger: Int32Array;
  /** Each figure's horse he rides behind on, or -1. */
  private readonly carriedOn: Int32Array;
  private readonly rescue = newRescueThrow();

  constructor(
    private readonly game: ShootoutContext,
    private readonly readings: HorseReadings,
    horses: number,
    /** Whether `t` has lost his own mount (a rider with no horse of his to ride). */
    private readonly unhorsed: (t: Gunfighter) => boolean,
    /** Marks that a rider threw for control this turn (he may not fire). */
    private readonly threwForControl: (f: Gunfighter) => void,
    /** Puts a thrown rider on the ground (off his horse): knocked down and winded until the next Joker. */
    private readonly unseat: (f: Gunfighter, why: string) => void,
    /** Whether figure `i` is in the saddle. */
    private readonly riding: (i: number) => boolean,
  ) {
    this.passenger = new Int32Array(horses).fill(-1);
    this.carriedOn = new Int32Array(game.figures.length).fill(-1);
  }

  reset(): void {
    this.passenger.fill(-1);
    this.carriedOn.fill(-1);
  }

  /**
   * The nearest comrade of rider `f` (on horse `hi`, `h`) lying unconscious and held up within 24" of him,
   * for his tactic to ride to; -1 when there is none or a passenger is already up behind him.
   */
  rescueFor(f: Gunfighter, h: HorseState, hi: number): number {
    if (this.passenger[hi]! >= 0) return -1;
    let best = -1;
    let bestD = RESCUE_REACH;
    for (const t of this.game.figures) {
      if (t.side !== f.side || !this.heldUp(t)) continue;
      const d = distance(t.x - h.x, t.y - h.y);
      if (d <= bestD) {
        bestD = d;
        best = t.index;
      }
    }
    return best;
  }

  /** Whether horse `hi` (`h`) has room behind the saddle and stands within the 24" a rider rides to `t`. */
  inRescueReach(h: HorseState, hi: number, t: Gunfighter): boolean {
    return this.passenger[hi]! < 0 && distance(t.x - h.x, t.y - h.y) <= RESCUE_REACH;
  }

  /** Whether `t` lies unconscious on the table, not in a saddle nor carried: one his friends may hold up. */
  lyingOut(t: Gunfighter): boolean {
    return (
      t.wounds.status === STATUS.knockedOut &&
      t.placed &&
      this.carriedOn[t.index]! < 0 &&
      !this.riding(t.index)
    );
  }

  /** Whether figure `i` rides behind a rider. */
  isCarried(i: number): boolean {
    return this.carriedOn[i]! >= 0;
  }

  /**
   * Rider `f` on horse `hi` (`h`), passing comrade `t` on a throw of `dice`, hoists him if the policy would:
   * true when he tried (the comrade is not trampled then), whether or not it took. Losing control on the
   * throw it called for, he makes no hoist (thrown, he is off his horse).
   */
  hoist(f: Gunfighter, h: HorseState, hi: number, t: Gunfighter, dice: number): boolean {
    if (this.passenger[hi]! >= 0) return false;
    const held = this.heldUp(t);
    if (!held && (t.wounds.status !== STATUS.standing || !this.unhorsed(t))) return false;
    const game = this.game;
    const mod = rescueModifier({
      movementDice: dice,
      expertRiders: (h.riderClass === 'expert' ? 1 : 0) + (t.riderClass === 'expert' ? 1 : 0),
      seriouslyWounded: (f.wounds.seriousTotal() > 0 ? 1 : 0) + (t.wounds.seriousTotal() > 0 ? 1 : 0),
      plainsIndian: f.plainsIndian || t.plainsIndian,
    });
    const r = rescueHoist(mod, game.dice!, this.rescue);
    if (r.controlThrow) {
      this.threwForControl(f);
      const c = lossOfControl(ridesAs(h.riderClass, h.control.bolting), this.readings, game.dice!, h.control);
      if (game.log)
        game.log.line(
          `  ${f.name} throws for control first: ${c.lost ? `lost, the horse ${c.reaction}` : 'kept'}.`,
        );
      if (c.thrown) this.unseat(f, 'is thrown');
      if (c.lost) return true;
    }
    if (game.log)
      game.log.line(
        `  ${f.name} reaches down for ${t.name}${held ? ', held up by his friends,' : ''} (${mod} dice): ${r.hoisted ? 'hoisted up behind him' : 'missed'}.`,
      );
    if (!r.hoisted) return true;
    this.passenger[hi] = t.index;
    this.carriedOn[t.index] = hi;
    game.relocate(t, h.x, h.y);
    t.facing = h.facing;
    return true;
  }

  /**
   * Whether `t` lies unconscious with a friend on foot in contact holding him up ("The rescued pedestrian
   * must be standing up, an unconscious character may be held up by his friends"): one a rider may hoist.
   */
  heldUp(t: Gunfighter): boolean {
    if (!this.lyingOut(t)) return false;
    for (const o of this.game.figures) if (this.holds(o, t)) return true;
    return false;
  }

  /** Whether `o`, a friend standing on foot in contact with unconscious `t`, holds him up. */
  holds(o: Gunfighter, t: Gunfighter): boolean {
    if (o === t || o.side !== t.side || o.isOut() || o.wounds.status !== STATUS.standing) return false;
    if (this.carriedOn[o.index]! >= 0 || this.riding(o.index)) return false;
    return distance(o.x - t.x, o.y - t.y) <= CONTACT_INCHES;
  }

  /** Horse `hi` (`h`) moved: its passenger goes with it. */
  carry(hi: number, h: HorseState): void {
    const p = this.passenger[hi]!;
    if (p < 0) return;
    const t = this.game.figures[p]!;
    this.game.relocate(t, h.x, h.y);
    t.facing = h.facing;
  }

  /** The passenger of horse `hi` off it (its rider thrown, or his own Dismount), or null. */
  offHorse(hi: number): Gunfighter | null {
    const p = this.passenger[hi]!;
    if (p < 0) return null;
    this.passenger[hi] = -1;
    this.carriedOn[p] = -1;
    return this.game.figures[p]!;
  }

  /**
   * Every passenger of a horse now dead, without its rider, or under an enemy who leapt into the saddle falls
   * off: `fall` puts him down.
   */
  dropUnridden(horses: readonly HorseState[], fall: (t: Gunfighter) => void): void {
    const figures = this.game.figures;
    for (let hi = 0; hi < horses.length; hi++) {
      const p = this.passenger[hi]!;
      if (p < 0) continue;
      const h = horses[hi]!;
      if (h.dead || h.rider === RIDERLESS || figures[h.rider]!.side !== figures[p]!.side)
        fall(this.offHorse(hi)!);
    }
  }

  /** The horse figure `i` rides behind on, or -1. */
  horseOf(i: number): number {
    return this.carriedOn[i]!;
  }
}
