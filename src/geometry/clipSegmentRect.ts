import type { Interval } from './Interval.ts';
import { segmentArgs } from './segmentArgs.ts';

/** The scalar form's arguments, passed on to the array form. */
const ARGS = new Float64Array(8);

/**
 * The part of the segment (ax, ay)-(bx, by) inside the closed axis-aligned rectangle [x0, x1] x [y0, y1]
 * (Liang and Barsky's slab clipping), written into `out` as segment parameters; returns whether any part
 * is inside. A line of fire crossing a building, a move running into a pile of crates. Allocates nothing.
 *
 * @example clipSegmentRect(0, 0, 10, 0, 2, -1, 4, 1, out) === true // out.lo === 0.2, out.hi === 0.4
 */
export function clipSegmentRect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  out: Interval,
): boolean {
  const a = segmentArgs(ARGS, ax, ay, bx, by);
  a[4] = x0;
  a[5] = y0;
  a[6] = x1;
  a[7] = y1;
  return clipSegmentRectIn(a, out);
}

/**
 * {@link clipSegmentRect} with its eight numbers in `a`: ax, ay, bx, by, x0, y0, x1, y1. A hot caller fills
 * one array it keeps and passes it: numbers passed one by one to a call the compiler does not inline are
 * boxed on the heap, numbers in a Float64Array are not.
 *
 * @example a.set([0, 0, 10, 0, 2, -1, 4, 1]); clipSegmentRectIn(a, out) === true // out.lo === 0.2
 */
export function clipSegmentRectIn(a: Float64Array, out: Interval): boolean {
  const ax = a[0]!;
  const ay = a[1]!;
  const bx = a[2]!;
  const by = a[3]!;
  const x0 = a[4]!;
  const y0 = a[5]!;
  const x1 = a[6]!;
  const y1 = a[7]!;
  let lo = 0;
  let hi = 1;
  const dx = bx - ax;
  const dy = by - ay;
  if (dx === 0) {
    if (ax < x0 || ax > x1) return empty(out);
  } else {
    let t0 = (x0 - ax) / dx;
    let t1 = (x1 - ax) / dx;
    if (t0 > t1) {
      const t = t0;
      t0 = t1;
      t1 = t;
    }
    if (t0 > lo) lo = t0;
    if (t1 < hi) hi = t1;
    if (lo > hi) return empty(out);
  }
  if (dy === 0) {
    if (ay < y0 || ay > y1) return empty(out);
  } else {
    let t0 = (y0 - ay) / dy;
    let t1 = (y1 - ay) / dy;
    if (t0 > t1) {
      const t = t0;
      t0 = t1;
      t1 = t;
    }
    if (t0 > lo) lo = t0;
    if (t1 < hi) hi = t1;
    if (lo > hi) return empty(out);
  }
  out.lo = lo;
  out.hi = hi;
  return true;
}

function empty(out: Interval): false {
  out.lo = 1;
  out.hi = 0;
  return false;
}
