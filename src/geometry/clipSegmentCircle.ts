import type { Interval } from './Interval.ts';

/**
 * The part of the segment (ax, ay)-(bx, by) inside the closed disk of radius `r` about (cx, cy), written
 * into `out` as segment parameters; returns whether any part is inside. A line of fire over a rock, a move
 * into a round patch of woods. A zero-length segment is inside or not as its point is. Allocates nothing.
 *
 * @example clipSegmentCircle(0, 0, 10, 0, 5, 0, 1, out) === true // out.lo === 0.4, out.hi === 0.6
 */
export function clipSegmentCircle(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  r: number,
  out: Interval,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const fx = ax - cx;
  const fy = ay - cy;
  const a = dx * dx + dy * dy;
  const c = fx * fx + fy * fy - r * r;
  if (a === 0) {
    if (c > 0) return empty(out);
    out.lo = 0;
    out.hi = 1;
    return true;
  }
  const b = fx * dx + fy * dy;
  const disc = b * b - a * c;
  if (disc < 0) return empty(out);
  const root = Math.sqrt(disc);
  let lo = (-b - root) / a;
  let hi = (-b + root) / a;
  if (lo < 0) lo = 0;
  if (hi > 1) hi = 1;
  if (lo > hi) return empty(out);
  out.lo = lo;
  out.hi = hi;
  return true;
}

function empty(out: Interval): false {
  out.lo = 1;
  out.hi = 0;
  return false;
}
