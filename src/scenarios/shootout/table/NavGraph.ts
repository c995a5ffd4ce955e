/**
 * The route points of a table, precomputed when it is compiled (see buildNavGraph): points just off the
 * corners and ends of every impassable piece and in the narrow gaps between them (see narrowGaps), the
 * shortest ways between them, and, for a grid of cells over the table, how far each point is from the
 * cell's centre by the shortest way (through the points a base walks to straight from the centre).
 * routeToward reads it to send a figure round buildings, one straight move at a time (000 ACTIONS: a move
 * is a straight line).
 *
 * @example const nav = table.nav; nav.between[i * nav.count + j] // inches from point i to point j
 */
export class NavGraph {
  /** Scratch for a route's search: each point's cost, Infinity once tried. */
  readonly cost: Float64Array;

  constructor(
    /** Route points. */
    readonly count: number,
    readonly x: Float64Array,
    readonly y: Float64Array,
    /** Shortest walking distance between points i and j, at i * count + j (Infinity: no way through). */
    readonly between: Float64Array,
    /** The grid: square cells of `cell` inches, `cols` across the width and `rows` across the depth. */
    readonly cell: number,
    readonly cols: number,
    readonly rows: number,
    /** Shortest walking distance from point i to cell c's centre, at c * count + i (Infinity: none). */
    readonly toCell: Float32Array,
  ) {
    this.cost = new Float64Array(count);
  }

  /** The cell holding (x, y), clamped to the grid. */
  cellOf(x: number, y: number): number {
    let cx = Math.floor(x / this.cell);
    let cy = Math.floor(y / this.cell);
    cx = cx < 0 ? 0 : cx >= this.cols ? this.cols - 1 : cx;
    cy = cy < 0 ? 0 : cy >= this.rows ? this.rows - 1 : cy;
    return cy * this.cols + cx;
  }
}
