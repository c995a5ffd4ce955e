/** Box edges are widened by this much when they are marked and when they are looked up, against rounding. */
const SLACK = 1e-6;

/**
 * An exact candidate filter over a fixed list of boxes: a uniform grid over an area, each cell holding the
 * bit of every box (widened by `pad`) that meets it. A query marks the cells a segment or a box touches and
 * gathers their bits into a caller's mask, a superset of the boxes that lie within `pad` of it; the caller
 * then runs its own exact test on those alone, in ascending order of index (see {@link nextBit}), so that a
 * query gives the answer and the tie-breaks of a scan of every box. Points outside the area fall into its
 * border cells, so nothing is ever missed. Built once (per table); queries allocate nothing.
 *
 * @example
 * const grid = new BoxGrid(48, 30, 2, 0.6, minX, minY, maxX, maxY, n);
 * grid.nearSegment(ax, ay, bx, by, mask);
 * for (let i = nextBit(mask, 0); i >= 0; i = nextBit(mask, i + 1)) exactTest(i);
 */
export class BoxGrid {
  /** 32-bit words a mask needs: one bit a box. */
  readonly words: number;
  private readonly nx: number;
  private readonly ny: number;
  private readonly masks: Uint32Array;

  /**
   * @param width the area's extent along x, from 0
   * @param depth the area's extent along y, from 0
   * @param cell a cell's side
   * @param pad how far from a box a query must be found (each box is widened by it)
   */
  constructor(
    width: number,
    depth: number,
    private readonly cell: number,
    pad: number,
    minX: ArrayLike<number>,
    minY: ArrayLike<number>,
    maxX: ArrayLike<number>,
    maxY: ArrayLike<number>,
    readonly count: number,
  ) {
    this.nx = Math.max(1, Math.ceil(width / cell));
    this.ny = Math.max(1, Math.ceil(depth / cell));
    this.words = Math.max(1, Math.ceil(count / 32));
    this.masks = new Uint32Array(this.nx * this.ny * this.words);
    const grow = pad + SLACK;
    for (let i = 0; i < count; i++) {
      const c0 = this.col(minX[i]! - grow);
      const c1 = this.col(maxX[i]! + grow);
      const r0 = this.row(minY[i]! - grow);
      const r1 = this.row(maxY[i]! + grow);
      const w = i >>> 5;
      const bit = (1 << (i & 31)) >>> 0;
      for (let r = r0; r <= r1; r++)
        for (let c = c0; c <= c1; c++) this.masks[(r * this.nx + c) * this.words + w]! |= bit;
    }
  }

  /** The column of x, border columns holding everything beyond the area. */
  private col(x: number): number {
    const c = Math.floor(x / this.cell);
    return c < 0 ? 0 : c >= this.nx ? this.nx - 1 : c;
  }

  private row(y: number): number {
    const r = Math.floor(y / this.cell);
    return r < 0 ? 0 : r >= this.ny ? this.ny - 1 : r;
  }

  private orRow(r: number, c0: number, c1: number, out: Uint32Array): void {
    const words = this.words;
    for (let c = c0; c <= c1; c++) {
      const at = (r * this.nx + c) * words;
      for (let w = 0; w < words; w++) out[w]! |= this.masks[at + w]!;
    }
  }

  /** Writes into `out` (`words` long) the boxes that may lie within `pad` of the box given. */
  nearBox(minX: number, minY: number, maxX: number, maxY: number, out: Uint32Array): void {
    out.fill(0);
    const c0 = this.col(minX - SLACK);
    const c1 = this.col(maxX + SLACK);
    const r1 = this.row(maxY + SLACK);
    for (let r = this.row(minY - SLACK); r <= r1; r++) this.orRow(r, c0, c1, out);
  }

  /**
   * Writes into `out` (`words` long) the boxes that may lie within `pad` of the segment from
   * (ax, ay) to (bx, by): row by row, the cells of the part of the segment within the row's band.
   */
  nearSegment(ax: number, ay: number, bx: number, by: number, out: Uint32Array): void {
    out.fill(0);
    const dx = bx - ax;
    const dy = by - ay;
    const loY = ay < by ? ay : by;
    const hiY = ay < by ? by : ay;
    const r0 = this.row(loY - SLACK);
    const r1 = this.row(hiY + SLACK);
    if (r0 === r1 || dy === 0) {
      const c0 = this.col((ax < bx ? ax : bx) - SLACK);
      const c1 = this.col((ax < bx ? bx : ax) + SLACK);
      for (let r = r0; r <= r1; r++) this.orRow(r, c0, c1, out);
      return;
    }
    const cell = this.cell;
    for (let r = r0; r <= r1; r++) {
      // The segment's parameters where it is within the row's band (border rows reach to infinity).
      const y0 = r === r0 ? loY : r * cell - SLACK;
      const y1 = r === r1 ? hiY : (r + 1) * cell + SLACK;
      let t0 = (y0 - ay) / dy;
      let t1 = (y1 - ay) / dy;
      if (t0 > t1) {
        const s = t0;
        t0 = t1;
        t1 = s;
      }
      if (t0 < 0) t0 = 0;
      if (t1 > 1) t1 = 1;
      const x0 = ax + t0 * dx;
      const x1 = ax + t1 * dx;
      this.orRow(r, this.col((x0 < x1 ? x0 : x1) - SLACK), this.col((x0 < x1 ? x1 : x0) + SLACK), out);
    }
  }
}

/**
 * The lowest index at or after `from` whose bit is set in `mask`, or -1: the candidates of a query, one by
 * one, in ascending order.
 *
 * @example for (let i = nextBit(mask, 0); i >= 0; i = nextBit(mask, i + 1)) visit(i);
 */
export function nextBit(mask: Uint32Array, from: number): number {
  let w = from >>> 5;
  if (w >= mask.length) return -1;
  let m = (mask[w]! >>> (from & 31)) << (from & 31);
  for (;;) {
    if (m !== 0) return (w << 5) + (31 - Math.clz32(m & -m));
    if (++w >= mask.length) return -1;
    m = mask[w]!;
  }
}

/** Sets the bits of indexes 0 to count - 1 in `mask` and clears the rest: every box a candidate. */
export function allBits(count: number, mask: Uint32Array): void {
  mask.fill(0);
  for (let w = 0; w << 5 < count; w++)
    mask[w] = count - (w << 5) >= 32 ? 0xffffffff : (1 << (count - (w << 5))) - 1;
}
