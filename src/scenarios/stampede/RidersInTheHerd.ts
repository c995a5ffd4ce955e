import type { Dice } from '../../dice/Dice.ts';
import type { Figure } from '../../rules/rwnn/figure/Figure.ts';
import { newControlOutcome, type ControlOutcome } from '../../rules/rwnn/horse/ControlOutcome.ts';
import type { HorseReadings } from '../../rules/rwnn/horse/HorseReadings.ts';
import { horseMoveThrow, newMoveThrow } from '../../rules/rwnn/horse/horseMoveThrow.ts';
import { movementDiceAllowed } from '../../rules/rwnn/horse/movementDiceAllowed.ts';
import { mountedFiringModifier } from '../../rules/rwnn/horse/mountedFiringModifier.ts';
import type { SaddleShotReading } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import {
  newRiderMeeting,
  RIDER_MET,
  riderMeetsStampede,
  stampedeControl,
  type RiderControlReading,
} from '../../rules/rwnn/stampede/riderInStampede.ts';
import { HORSE_MOVEMENT } from '../../rules/rwnn/tables/horseMovement.ts';
import type { RiderClass } from '../../rules/rwnn/tables/RiderClass.ts';
import type { HerdBlock } from './HerdBlock.ts';
import { ESCAPE_REACH, ESCAPED_CLEAR, type InsideTheHerd } from './InsideTheHerd.ts';
import type { StampedeTally } from './StampedeTally.ts';

/** A control outcome with nothing happened, to copy from. */
const CLEAR_CONTROL: Readonly<ControlOutcome> = newControlOutcome();

/** "Ride to the front of the stampede": a rider within this many inches of the lead animal or of the front rank. */
export const FRONT_REACH = 3;
/**
 * Where a rider at the front rides: beside the lead animal this far off the flank, within its front's 3" and
 * beyond the 1" in which the herd reaches a man, so that a herd he turns does not swing its flank onto him.
 */
const FRONT_PLACE = FRONT_REACH - 0.5;

/** A horse galloping beside a stampede: the most dice its rider's class may throw (000 HORSES, MOVEMENT). */
const FULL_SPEED = 6;

/**
 * The riders near a stampede (000 "What to do if a Stampede comes your way and you’re on horseback" and "How
 * to stop, or turn a stampede"): a rider the running herd reaches (within 1" of it, as a man on foot) checks
 * for control, rolls three movement dice and escapes on a 1-2 ({@link riderMeetsStampede}), his horse
 * carrying him the dice's inches clear of its flank; else he is stuck in it and moves with it, checking for
 * control every turn after; a rider who loses control is thrown and goes to the on-foot rules' step 2
 * ({@link InsideTheHerd.thrownInto}), on foot from then on. On his card a rider who would turn the herd
 * rides to its front beside the lead animal on his class's movement throw. `x`, `y` and the carried places
 * are the game's. Mutable, reset for each game; allocates nothing per game.
 *
 * @example const riders = new RidersInTheHerd(men, classes, x, y, inside, 'thrown', horse); riders.meet(0, herd, 9, 3, false, dice, out);
 */
export class RidersInTheHerd {
  /** 1 while man `i` is in the saddle. */
  readonly mounted: Uint8Array;
  /** 1 while man `i` is in the saddle inside the herd, carried with it. */
  readonly stuck: Uint8Array;
  private readonly control: ControlOutcome[];
  private readonly meeting = newRiderMeeting();
  private readonly move = newMoveThrow();
  log: ShotLog | undefined;

  constructor(
    private readonly men: readonly Figure[],
    /** Each man's class of rider, or null for a man on foot. */
    private readonly classes: readonly (RiderClass | null)[],
    private readonly x: Float64Array,
    private readonly y: Float64Array,
    private readonly inside: InsideTheHerd,
    private readonly reading: RiderControlReading,
    private readonly horse: HorseReadings,
  ) {
    const n = men.length;
    this.mounted = new Uint8Array(n);
    this.stuck = new Uint8Array(n);
    this.control = men.map(() => newControlOutcome());
  }

  reset(): void {
    for (let i = 0; i < this.men.length; i++) {
      this.mounted[i] = this.classes[i] === null ? 0 : 1;
      Object.assign(this.control[i]!, CLEAR_CONTROL);
    }
    this.stuck.fill(0);
  }

  /**
   * The herd `h` runs `inches` on `herdDice` dice, before it moves: what it does to rider `i`, unless a fence
   * it has not broken `shielded` him. Returns whether it reached him.
   */
  meet(
    i: number,
    h: HerdBlock,
    inches: number,
    herdDice: number,
    shielded: boolean,
    dice: Dice,
    out: StampedeTally,
  ): boolean {
    const name = this.men[i]!.name;
    const rider = this.classes[i]!;
    if (this.stuck[i] === 1) {
      // "Check for Control of your horse every turn after the one in which you became stuck."
      if (stampedeControl(rider, this.reading, this.horse, dice, this.control[i]!)) {
        if (this.log) this.log.line(`  ${name} keeps his seat inside the herd.`);
      } else this.thrown(i, h, herdDice, dice, out);
      return true;
    }
    if (shielded || !h.reaches(this.x[i]!, this.y[i]!, inches, ESCAPE_REACH)) return false;
    const met = riderMeetsStampede(rider, this.reading, this.horse, dice, this.control[i]!, this.meeting);
    if (met.result === RIDER_MET.thrown) {
      this.thrown(i, h, herdDice, dice, out);
      return true;
    }
    const along = h.along(this.x[i]!, this.y[i]!);
    const side = h.side(this.x[i]!, this.y[i]!);
    if (met.result === RIDER_MET.escaped) {
      out.riderEscapes++;
      // His horse carries him the movement dice's inches clear of the flank he is nearer, out of its reach.
      const clear = (h.width / 2 + Math.max(ESCAPED_CLEAR, met.inches)) * (side < 0 ? -1 : 1);
      this.inside.carriedAlong[i] = along;
      this.inside.carriedSide[i] = clear;
      this.x[i] = h.x(along, clear);
      this.y[i] = h.y(along, clear);
      if (this.log) this.log.line(`  ${name} rides ${met.inches}" and throws for escape: he rides clear.`);
      return true;
    }
    out.ridersStuck++;
    this.stuck[i] = 1;
    this.inside.carryAt(i, h, along, side);
    if (this.log) this.log.line(`  ${name} throws for escape: stuck in the stampede on his horse.`);
    return true;
  }

  /**
   * "Ride to the front of the stampede": rider `i` throws his class's full movement dice, as many throws as
   * his class makes in a turn (000 HORSES, MOVEMENT), and rides toward
   * the place beside the lead animal, on the flank he is nearer, reaching it if the throw carries him so far
   * (a rider stuck inside the herd rides out of it only so); a throw that calls for loss of control checks it,
   * a lost control throwing him. Returns whether he is at the front.
   */
  rideToFront(i: number, h: HerdBlock, dice: Dice, out: StampedeTally): boolean {
    const rider = this.classes[i]!;
    const name = this.men[i]!.name;
    const x = this.x[i]!;
    const y = this.y[i]!;
    const side = (h.width / 2 + FRONT_PLACE) * (h.side(x, y) < 0 ? -1 : 1);
    const tx = h.x(0, side);
    const ty = h.y(0, side);
    const d = Math.sqrt((tx - x) * (tx - x) + (ty - y) * (ty - y));
    const n = movementDiceAllowed(rider, FULL_SPEED, false, this.horse).max;
    // A Good rider "throws again", an Expert a third time: each throw carries him farther this turn.
    const throws = HORSE_MOVEMENT.classes[rider].turnDegreesAfterThrow.length;
    let rode = 0;
    for (let k = 0; k < throws && rode < d; k++) {
      const m = horseMoveThrow(
        { rider, dice: n, stop: false, horseWounded: false },
        this.horse,
        dice,
        this.move,
      );
      if (m.controlThrow && !stampedeControl(rider, this.reading, this.horse, dice, this.control[i]!)) {
        if (this.log) this.log.line(`  ${name} rides for the front and loses control of his horse.`);
        if (this.stuck[i] === 1) this.thrown(i, h, 0, dice, out);
        return false;
      }
      rode += m.distance;
    }
    if (rode >= d) {
      this.x[i] = tx;
      this.y[i] = ty;
      this.stuck[i] = 0;
      if (this.log) this.log.line(`  ${name} rides ${rode}" to the front of the herd.`);
      return true;
    }
    if (this.stuck[i] === 0) {
      this.x[i] = x + ((tx - x) * rode) / d;
      this.y[i] = y + ((ty - y) * rode) / d;
    }
    if (this.log) this.log.line(`  ${name} rides ${rode}" for the front of the herd.`);
    return false;
  }

  /**
   * The firing dice rider `i` loses for a shot from the saddle (000 HORSES, "Moving and Firing Mounted": a
   * pistol one "for each movement dice they are about to throw"): before a throw of one die (`one-die`), or
   * of his class's most dice (`full-speed`), as when he rides to the herd's front.
   */
  saddleDice(i: number, reading: SaddleShotReading): number {
    const rider = this.classes[i]!;
    const n = reading === 'one-die' ? 1 : movementDiceAllowed(rider, FULL_SPEED, false, this.horse).max;
    return mountedFiringModifier(
      { weapon: 'pistol', rider, plainsIndian: false, movementDice: n },
      this.horse,
    );
  }

  /** Out of the saddle inside the herd: on foot from now on, at the on-foot rules' step 2. */
  private thrown(i: number, h: HerdBlock, herdDice: number, dice: Dice, out: StampedeTally): void {
    out.ridersThrown++;
    this.mounted[i] = 0;
    this.stuck[i] = 0;
    if (this.log) this.log.line(`  ${this.men[i]!.name} loses control and is thrown into the herd.`);
    this.inside.thrownInto(i, h, herdDice, dice, out);
  }
}
