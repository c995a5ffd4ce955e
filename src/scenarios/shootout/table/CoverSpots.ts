/**
 * What a cover spot is next to: `low` (behind a wall, fence, crates, wagon or rock, facing across it),
 * `corner` (against a building's side at its corner, facing past it), `opening` (at a door or window, facing
 * out), `tree` (behind a single tree), `woodsEdge` (just inside the edge of woods or scrub, facing out).
 *
 * @example table.spots.kind[i] === SPOT.corner
 */
export const SPOT = { low: 0, corner: 1, opening: 2, tree: 3, woodsEdge: 4 } as const;
export type SpotCode = (typeof SPOT)[keyof typeof SPOT];

/**
 * Candidate positions next to cover, precomputed when a table is compiled, in flat typed arrays: where to
 * stand (x, y), which way to face (degrees), the piece used (index in the table file) and the kind (SPOT
 * code). Low obstacles have spots on both sides, so a tactic finds "the nearest cover that sees an enemy" by
 * scanning this short list with canSee and coverAgainst. Every spot is on the table and clear of
 * impassable pieces by a base radius (doors and windows stand on their building's edge).
 *
 * @example for (let i = 0; i < spots.count; i++) if (table.canSee(spots.x[i]!, spots.y[i]!, ex, ey)) ...
 */
export class CoverSpots {
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly facing: Float64Array;
  readonly piece: Int32Array;
  readonly kind: Uint8Array;

  constructor(readonly count: number) {
    this.x = new Float64Array(count);
    this.y = new Float64Array(count);
    this.facing = new Float64Array(count);
    this.piece = new Int32Array(count);
    this.kind = new Uint8Array(count);
  }

  /**
   * Whether (x, y) is one of the spots: a Move made for it is a Citizen's move "to a specific position behind
   * cover" (000 Citizen Move), where he halts. Tactics head for a spot by its very coordinates.
   *
   * @example spots.isSpot(spots.x[3]!, spots.y[3]!) === true
   */
  isSpot(x: number, y: number): boolean {
    for (let i = 0; i < this.count; i++) if (this.x[i] === x && this.y[i] === y) return true;
    return false;
  }
}
