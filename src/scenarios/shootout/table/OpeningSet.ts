/**
 * Doors and windows of a compiled table in flat typed arrays: the point on the building's edge, the
 * outward normal of that edge (nx, ny), the COVER_SHAPE a figure there fires from (a window: `wall`, he fires
 * over the sill; a door: `corner`, he fires round the frame), the building (index into the table's
 * buildings) and the piece index. A building's openings are consecutive: those of building b are
 * `start[b]` to `start[b + 1] - 1`.
 *
 * @example set.shape[i] === COVER_SHAPE.wall // a window
 */
export class OpeningSet {
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly nx: Float64Array;
  readonly ny: Float64Array;
  readonly shape: Uint8Array;
  readonly building: Int32Array;
  readonly piece: Int32Array;
  readonly names: string[];
  readonly start: Int32Array;

  constructor(
    readonly count: number,
    buildings: number,
  ) {
    this.start = new Int32Array(buildings + 1);
    this.x = new Float64Array(count);
    this.y = new Float64Array(count);
    this.nx = new Float64Array(count);
    this.ny = new Float64Array(count);
    this.shape = new Uint8Array(count);
    this.building = new Int32Array(count);
    this.piece = new Int32Array(count);
    this.names = new Array<string>(count).fill('');
  }
}
