import { clipSegmentRect } from '../../../geometry/clipSegmentRect.ts';
import { newInterval } from '../../../geometry/Interval.ts';
import { DYNAMITE_BUILDING } from '../../../rules/rwnn/tables/dynamiteBuilding.ts';
import type { RectSet } from '../table/RectSet.ts';

/**
 * How far the "white cotton balls around the edge of the building" reach out from its walls, in inches
 * (000 "What Happens to a Building"; register entry dynamite-smoke).
 */
export const SMOKE_INCHES = 1;

/**
 * What blasts have done to the table's buildings in one gunfight (000 "What Happens to a Building"): an edge
 * collapsed, a wooden building on fire, and the smoke and dust round a building, "a hindrance to LOS", for
 * `DYNAMITE_BUILDING.smoke.turns` turns (a turn ends at the Joker), or for as long as it burns (to the end
 * of the gunfight: nothing in 000 puts a fire out). Kept in typed arrays, one slot a building.
 *
 * @example smoke.raise(0, false); smoke.blocks(0, 12, 30, 12) // true across building 0's smoke
 */
export class BuildingSmoke {
  /** Jokers each building's smoke still lasts (0: none). */
  private readonly turnsLeft: Int32Array;
  readonly burning: Uint8Array;
  readonly collapsed: Uint8Array;
  private readonly part = newInterval();
  private smoking = 0;

  constructor(private readonly buildings: RectSet) {
    this.turnsLeft = new Int32Array(buildings.count);
    this.burning = new Uint8Array(buildings.count);
    this.collapsed = new Uint8Array(buildings.count);
  }

  reset(): void {
    this.turnsLeft.fill(0);
    this.burning.fill(0);
    this.collapsed.fill(0);
    this.smoking = 0;
  }

  /** Building `b` smokes (dust of a collapse, smoke of a blast) for the printed turns, or burns (`fire`). */
  raise(b: number, fire: boolean): void {
    if (fire) this.burning[b] = 1;
    if (this.turnsLeft[b] === 0) this.smoking++;
    this.turnsLeft[b] = DYNAMITE_BUILDING.smoke.turns;
  }

  /** A turn ends (the Joker): smoke not fed by a fire thins by a turn. */
  endTurn(): void {
    if (this.smoking === 0) return;
    for (let b = 0; b < this.turnsLeft.length; b++) {
      if (this.turnsLeft[b] === 0 || this.burning[b] === 1) continue;
      if (--this.turnsLeft[b]! === 0) this.smoking--;
    }
  }

  /** Whether smoke lies on the line from (ax, ay) to (bx, by). Nothing to do, and no loop, without smoke. */
  blocks(ax: number, ay: number, bx: number, by: number): boolean {
    if (this.smoking === 0) return false;
    const r = this.buildings;
    for (let b = 0; b < r.count; b++) {
      if (this.turnsLeft[b] === 0) continue;
      const m = SMOKE_INCHES;
      if (clipSegmentRect(ax, ay, bx, by, r.x0[b]! - m, r.y0[b]! - m, r.x1[b]! + m, r.y1[b]! + m, this.part))
        return true;
    }
    return false;
  }

  /** Whether any building smokes now. */
  get any(): boolean {
    return this.smoking > 0;
  }
}
