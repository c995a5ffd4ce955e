import type { Interval } from './Interval.ts';

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
