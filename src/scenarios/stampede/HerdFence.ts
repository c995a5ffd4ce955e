import type { Dice } from '../../dice/Dice.ts';
import { fenceCheck, type FenceKind } from '../../rules/rwnn/stampede/fenceCheck.ts';
import { herdHeading } from '../../rules/rwnn/stampede/herdHeading.ts';
import type { StampedeWall } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import type { HerdBlock } from './HerdBlock.ts';

/** A fence across the table: standing, holding the herd this turn (a wooden one), or broken through. */
const STATE = { standing: 0, holding: 1, broken: 2 } as const;
/** Where a man running for a wall stops beyond it: clear of it, his base behind it. */
const REFUGE_BEYOND = 0.5;

/**
 * A fence straight across the table at y = `lineY` ahead of the herd (000 "What stampedes do to the
 * surrounding neighborhood", {@link fenceCheck}), or none when `lineY` is null: where it stops a run, whether
 * it still shields the men beyond it, and what a herd does at a wall it will not go through
 * (`stampede.wall`). Mutable, reset for each game.
 *
 * @example const f = new HerdFence(10, 'mortared-stone-fence', 'turns'); f.reset();
 */
export class HerdFence {
  private state: number = STATE.broken;
  /** The herd halted at the wall and runs no more. */
  halted = false;

  constructor(
    private readonly lineY: number | null,
    private readonly kind: FenceKind,
    private readonly wall: StampedeWall,
  ) {}

  reset(): void {
    this.state = this.lineY === null ? STATE.broken : STATE.standing;
    this.halted = false;
  }

  /** Where the fence stands across the table, or null for none. */
  get line(): number | null {
    return this.lineY;
  }

  /**
   * Whether a standing fence lies within `inches` of `herd`'s way: an obstacle to a herd that walks (a Cattle
   * Drive, or a herd ambling), which goes through no fence.
   */
  blocks(herd: HerdBlock, inches: number): boolean {
    return this.lineY !== null && this.state !== STATE.broken && herd.toLine(this.lineY) <= inches;
  }

  /**
   * After the herd turned about its lead animal (a man turned it, or a drive's deviation): an animal that
   * swung over a standing fence is put back on the near side of it, the herd with it.
   */
  keepOut(herd: HerdBlock): void {
    if (this.lineY !== null && this.state !== STATE.broken) herd.keepBelow(this.lineY);
  }

  /**
   * Where a man on foot may take refuge from `herd` beyond the fence: the table y just past a stone wall
   * (mortared, or piled stones) that still stands ahead of the herd and of a man at table y `y`, or NaN. A
   * wooden fence is no refuge: it holds a stampede one turn.
   */
  refugeY(herd: HerdBlock, y: number): number {
    if (this.lineY === null || this.state === STATE.broken || this.kind === 'wooden-fence') return NaN;
    return y < this.lineY && herd.maxY() <= this.lineY ? this.lineY + REFUGE_BEYOND : NaN;
  }

  /** Whether the fence stands between the herd and a man at table y `y`. */
  shields(y: number): boolean {
    return this.state !== STATE.broken && y > this.lineY!;
  }

  /**
   * How far `herd` runs on a throw of `inches`: -1 for the whole throw (no fence in its way, or through it),
   * else the inches to the fence. A wooden fence holds it this turn and is broken the next time it runs at it;
   * stone is thrown for as {@link fenceCheck} says.
   */
  run(herd: HerdBlock, inches: number, dice: Dice, log?: ShotLog): number {
    if (this.state === STATE.broken) return -1;
    const to = herd.toLine(this.lineY!);
    if (to > inches) {
      if (this.state === STATE.holding) this.state = STATE.standing; // turned away from it meanwhile
      return -1;
    }
    if (this.state === STATE.holding) {
      this.state = STATE.broken;
      if (log) log.line('  The herd breaks through the wooden fence.');
      return -1;
    }
    const outcome = fenceCheck(this.kind, dice);
    if (outcome === 'through') {
      this.state = STATE.broken;
      if (log) log.line('  The herd goes through the piled stones.');
      return -1;
    }
    if (outcome === 'held-one-turn') this.state = STATE.holding;
    const held = outcome === 'held-one-turn' ? 'this turn ' : '';
    if (log) log.line(`  The fence stops the herd ${held}after ${Math.max(0, to).toFixed(1)}".`);
    return Math.max(0, to);
  }

  /**
   * After a run that ended at the fence: a wall it will not go through turns it 90 degrees along the wall
   * ("Obstacles will be treated as if the result of the first roll was a 6", 000 "Driving the Herd"), or
   * halts it there for good.
   */
  afterRun(herd: HerdBlock, dice: Dice, log?: ShotLog): void {
    if (this.state !== STATE.standing) return;
    if (this.wall === 'halts') {
      this.halted = true;
      if (log) log.line('  The herd halts against the wall.');
      return;
    }
    const by = herdHeading(6, dice.d6() as DieFace, true);
    herd.turnTo(herd.heading + by);
    herd.keepBelow(this.lineY!);
    if (log)
      log.line(`  The herd turns ${Math.abs(by)} degrees ${by > 0 ? 'right' : 'left'} along the wall.`);
  }
}
