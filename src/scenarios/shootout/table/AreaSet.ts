/**
 * What an area does: `concealment` (brush, wheat: 000 COVER "too insubstantial to stop a bullet, but hiding
 * behind it still reduces your opponents chance of hitting by subtracting one of his dice"), `scrub` and
 * `woods` (000 COMBAT IN THE GREAT OUTDOORS: a clear-shot density, a movement halt and penalty, and in woods
 * the tree that may stop a shot).
 *
 * @example set.kind[i] === AREA.woods
 */
export const AREA = { concealment: 0, scrub: 1, woods: 2 } as const;
export type AreaCode = (typeof AREA)[keyof typeof AREA];

/**
 * An area's outline: a rectangle (a, b, c, d = x0, y0, x1, y1) or a disk (a, b, c = cx, cy, r).
 *
 * @example set.outline[i] === OUTLINE.disk
 */
export const OUTLINE = { rect: 0, disk: 1 } as const;

/**
 * The areas of a compiled table in flat typed arrays: outline, kind (AREA code), density (0 for
 * concealment, 1 loose, 2 dense: "Loose scrub (1 pt), Dense scrub (2 pts), Loose woods (1pt), Dense woods
 * (2 pts)"), the outline's four numbers and the piece index.
 *
 * @example set.outline[i] === OUTLINE.disk && Math.hypot(x - set.a[i]!, y - set.b[i]!) <= set.c[i]!
 */
export class AreaSet {
  readonly outline: Uint8Array;
  readonly kind: Uint8Array;
  readonly density: Uint8Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly c: Float64Array;
  readonly d: Float64Array;
  readonly piece: Int32Array;
  /** Bounding box of the outline, filled by {@link bound}: queries skip what lies outside their own box. */
  readonly minX: Float64Array;
  readonly minY: Float64Array;
  readonly maxX: Float64Array;
  readonly maxY: Float64Array;

  constructor(readonly count: number) {
    this.outline = new Uint8Array(count);
    this.kind = new Uint8Array(count);
    this.density = new Uint8Array(count);
    this.a = new Float64Array(count);
    this.b = new Float64Array(count);
    this.c = new Float64Array(count);
    this.d = new Float64Array(count);
    this.piece = new Int32Array(count);
    this.minX = new Float64Array(count);
    this.minY = new Float64Array(count);
    this.maxX = new Float64Array(count);
    this.maxY = new Float64Array(count);
  }

  /** Whether (x, y) is inside area i, its outline shrunk by `inset` (0 for the outline itself). */
  contains(i: number, x: number, y: number, inset: number): boolean {
    if (this.outline[i] === OUTLINE.disk) {
      const dx = x - this.a[i]!;
      const dy = y - this.b[i]!;
      const r = this.c[i]! - inset;
      return r >= 0 && dx * dx + dy * dy <= r * r;
    }
    return (
      x >= this.a[i]! + inset && x <= this.c[i]! - inset && y >= this.b[i]! + inset && y <= this.d[i]! - inset
    );
  }

  /** Fills the bounding boxes once the outlines are set. */
  bound(): void {
    for (let i = 0; i < this.count; i++) {
      const disk = this.outline[i] === OUTLINE.disk;
      const a = this.a[i]!;
      const b = this.b[i]!;
      const c = this.c[i]!;
      this.minX[i] = disk ? a - c : a;
      this.minY[i] = disk ? b - c : b;
      this.maxX[i] = disk ? a + c : c;
      this.maxY[i] = disk ? b + c : this.d[i]!;
    }
  }
}
