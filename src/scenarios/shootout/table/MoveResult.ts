/**
 * Why a straight-line move ended: it reached the point it was heading for (`target`), ran out of inches
 * (`distance`), stopped short of an impassable piece (`obstacle`) or of the table's edge (`edge`), or halted
 * on entering woods or scrub (`terrain`: 000 COMBAT IN THE GREAT OUTDOORS "Characters choosing to enter
 * terrain pieces halt immediately their entire base is within the terrain").
 *
 * @example move.stop === STOP.obstacle
 */
export const STOP = { target: 0, distance: 1, obstacle: 2, edge: 3, terrain: 4 } as const;
export type StopCode = (typeof STOP)[keyof typeof STOP];

/**
 * Where a move ended, as Table.moveToward writes it. A scenario keeps one and rewrites it per move.
 *
 * @example const move = newMoveResult(); table.moveToward(x, y, tx, ty, 9, move); move.inches <= 9
 */
export interface MoveResult {
  /** The end point, inches. */
  x: number;
  y: number;
  /** Inches moved, along the straight line. */
  inches: number;
  stop: StopCode;
  /** The piece that stopped the move (obstacle or terrain), an index into the table file's `pieces`; -1 otherwise. */
  piece: number;
}

/**
 * A result to reuse.
 *
 * @example newMoveResult().piece === -1
 */
export function newMoveResult(): MoveResult {
  return { x: 0, y: 0, inches: 0, stop: STOP.target, piece: -1 };
}
