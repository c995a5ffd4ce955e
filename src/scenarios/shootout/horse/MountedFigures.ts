import { distance } from '../../../geometry/distance.ts';
import { newRidePlan, planRide, remounts, RIDE } from '../../../policies/shootout/riderTactics.ts';
import type { FightContext } from '../../../rules/rwnn/fight/FightContext.ts';
import { hitOnMountedMan } from '../../../rules/rwnn/horse/hitOnMountedMan.ts';
import { horseHit, newHorseHitReport } from '../../../rules/rwnn/horse/horseHit.ts';
import { horseReadingsFrom } from '../../../odds/mechanics/horseReadingOptions.ts';
import type { HorseReadings } from '../../../rules/rwnn/horse/HorseReadings.ts';
import { resetHorseState, RIDERLESS, type HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import { horseTurn, newHorseTurnReport, type HorseTurnReport } from '../../../rules/rwnn/horse/horseTurn.ts';
import { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { NERVE_STATE, type Gunfighter } from '../Gunfighter.ts';
import type { MountedDesk, ShootoutContext } from '../ShootoutContext.ts';
import { BoltCatcher } from './BoltCatcher.ts';
import { ComradeHolders } from './ComradeHolders.ts';
import { HorsebackMeeting } from './HorsebackMeeting.ts';
import { HorseTrample } from './HorseTrample.ts';
import { MeetingsInPath } from './MeetingsInPath.ts';
import { pathReadingsFrom } from './PathReadings.ts';
import { RiderSteering } from './RiderSteering.ts';
import { TablePath } from './TablePath.ts';
import { RescueHoists } from './RescueHoists.ts';
import { ShotsAtHorses } from './ShotsAtHorses.ts';
import { TrappedRiders } from './TrappedRiders.ts';

const RAD = Math.PI / 180;
/** Inches beside his horse a man on foot stands (within the 3" of Mount or Dismount). */
const BESIDE = 1.5;

/**
 * Horses and riders on a shootout table (000 HORSES): one horse for each figure with a rider class, in the
 * saddle or standing beside him at the start. On a rider's card his tactic plans the turn ({@link planRide}:
 * ride at the enemy, ride to cover, or get off) and the horse rules play it ({@link horseTurn} over the
 * table as its path, with {@link RiderSteering} for his choices and his one shot from the saddle); a man
 * ridden into is met by {@link HorsebackMeeting}. Riderless bolting horses move on the Joker, which also
 * lets the winded up. A hit on a rider may strike his horse instead ({@link hitOnMountedMan},
 * {@link horseHit}); a thrown rider is knocked down and winded until the next Joker. The horse is the one
 * record of who rides it ({@link Stable}); a rider's figure stands where his horse stands.
 *
 * @example game.mounted = new MountedFigures(game);
 */
export class MountedFigures implements MountedDesk {
  readonly stable = new Stable();
  /** The cell's `horses.*` readings (defaults for those not given). */
  readonly readings: HorseReadings;
  /** Each figure's own horse, or -1. */
  private readonly ownHorse: Int32Array;
  /** Knocked down and winded: "no actions whatever until after the Joker is next turned". */
  readonly winded: Uint8Array;
  /** He threw for control in his turn just played (he may not fire in it): for the conformance suite. */
  readonly threwForControl: Uint8Array;
  /** A horse whose owner's place it has been put beside (fate-deck placement puts men down late). */
  private readonly placed: Uint8Array;
  private readonly plan = newRidePlan();
  private readonly report = newHorseTurnReport();
  private readonly hit = newHorseHitReport();
  private readonly path: TablePath;
  private readonly steering: RiderSteering;
  private readonly meeting: HorsebackMeeting;
  private readonly meetings: MeetingsInPath;
  private readonly catcher: BoltCatcher;
  private readonly holders: ComradeHolders;
  /** Comrades hoisted up behind a rider. */
  readonly hoists: RescueHoists;
  /** Riders a fallen horse holds down. */
  readonly trapped: TrappedRiders;
  /**
   * A horse's turn is under way: a turn played inside it (the free actions of a duel won against a man who
   * heard a rider's gun cock) finds the horse mid-move, and the rider passes it in the saddle.
   */
  private busy = false;
  /** A watcher for tests: each horse turn played, with its report. */
  watch: ((f: Gunfighter | null, h: HorseState, r: HorseTurnReport, joker: boolean) => void) | null = null;

  constructor(private readonly game: ShootoutContext) {
    this.readings = horseReadingsFrom(game.rules.options);
    const n = game.figures.length;
    this.ownHorse = new Int32Array(n).fill(-1);
    this.winded = new Uint8Array(n);
    this.threwForControl = new Uint8Array(n);
    for (const f of game.figures) {
      if (f.riderClass === null) continue;
      this.stable.add(0, 0, 0);
      this.ownHorse[f.index] = this.stable.horses.length - 1;
    }
    this.placed = new Uint8Array(this.stable.horses.length);
    this.path = new TablePath(game.table);
    this.hoists = new RescueHoists(
      game,
      this.readings,
      this.stable.horses.length,
      (t) => this.unhorsed(t),
      (f) => (this.threwForControl[f.index] = 1),
      (f, why) => this.down(f, why),
      (i) => this.stable.horseOf(i) >= 0,
    );
    this.steering = new RiderSteering(
      game,
      this.readings,
      (i) => this.stable.horseOf(i) >= 0 || this.hoists.isCarried(i),
      (t) => this.hoists.heldUp(t),
    );
    this.meeting = new HorsebackMeeting(
      game,
      this.stable,
      this.readings,
      (f, why) => this.down(f, why),
      (f) => (this.threwForControl[f.index] = 1),
    );
    this.trapped = new TrappedRiders(game, this.stable);
    const trample = new HorseTrample(
      game,
      this.stable,
      this.readings,
      pathReadingsFrom(game.rules.options),
      this.meeting,
      (f, why) => this.down(f, why),
    );
    this.catcher = new BoltCatcher(game, this.stable, trample, new ShotsAtHorses(game, this.readings));
    this.holders = new ComradeHolders(game, this.stable, this.hoists);
    this.meetings = new MeetingsInPath(
      game,
      this.stable,
      this.steering,
      this.meeting,
      trample,
      this.hoists,
      (f, h) => this.follow(f, h),
    );
  }

  reset(): void {
    this.trapped.reset();
    this.hoists.reset();
    this.winded.fill(0);
    this.threwForControl.fill(0);
    this.placed.fill(0);
    for (const f of this.game.figures) {
      const i = this.ownHorse[f.index]!;
      if (i < 0) continue;
      const h = this.stable.horses[i]!;
      resetHorseState(h);
      if (f.startsMounted) {
        h.rider = f.index;
        h.riderClass = f.riderClass!;
      }
      if (f.placed) this.putBeside(f, h, i);
    }
  }

  /** Puts horse `i` where its owner `f` is (under him, or beside him on foot). */
  private putBeside(f: Gunfighter, h: HorseState, i: number): void {
    this.placed[i] = 1;
    h.facing = f.facing;
    const side = h.rider === f.index ? 0 : BESIDE;
    h.x = Math.min(this.game.table.width, Math.max(0, f.x + side * Math.cos((f.facing + 90) * RAD)));
    h.y = Math.min(this.game.table.depth, Math.max(0, f.y + side * Math.sin((f.facing + 90) * RAD)));
  }

  turn(f: Gunfighter): boolean {
    const game = this.game;
    const i = f.index;
    // A rider stuck inside a stampeding herd is carried with it: his turn is lost.
    if (game.herd !== null && game.herd.holds(f)) return true;
    this.threwForControl[i] = 0;
    const own = this.ownHorse[i]!;
    if (own >= 0 && this.placed[own] === 0) this.putBeside(f, this.stable.horses[own]!, own);
    if (this.trapped.turn(f)) return true;
    const carried = this.hoists.horseOf(i);
    // Carried unconscious, he stays up behind the rider: the game plays his coming round.
    if (carried >= 0 && f.wounds.status === STATUS.knockedOut) return false;
    if (carried >= 0) {
      // Carried behind a rider: he gets down beside the horse (Dismount), his turn's action.
      const h = this.stable.horses[carried]!;
      this.hoists.offHorse(carried);
      this.stepOff(f, h);
      if (game.log) game.log.line(`  ${f.name} gets down from behind the saddle.`);
      game.afterOwnTurn(f);
      return true;
    }
    if (this.winded[i]) {
      if (game.log) game.log.line(`  ${f.name} lies winded until the Joker.`);
      return true;
    }
    const hi = this.stable.horseOf(i);
    if (hi < 0) return this.catcher.turn(f, own) || this.holders.turn(f) || this.remount(f, own);
    const h = this.stable.horses[hi]!;
    if (this.busy) {
      if (game.log) game.log.line(`  ${f.name} is busy riding.`);
      return true;
    }
    if (f.isOut() || f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) {
      // A man who can no longer ride (down, shaken, broken) is off his horse; the game plays his turn.
      this.stable.dismount(i);
      this.stepOff(f, h);
      if (game.log) game.log.line(`  ${f.name} is off his horse.`);
      return false;
    }
    if (f.readyGun() < 0 && f.hasWorkingGun() && !h.control.bolting && !h.control.bucking) {
      // Reloading (or clearing a jam) takes his turn: he reins in to do it (register entry mounted-reload).
      h.dice = 0;
      game.gunfire.service(f);
      game.afterOwnTurn(f);
      return true;
    }
    // A tactic taking herd=turn or herd=stop rides for a running herd's front, turns it or shoots its lead.
    if (game.herd !== null && !h.control.bolting && !h.control.bucking && game.herd.takeTurn(f)) return true;
    const plan = planRide(game.viewOf(i), f.tactics.name, this.plan, this.hoists.rescueFor(f, h, hi));
    if (plan.ride === RIDE.dismount && !h.control.bolting && !h.control.bucking) {
      this.stable.dismount(i);
      h.dice = 0;
      this.stepOff(f, h);
      if (game.log) game.log.line(`  ${f.name} dismounts.`);
      game.afterOwnTurn(f);
      return true;
    }
    this.busy = true;
    this.ride(f, h, hi);
    this.busy = false;
    game.afterOwnTurn(f);
    return true;
  }

  /** His horse's turn and the man it meets. */
  private ride(f: Gunfighter, h: HorseState, hi: number): void {
    const game = this.game;
    const i = f.index;
    const plan = this.plan;
    this.steering.begin(f, plan);
    const r = horseTurn(h, false, this.steering, this.path, this.readings, game.dice!, this.report);
    this.steering.end(h, r.lastThrowDice);
    if (r.controlThrows > 0) this.threwForControl[i] = 1;
    if (game.log) this.narrate(f, h);
    if (this.watch) this.watch(f, h, r, false);
    if (r.thrown) {
      this.down(f, 'is thrown from the saddle');
      this.dropPassengers();
      return;
    }
    this.follow(f, h);
    this.meetings.play(f, h, hi, plan);
    this.dropPassengers();
  }

  /** Whether `t` has lost his own mount: a rider whose horse is dead, bolting or ridden by another. */
  private unhorsed(t: Gunfighter): boolean {
    const own = this.ownHorse[t.index]!;
    if (own < 0) return false;
    const h = this.stable.horses[own]!;
    return h.dead || h.control.bolting || (h.rider !== RIDERLESS && h.rider !== t.index);
  }

  /** Passengers of horses that lost their riders fall with them. */
  private dropPassengers(): void {
    this.hoists.dropUnridden(this.stable.horses, (t) => this.down(t, 'falls from behind the saddle'));
  }

  /** A man on foot whose tactic rides gets back on his own horse when it stands within 3" (Mount). */
  private remount(f: Gunfighter, own: number): boolean {
    if (own < 0 || !remounts(f.tactics.name)) return false;
    if (f.wounds.status !== STATUS.standing || f.mustRecover || f.nerve !== NERVE_STATE.steady) return false;
    if (this.game.combat.inFight(f)) return false;
    const h = this.stable.horses[own]!;
    const d = distance(h.x - f.x, h.y - f.y);
    if (this.stable.whyNotMount(f.index, own, d) !== null) return false;
    this.stable.mount(f.index, own, f.riderClass!, d);
    this.follow(f, h);
    if (this.game.log) this.game.log.line(`  ${f.name} mounts his horse.`);
    this.game.afterOwnTurn(f);
    return true;
  }

  /** The rider's figure goes where his horse went. */
  private follow(f: Gunfighter, h: HorseState): void {
    const game = this.game;
    const moved = h.x !== f.x || h.y !== f.y;
    game.relocate(f, h.x, h.y);
    f.facing = h.facing;
    f.moved = moved;
    const hi = this.stable.horseOf(f.index);
    if (hi >= 0) this.hoists.carry(hi, h);
    if (moved) {
      game.reactions.loseAimsOn(f);
      game.combat.keepTouching(f);
    }
  }

  /** Off the horse, on foot beside it. */
  private stepOff(f: Gunfighter, h: HorseState): void {
    const x = Math.min(this.game.table.width, Math.max(0, h.x + BESIDE * Math.cos((h.facing + 90) * RAD)));
    const y = Math.min(this.game.table.depth, Math.max(0, h.y + BESIDE * Math.sin((h.facing + 90) * RAD)));
    this.game.relocate(f, x, y);
    this.game.combat.keepTouching(f);
  }

  /** Trampled or thrown: "always knocked down and winded" (000 FIGHTING FROM HORSEBACK), until the Joker. */
  private down(f: Gunfighter, why: string): void {
    const h = this.stable.horseOf(f.index);
    if (h >= 0) this.stable.dismount(f.index);
    if (f.wounds.status === STATUS.standing) f.wounds.worsen(STATUS.knockedDown);
    this.winded[f.index] = 1;
    if (this.game.log) this.game.log.line(`  ${f.name} ${why}: knocked down and winded until the Joker.`);
  }

  riding(f: Gunfighter): boolean {
    return this.stable.horseOf(f.index) >= 0;
  }

  carry(f: Gunfighter, x: number, y: number): void {
    const hi = this.stable.horseOf(f.index);
    if (hi < 0) return;
    const h = this.stable.horses[hi]!;
    h.x = Math.min(this.game.table.width, Math.max(0, x));
    h.y = Math.min(this.game.table.depth, Math.max(0, y));
    this.follow(f, h);
  }

  unseat(f: Gunfighter): void {
    if (this.stable.horseOf(f.index) >= 0) this.stable.dismount(f.index);
  }

  joker(): void {
    const game = this.game;
    this.winded.fill(0);
    this.steering.begin(null, null);
    for (let hi = 0; hi < this.stable.horses.length; hi++) {
      const h = this.stable.horses[hi]!;
      if (h.dead || h.rider !== RIDERLESS || !h.control.bolting) continue;
      this.steering.begin(null, null);
      this.steering.from(h);
      horseTurn(h, true, this.steering, this.path, this.readings, game.dice!, this.report);
      this.steering.end(h, this.report.lastThrowDice);
      if (game.log)
        game.log.line(
          `  A riderless horse bolts ${this.report.inches.toFixed(1)}" to (${h.x.toFixed(1)}, ${h.y.toFixed(1)}).`,
        );
      if (this.watch) this.watch(null, h, this.report, true);
      this.meetings.riderless(h, hi);
    }
  }

  hitsOnRider(f: Gunfighter, t: Gunfighter, hits: number): number {
    const hi = this.stable.horseOf(t.index);
    if (hi < 0) return hits;
    const game = this.game;
    const h = this.stable.horses[hi]!;
    let onRider = 0;
    for (let k = 0; k < hits; k++) {
      // Every tactic aims at the man, not his horse (a Shootist or Legend picks; the others throw).
      if (h.rider !== t.index || hitOnMountedMan(f.cls, t.plainsIndian, 'rider', game.dice!) === 'rider') {
        onRider++;
        continue;
      }
      const r = horseHit(h, this.readings, game.dice!, this.hit);
      if (game.log)
        game.log.line(
          `  The hit strikes ${t.name}'s horse: ${r.injury.result.outcome}${h.dead ? ', and it is down for good' : ''}.`,
        );
      if (game.log && r.controlThrow)
        game.log.line(
          `  ${t.name} throws for control: ${h.control.lost ? `lost, the horse ${h.control.reaction}` : 'kept'}.`,
        );
      if (r.thrownRider === RIDERLESS) continue;
      this.down(t, r.trapped ? 'goes down with his horse' : 'is thrown');
      if (r.trapped) this.trapped.fall(t);
    }
    this.dropPassengers();
    return onRider;
  }

  fightSides(f: Gunfighter, t: Gunfighter, ctx: FightContext): void {
    this.meeting.fightSides(f, t, ctx);
  }

  /** The story of a rider's horse turn: his control throws and what they left. */
  private narrate(f: Gunfighter, h: HorseState): void {
    const r = this.report;
    const c = h.control;
    const log = this.game.log!;
    let text = `  ${f.name} rides ${r.inches.toFixed(1)}" in ${r.throws} throw(s)`;
    if (r.collisions > 0) text += `, swerving past ${r.collisions} obstacle(s)`;
    if (r.controlThrows > 0)
      text += `; ${r.controlThrows} throw(s) for control: ${c.lost ? `lost, the horse ${c.reaction ?? 'plays up'}` : 'kept'}`;
    if (c.bucking) text += ', still bucking';
    if (c.bolting) text += ', bolting';
    if (r.stopped) text += '; he pulls up';
    log.line(`${text}.`);
  }
}
