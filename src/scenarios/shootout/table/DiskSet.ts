/**
 * Single rocks or trees of a compiled table in flat typed arrays: centre, radius, cover material (MATERIAL
 * code) and piece index.
 *
 * @example Math.hypot(x - set.cx[i]!, y - set.cy[i]!) < set.r[i]! // inside the rock
 */
export class DiskSet {
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly r: Float64Array;
  readonly material: Uint8Array;
  readonly piece: Int32Array;
  /** Bounding box of the disk, filled by {@link bound}: queries skip what lies outside their own box. */
  readonly minX: Float64Array;
  readonly minY: Float64Array;
  readonly maxX: Float64Array;
  readonly maxY: Float64Array;

  constructor(readonly count: number) {
    this.cx = new Float64Array(count);
    this.cy = new Float64Array(count);
    this.r = new Float64Array(count);
    this.material = new Uint8Array(count);
    this.piece = new Int32Array(count);
    this.minX = new Float64Array(count);
    this.minY = new Float64Array(count);
    this.maxX = new Float64Array(count);
    this.maxY = new Float64Array(count);
  }

  /** Fills the bounding boxes once the disks are set. */
  bound(): void {
    for (let i = 0; i < this.count; i++) {
      const r = this.r[i]!;
      this.minX[i] = this.cx[i]! - r;
      this.minY[i] = this.cy[i]! - r;
      this.maxX[i] = this.cx[i]! + r;
      this.maxY[i] = this.cy[i]! + r;
    }
  }
}
