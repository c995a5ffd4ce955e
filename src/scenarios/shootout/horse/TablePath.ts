import type { HorsePath } from '../../../rules/rwnn/horse/horseTurn.ts';
import type { HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import { newMoveResult, STOP, type MoveResult } from '../table/MoveResult.ts';
import { moveToward } from '../table/moveToward.ts';
import type { Table } from '../table/Table.ts';

const RAD = Math.PI / 180;
/** A horse stops this far short of what it would hit (its body is not a point). */
const CLEARANCE = 0.5;

/**
 * The table as a horse's path (000 COLLISIONS): an impassable piece or the table's edge straight ahead is
 * an obstacle "other than a person"; the horse "will avoid the collision" by moving on at right angles to
 * its course, to whichever side is open the further, and faces that way. Woods and scrub do not stop a
 * horse (they are no collision). Allocates nothing.
 *
 * @example horseTurn(h, false, choices, new TablePath(table), r, dice, report)
 */
export class TablePath implements HorsePath {
  private readonly move = newMoveResult();

  constructor(private readonly table: Table) {}

  obstacleAhead(h: HorseState, inches: number): number {
    const m = this.reach(h.x, h.y, h.facing, inches);
    if (m.stop !== STOP.obstacle && m.stop !== STOP.edge) return -1;
    return Math.max(0, m.inches - CLEARANCE);
  }

  avoid(h: HorseState, inches: number): void {
    const left = this.reach(h.x, h.y, h.facing + 90, inches).inches;
    const right = this.reach(h.x, h.y, h.facing - 90, inches).inches;
    const turn = left >= right ? 90 : -90;
    h.facing = (((h.facing + turn) % 360) + 360) % 360;
    const m = this.reach(h.x, h.y, h.facing, inches);
    const go = m.stop === STOP.obstacle || m.stop === STOP.edge ? Math.max(0, m.inches - CLEARANCE) : inches;
    h.x += go * Math.cos(h.facing * RAD);
    h.y += go * Math.sin(h.facing * RAD);
  }

  /** How far a straight move from (x, y) facing `degrees` gets, up to `inches`, through woods and scrub. */
  private reach(x: number, y: number, degrees: number, inches: number): MoveResult {
    const tx = x + inches * Math.cos(degrees * RAD);
    const ty = y + inches * Math.sin(degrees * RAD);
    // Terrain halts a man on foot, not a horse.
    return moveToward(this.table, x, y, tx, ty, inches, this.move, false);
  }
}
