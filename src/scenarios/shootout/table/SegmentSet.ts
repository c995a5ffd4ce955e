/**
 * Walls and fences of a compiled table in flat typed arrays: each a segment (ax, ay)-(bx, by) thickened by
 * `half` either side (a capsule), its cover material (MATERIAL code) and its piece index.
 *
 * @example set.half[i] === 0.25 // an adobe wall half an inch thick
 */
export class SegmentSet {
  readonly ax: Float64Array;
  readonly ay: Float64Array;
  readonly bx: Float64Array;
  readonly by: Float64Array;
  readonly half: Float64Array;
  readonly material: Uint8Array;
  readonly piece: Int32Array;
  /** Bounding box of the segment thickened by `half`, filled by {@link bound}: queries skip what lies outside their own box. */
  readonly minX: Float64Array;
  readonly minY: Float64Array;
  readonly maxX: Float64Array;
  readonly maxY: Float64Array;

  constructor(readonly count: number) {
    this.ax = new Float64Array(count);
    this.ay = new Float64Array(count);
    this.bx = new Float64Array(count);
    this.by = new Float64Array(count);
    this.half = new Float64Array(count);
    this.material = new Uint8Array(count);
    this.piece = new Int32Array(count);
    this.minX = new Float64Array(count);
    this.minY = new Float64Array(count);
    this.maxX = new Float64Array(count);
    this.maxY = new Float64Array(count);
  }

  /** Fills the bounding boxes once the segments are set. */
  bound(): void {
    for (let i = 0; i < this.count; i++) {
      const h = this.half[i]!;
      this.minX[i] = Math.min(this.ax[i]!, this.bx[i]!) - h;
      this.minY[i] = Math.min(this.ay[i]!, this.by[i]!) - h;
      this.maxX[i] = Math.max(this.ax[i]!, this.bx[i]!) + h;
      this.maxY[i] = Math.max(this.ay[i]!, this.by[i]!) + h;
    }
  }
}
