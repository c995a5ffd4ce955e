import { bearing } from '../../../geometry/bearing.ts';
import { distance } from '../../../geometry/distance.ts';
import { pointSegmentDistance } from '../../../geometry/pointSegmentDistance.ts';
import { RIDE, type RidePlan } from '../../../policies/shootout/riderTactics.ts';
import type { HorseReadings } from '../../../rules/rwnn/horse/HorseReadings.ts';
import type { HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import type { RiderChoices } from '../../../rules/rwnn/horse/horseTurn.ts';
import { mountedFiringModifier } from '../../../rules/rwnn/horse/mountedFiringModifier.ts';
import type { DiceRange } from '../../../rules/rwnn/horse/movementDiceAllowed.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';

/** Inches a movement die carries a horse on average (a d6's 3.5), for choosing how many to throw. */
const INCHES_PER_DIE = 3.5;
/** An Inept rider announces his stop when his point is nearer than this (his two dice multiplied run far). */
const INEPT_STOP_WITHIN = 8;
/**
 * 000 HORSES, Moving and Firing Mounted: the right hand's pistol fires through "a 270 degree arc running
 * clockwise from their left side to directly behind them" (all but his rear left quarter), the left hand's
 * the mirror of it; a shoulder arm "only in a 90 degree arc running from their left side to straight
 * ahead" (every shoulder arm is taken as fired two-handed).
 */
const LEFT_SIDE = 90;

/**
 * A rider's choices in his horse's turn ({@link RiderChoices}) for the plan his tactic made: dice enough to
 * reach his point (a charger at least two, to trample), an Inept rider's stop near it, a turn toward it
 * after each throw; one shot before the first throw at the enemy his side knows, in the saddle's arc, when
 * the mounted penalty leaves him a die; and each throw's path, to find the first enemy on foot it runs
 * into (base contact). The shot is fired at once, through the game's own gunfire. Allocates nothing.
 *
 * @example steering.begin(f, plan); horseTurn(h, false, steering, path, r, dice, report); steering.met
 */
export class RiderSteering implements RiderChoices {
  private f: Gunfighter | null = null;
  private plan: RidePlan | null = null;
  private sx = 0;
  private sy = 0;
  private throwDice = 0;
  /** A throw's run is under way from (sx, sy): its men are found when it ends. */
  private open = false;
  /**
   * The men on foot the horse's runs came into base contact with this turn, friend or foe, in the order
   * it reached them (000 FIGHTING FROM HORSEBACK & TRAMPLING: "anyone on foot in their path"), each with the
   * dice of the throw that met him; `metCount` of them.
   */
  readonly metFig: Int32Array;
  readonly metDice: Int32Array;
  metCount = 0;
  /** Inches along the current run of each man met on it, to keep them in order. */
  private readonly metAlong: Float64Array;
  constructor(
    private readonly game: ShootoutContext,
    private readonly readings: HorseReadings,
    /** Whether figure `i` is in the saddle (a rider is met by the fight rules, not ridden down). */
    private readonly riding: (i: number) => boolean,
    /** Whether a man lies unconscious held up by his friends: a rider's comrade he meets, to hoist. */
    private readonly heldUp: (t: Gunfighter) => boolean,
  ) {
    const n = game.figures.length;
    this.metFig = new Int32Array(n);
    this.metDice = new Int32Array(n);
    this.metAlong = new Float64Array(n);
  }

  /** Starts a turn of rider `f` with `plan` (null: a riderless horse, which asks nothing). */
  begin(f: Gunfighter | null, plan: RidePlan | null): void {
    this.f = f;
    this.plan = plan;
    this.metCount = 0;
    this.open = false;
  }

  /** A riderless horse's run starts where `h` stands (its throw asks no one). */
  from(h: HorseState): void {
    this.sx = h.x;
    this.sy = h.y;
    this.open = true;
  }

  /** The horse's turn is over: the men its last run met, that run made on `dice` dice. */
  end(h: HorseState, dice: number): void {
    if (!this.open) return;
    this.throwDice = dice;
    this.close(h);
  }

  dice(h: HorseState, k: number, range: DiceRange): number {
    this.close(h);
    this.sx = h.x;
    this.sy = h.y;
    this.open = true;
    const plan = this.plan;
    let want = range.max;
    if (plan !== null) {
      const d = distance(plan.x - h.x, plan.y - h.y);
      want = Math.ceil(d / INCHES_PER_DIE);
      if (plan.ride === RIDE.charge) want = Math.max(2, want);
    }
    const n = Math.max(range.min, Math.min(range.max, want));
    this.throwDice = n;
    if (this.game.log && this.f) this.game.log.line(`  ${this.f.name}'s horse: throw ${k + 1} at ${n} dice.`);
    return n;
  }

  stop(h: HorseState): boolean {
    const plan = this.plan;
    return (
      plan !== null && plan.ride !== RIDE.charge && distance(plan.x - h.x, plan.y - h.y) < INEPT_STOP_WITHIN
    );
  }

  turn(h: HorseState, k: number, maxDegrees: number): number {
    const f = this.f;
    const log = this.game.log;
    if (log && f)
      log.line(
        `  ${f.name}'s horse runs ${distance(h.x - this.sx, h.y - this.sy).toFixed(1)}" to (${h.x.toFixed(1)}, ${h.y.toFixed(1)}).`,
      );
    const plan = this.plan;
    if (plan === null) return 0;
    let want = bearing(h.x, h.y, plan.x, plan.y) - h.facing;
    want = ((((want + 180) % 360) + 360) % 360) - 180;
    const turn = Math.max(-maxDegrees, Math.min(maxDegrees, want));
    if (log && f && turn !== 0) log.line(`  ${f.name} turns his horse ${Math.round(turn)} degrees.`);
    return turn;
  }

  fire(h: HorseState, k: number, dice: number): boolean {
    const f = this.f;
    const plan = this.plan;
    if (f === null || plan === null || k > 0) return false;
    const game = this.game;
    const g = f.readyGun();
    if (g < 0) return false;
    const t = this.shotAt(f, h);
    if (t === null) return false;
    const weapon = f.weapon(g) === 'pistol' ? 'pistol' : 'shoulder-arm';
    const penalty = mountedFiringModifier(
      { weapon, rider: h.riderClass, plainsIndian: f.plainsIndian, movementDice: dice },
      this.readings,
    );
    // NaN (beyond reach) fails the test too.
    if (!(game.deliberateDice(f, t) + penalty >= 1)) return false;
    game.relocate(f, h.x, h.y);
    f.facing = h.facing;
    if (game.log)
      game.log.line(
        `  ${f.name} fires from the saddle at ${t.name} before throwing ${dice} dice (${penalty} dice).`,
      );
    game.gunfire.saddleDice = penalty;
    game.gunfire.fire(f, t, false, false);
    game.gunfire.saddleDice = 0;
    return true;
  }

  /** The enemy of the plan (or the nearest his side sees) in the saddle's arc and sight, or null. */
  private shotAt(f: Gunfighter, h: HorseState): Gunfighter | null {
    const game = this.game;
    const j = this.plan!.target;
    if (j < 0) return null;
    const t = game.figures[j]!;
    if (!game.mayFireAt(f, t)) return null;
    // Degrees off straight ahead, -180..180, positive to his left (facings run anticlockwise).
    let off = (((bearing(h.x, h.y, t.x, t.y) - h.facing) % 360) + 360) % 360;
    if (off > 180) off -= 360;
    const g = f.readyGun();
    const inArc =
      f.weapon(g) === 'pistol'
        ? g === 0
          ? off <= LEFT_SIDE
          : off >= -LEFT_SIDE
        : off >= 0 && off <= LEFT_SIDE;
    return inArc ? t : null;
  }

  /**
   * The run from (sx, sy) to the horse is over: every standing man on foot it came into base contact with
   * (not its rider, not a man in the saddle, not one met before this turn) joins the men met, nearest the
   * run's start first.
   */
  private close(h: HorseState): void {
    if (!this.open) return;
    this.open = false;
    const game = this.game;
    const first = this.metCount;
    for (const t of game.figures) {
      if (t === this.f || !t.placed) continue;
      const f = this.f;
      const afoot = !t.isOut() && t.wounds.status === STATUS.standing;
      if (!afoot && (f === null || t.side !== f.side || !this.heldUp(t))) continue;
      if (this.riding(t.index) || this.wasMet(t.index)) continue;
      if (pointSegmentDistance(t.x, t.y, this.sx, this.sy, h.x, h.y) > CONTACT_INCHES) continue;
      const along = distance(t.x - this.sx, t.y - this.sy);
      let k = this.metCount++;
      while (k > first && this.metAlong[k - 1]! > along) {
        this.metFig[k] = this.metFig[k - 1]!;
        this.metDice[k] = this.metDice[k - 1]!;
        this.metAlong[k] = this.metAlong[k - 1]!;
        k--;
      }
      this.metFig[k] = t.index;
      this.metDice[k] = this.throwDice;
      this.metAlong[k] = along;
    }
  }

  private wasMet(i: number): boolean {
    for (let k = 0; k < this.metCount; k++) if (this.metFig[k] === i) return true;
    return false;
  }
}
