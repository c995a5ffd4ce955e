import type { Interval } from './Interval.ts';
import { segmentArgs } from './segmentArgs.ts';

/** The scalar form's arguments, passed on to the array form. */
const ARGS = new Float64Array(7);

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
  const a = segmentArgs(ARGS, ax, ay, bx, by);
  a[4] = cx;
  a[5] = cy;
  a[6] = r;
  return clipSegmentCircleIn(a, out);
}

/**
 * {@link clipSegmentCircle} with its seven numbers in `args`: ax, ay, bx, by, cx, cy, r (see
 * clipSegmentRectIn: an array a hot caller keeps boxes nothing).
 *
 * @example args.set([-5, 0, 5, 0, 0, 0, 1]); clipSegmentCircleIn(args, out) === true // out.lo === 0.4
 */
export function clipSegmentCircleIn(args: Float64Array, out: Interval): boolean {
  const ax = args[0]!;
  const ay = args[1]!;
  const bx = args[2]!;
  const by = args[3]!;
  const cx = args[4]!;
  const cy = args[5]!;
  const r = args[6]!;
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
