/**
 * Axis-aligned rectangles of a compiled table in flat typed arrays (one slot per rectangle), so a query
 * loops over numbers and allocates nothing: `[x0, x1] x [y0, y1]`, the cover material (MATERIAL code) and
 * the index of the piece in the table file.
 *
 * @example for (let i = 0; i < set.count; i++) if (set.x0[i]! <= x && x <= set.x1[i]!) ...
 */
export class RectSet {
  readonly x0: Float64Array;
  readonly y0: Float64Array;
  readonly x1: Float64Array;
  readonly y1: Float64Array;
  readonly material: Uint8Array;
  readonly piece: Int32Array;

  constructor(readonly count: number) {
    this.x0 = new Float64Array(count);
    this.y0 = new Float64Array(count);
    this.x1 = new Float64Array(count);
    this.y1 = new Float64Array(count);
    this.material = new Uint8Array(count);
    this.piece = new Int32Array(count);
  }
}
