import { newFaceCounts, type Dice } from '../../dice/Dice.ts';
import type { Figure } from '../../rules/rwnn/figure/Figure.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import type { StampedeWall } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { HerdBlock } from './HerdBlock.ts';
import type { HerdBuildings } from './HerdBuildings.ts';
import type { HerdFence } from './HerdFence.ts';
import type { HerdThings } from './HerdThings.ts';
import type { InsideTheHerd } from './InsideTheHerd.ts';
import type { RidersInTheHerd } from './RidersInTheHerd.ts';
import type { RunForCover } from './RunForCover.ts';
import type { StampedeMan } from './StampedeCell.ts';
import type { StampedeTally } from './StampedeTally.ts';

/** The parts of a stampede game the herd's move reads and changes: the game's own, handed over once. */
export interface StampedeMoveParts {
  readonly men: readonly Figure[];
  readonly cellMen: readonly StampedeMan[];
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly herd: HerdBlock;
  readonly fence: HerdFence;
  readonly things: HerdThings;
  readonly buildings: HerdBuildings;
  readonly inside: InsideTheHerd;
  readonly riders: RidersInTheHerd;
  readonly cover: RunForCover;
  readonly wall: StampedeWall;
}

/**
 * The Stampede card in the stampede scenario (000 "What happens when a Stampede result occurs"): the herd
 * runs its dice, held at a fence ({@link HerdFence}) and around the buildings in its way
 * ({@link HerdBuildings}) in stretches, every stretch meeting the things beside it and every man it reaches
 * who has not met it yet this move (a rider by the horseback rules, a man on foot by the on-foot rules; none
 * inside a building); riders who are not stuck keep their places beside it, unless they keep clear. Built
 * once per game; allocates nothing per move.
 *
 * @example const halted = move.run(3, dice, out, log); if (halted) endStampede();
 */
export class StampedeMove {
  private readonly counts = newFaceCounts();
  /** Men the herd met this move: a run in stretches around buildings meets each man once a turn. */
  private readonly metNow: Uint8Array;
  // The move under way, for the stretches of a run around buildings.
  private dice: Dice | undefined;
  private out: StampedeTally | undefined;
  private herdDice = 0;
  private log: ShotLog | undefined;
  private readonly onStretch = (inches: number): void => this.stretch(inches);

  constructor(private readonly p: StampedeMoveParts) {
    this.metNow = new Uint8Array(p.men.length);
  }

  /**
   * The herd's move on `n` dice, into `out`, narrated to `log`: returns whether it is over for good (halted
   * at a fence or in a dead end).
   */
  run(n: number, dice: Dice, out: StampedeTally, log: ShotLog | undefined): boolean {
    const p = this.p;
    const h = p.herd;
    dice.rollCounts(n, this.counts);
    let inches = 0;
    for (let f = 1; f <= 6; f++) inches += f * this.counts[f]!;
    if (log) log.line(`  The Stampede card: the herd runs ${inches}" on ${n} dice.`);
    const fenced = p.fence.run(h, inches, dice, log);
    if (fenced >= 0) inches = fenced;
    for (let i = 0; i < p.men.length; i++)
      if (p.riders.mounted[i] === 1 && p.riders.stuck[i] === 0 && p.men[i]!.status !== STATUS.dead) {
        // A rider keeps his place beside the herd, unless he keeps clear of it.
        p.inside.carriedAlong[i] = h.along(p.x[i]!, p.y[i]!);
        p.inside.carriedSide[i] = h.side(p.x[i]!, p.y[i]!);
      }
    p.things.newTurn();
    p.buildings.newTurn();
    this.metNow.fill(0);
    this.dice = dice;
    this.out = out;
    this.herdDice = n;
    this.log = log;
    const ran = p.buildings.run(h, inches, dice, out, log, this.onStretch);
    out.distance += ran;
    if (fenced >= 0 && ran === inches) p.fence.afterRun(h, dice, log);
    else if (p.buildings.deadEnd) p.buildings.afterDeadEnd(h, p.wall, dice, log);
    const over = p.fence.halted || p.buildings.halted;
    for (let i = 0; i < p.men.length; i++) {
      if (p.riders.mounted[i] === 1) {
        const carried = p.cellMen[i]!.tactic !== 'keep-clear' || p.riders.stuck[i] === 1;
        if (carried && p.men[i]!.status !== STATUS.dead) {
          p.x[i] = h.x(p.inside.carriedAlong[i]!, p.inside.carriedSide[i]!);
          p.y[i] = h.y(p.inside.carriedAlong[i]!, p.inside.carriedSide[i]!);
        }
      } else p.inside.settle(i, h);
    }
    return over;
  }

  /**
   * One straight stretch of the herd's run, `inches` long, before it runs it: the things beside it, and
   * every man it reaches who has not met it yet this move (none inside a building).
   */
  private stretch(inches: number): void {
    const p = this.p;
    const dice = this.dice!;
    const out = this.out!;
    const h = p.herd;
    p.things.run(h, inches, dice, out, this.log);
    for (let i = 0; i < p.men.length; i++) {
      if (this.metNow[i] === 1 || p.cover.sheltered[i] === 1) continue;
      if (p.men[i]!.status === STATUS.dead) continue;
      const shielded = p.fence.shields(p.y[i]!);
      const met =
        p.riders.mounted[i] === 1
          ? p.riders.meet(i, h, inches, this.herdDice, shielded, dice, out)
          : p.inside.meet(i, h, inches, this.herdDice, shielded, dice, out);
      if (met) this.metNow[i] = 1;
    }
  }
}
