import { newFaceCounts, type Dice } from '../../dice/Dice.ts';
import { driveDeviation } from '../../rules/rwnn/stampede/driveDeviation.ts';
import { regainControl } from '../../rules/rwnn/stampede/regainControl.ts';
import type { StampedeRunReadings } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { HERD_CONTROL } from '../../rules/rwnn/tables/herdControl.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { HERD_DEVIATION } from '../../rules/rwnn/tables/herdDeviation.ts';
import type { HerdBlock } from './HerdBlock.ts';
import type { HerdBuildings } from './HerdBuildings.ts';
import type { HerdDeck } from './HerdDeck.ts';
import type { HerdFence } from './HerdFence.ts';
import type { StampedeMan } from './StampedeCell.ts';
import type { StampedeTally } from './StampedeTally.ts';

/** "There must be at least on driver located within 3” of the lead animal" (000 "Herd Driving Prerequisites"). */
const DRIVER_REACH = 3;

/** What the herd is doing when no stampede runs: driven by its cowboys, or ambling with none. */
export const DRIVE = { driven: 0, ambling: 1 } as const;

/**
 * The Cattle Drive of 000 "Driving the Herd, the TBC method": the herd and the cowboys riding with it move as
 * a group when the Joker is turned, 2 D6 a turn ({@link moveOnJoker}); a cowboy announces his departure and
 * his card goes into the deck ({@link leave}); with no cowboy left the herd ambles on at 2 D6 on the Joker,
 * "the Action Card for only the herd itself", throwing for deviation, and nobody moves with it; two cowboys in
 * front of an ambling herd who take an action to regain control throw for it ({@link regainAction}), and
 * on 1-4 they and the herd are a Cattle Drive again. An obstacle in the way (a fence the herd would reach this
 * move) counts as a first deviation throw of 6. Cowboys ride: their horse rules are not played here, they go
 * where the drive takes them. Mutable, reset for each game; allocates nothing per move.
 *
 * @example const d = new CattleDrive(men, x, y, readings); d.reset(herd, deck, true);
 */
export class CattleDrive {
  /** 1 for a cowboy riding with the drive. */
  readonly withDrive: Uint8Array;
  state: number = DRIVE.driven;
  /** 1 for a cowboy in front of the ambling herd who took his action to regain control, not yet thrown for. */
  private readonly acted: Uint8Array;
  private readonly along: Float64Array;
  private readonly side: Float64Array;
  private readonly counts = newFaceCounts();

  constructor(
    private readonly men: readonly StampedeMan[],
    private readonly x: Float64Array,
    private readonly y: Float64Array,
    private readonly readings: StampedeRunReadings,
  ) {
    this.withDrive = new Uint8Array(men.length);
    this.acted = new Uint8Array(men.length);
    this.along = new Float64Array(men.length);
    this.side = new Float64Array(men.length);
  }

  /** A new game: every cowboy with the drive and his card out of the deck. */
  reset(deck: HerdDeck): void {
    this.acted.fill(0);
    let riders = 0;
    for (let i = 0; i < this.men.length; i++) {
      const c = this.men[i]!.cowboy ? 1 : 0;
      this.withDrive[i] = c;
      if (c === 1) {
        deck.cowboyOut(i);
        riders++;
      }
    }
    this.state = riders > 0 ? DRIVE.driven : DRIVE.ambling;
  }

  /** Cowboys riding with the drive now. */
  riders(): number {
    let n = 0;
    for (let i = 0; i < this.withDrive.length; i++) n += this.withDrive[i]!;
    return n;
  }

  /**
   * Cowboy `i` announces his departure: his card goes into the deck; the last to go leaves the herd to amble
   * ("If a point is reached at which there are 0 cowboys with the herd ... the herd continues to amble").
   */
  leave(i: number, deck: HerdDeck, log?: ShotLog): void {
    if (this.withDrive[i] !== 1) return;
    this.withDrive[i] = 0;
    deck.cowboyIn(i, this.readings.reshuffle);
    if (log) log.line(`  ${this.men[i]!.name} leaves the Cattle Drive: his card goes into the deck.`);
    if (this.state === DRIVE.driven && this.riders() === 0) {
      this.state = DRIVE.ambling;
      if (log) log.line('  No cowboy is left with the herd: it ambles on, the Joker its card.');
    }
  }

  /**
   * Every cowboy still riding with the drive leaves it, his card into the deck: a stampede ("The herd must not
   * be in a state of stampede"). The herd is left to itself.
   */
  breakUp(deck: HerdDeck, log?: ShotLog): void {
    for (let i = 0; i < this.men.length; i++)
      if (this.withDrive[i] === 1) {
        this.withDrive[i] = 0;
        deck.cowboyIn(i, this.readings.reshuffle);
        if (log) log.line(`  ${this.men[i]!.name} leaves the Cattle Drive: his card goes into the deck.`);
      }
    this.state = DRIVE.ambling;
    this.acted.fill(0);
  }

  /**
   * The Joker: the drive moves as a group, or the herd ambles alone, 2 D6 inches; the deviation die is thrown
   * for an ambling herd (and for the drive under `drive.deviation=every-move`), and for any herd an obstacle
   * within its move counts as a 6. The herd stops at a fence it still meets. Cowboys with the drive keep
   * their places beside the herd; nobody moves with an ambling herd. Returns the inches moved.
   */
  moveOnJoker(
    herd: HerdBlock,
    fence: HerdFence,
    buildings: HerdBuildings,
    dice: Dice,
    out: StampedeTally,
    log?: ShotLog,
  ): number {
    dice.rollCounts(HERD_DEVIATION.movementDice, this.counts);
    let inches = 0;
    for (let f = 1; f <= 6; f++) inches += f * this.counts[f]!;
    const driven = this.state === DRIVE.driven;
    const obstacle = fence.blocks(herd, inches) || buildings.ahead(herd) <= inches;
    if (obstacle || !driven || this.readings.driveDeviation === 'every-move') {
      const by = driveDeviation(dice, obstacle);
      if (by !== 0) {
        herd.turnTo(herd.heading + by);
        fence.keepOut(herd);
      }
      if (log)
        log.line(
          `  The deviation${obstacle ? ' (an obstacle ahead, as a 6)' : ''}: ${by === 0 ? 'straight ahead' : `${Math.abs(by)} degrees ${by > 0 ? 'right' : 'left'}`}.`,
        );
    }
    if (driven)
      for (let i = 0; i < this.men.length; i++)
        if (this.withDrive[i] === 1) {
          this.along[i] = herd.along(this.x[i]!, this.y[i]!);
          this.side[i] = herd.side(this.x[i]!, this.y[i]!);
        }
    const fenced = fence.blocks(herd, inches) ? Math.max(0, herd.toLine(fence.line!)) : inches;
    // A walking herd goes around a building still in its way, as a stampede does, and checks nothing.
    const to = buildings.run(herd, fenced, dice, out, undefined, null, false);
    if (driven) {
      out.groupMoves++;
      for (let i = 0; i < this.men.length; i++)
        if (this.withDrive[i] === 1) {
          this.x[i] = herd.x(this.along[i]!, this.side[i]!);
          this.y[i] = herd.y(this.along[i]!, this.side[i]!);
        }
    } else out.ambles++;
    out.driveInches += to;
    if (log)
      log.line(
        `  The Joker: ${driven ? 'the Cattle Drive moves as a group' : 'the herd ambles'} ${to === inches ? inches : `${to.toFixed(1)} of ${inches}`}".`,
      );
    return to;
  }

  /**
   * Cowboy `i`, off the drive, takes his action "doing things" to regain control of the ambling herd, if he
   * is in front of it (ahead of the lead animal and within 3" of it, where a drive needs a driver). The throw
   * comes at the end of the action that makes two (`drive.regainThrow`: the pair's actions spent by it, or
   * every action after thrown again); on 1-4 the cowboys who acted and the herd are a Cattle Drive.
   */
  regainAction(
    i: number,
    herd: HerdBlock,
    deck: HerdDeck,
    dice: Dice,
    out: StampedeTally,
    log?: ShotLog,
  ): void {
    if (this.state !== DRIVE.ambling || !this.inFront(i, herd)) return;
    this.acted[i] = 1;
    let ready = 0;
    for (let k = 0; k < this.acted.length; k++) {
      if (this.acted[k] === 1 && !this.inFront(k, herd)) this.acted[k] = 0; // the herd has passed him
      ready += this.acted[k]!;
    }
    const name = this.men[i]!.name;
    if (ready < HERD_CONTROL.cowboysNeeded) {
      if (log) log.line(`  ${name} fires, yells and waves his hat in front of the herd.`);
      return;
    }
    const face = dice.d6() as DieFace;
    if (!regainControl(face)) {
      if (log) log.line(`  ${name} and the others in front throw to regain control: ${face}, no control.`);
      if (this.readings.regainThrow === 'pair') this.acted.fill(0);
      return;
    }
    for (let k = 0; k < this.acted.length; k++)
      if (this.acted[k] === 1) {
        this.withDrive[k] = 1;
        deck.cowboyOut(k);
      }
    this.acted.fill(0);
    this.state = DRIVE.driven;
    out.regained++;
    if (log)
      log.line(`  ${name} and the others in front throw to regain control: ${face}, control regained!`);
  }

  private inFront(i: number, herd: HerdBlock): boolean {
    const a = herd.along(this.x[i]!, this.y[i]!);
    return a > 0 && herd.fromLead(this.x[i]!, this.y[i]!) <= DRIVER_REACH;
  }
}
