import { clipSegmentCircle } from './clipSegmentCircle.ts';
import { clipSegmentRect } from './clipSegmentRect.ts';
import { newInterval, type Interval } from './Interval.ts';

const part = newInterval();

/**
 * The part of the segment (ax, ay)-(bx, by) within `r` of the segment (px, py)-(qx, qy) (a capsule: a wall
 * of thickness 2r with rounded ends, or the ground a figure's base cannot enter beside it), written into
 * `out` as parameters of the first segment; returns whether any part is inside. The capsule is convex, so
 * the part is one interval: the union of the parts inside its middle rectangle and its two end disks.
 * Allocates nothing.
 *
 * @example clipSegmentCapsule(5, -5, 5, 5, 0, 0, 10, 0, 0.5, out) === true // out.lo === 0.45, out.hi === 0.55
 */
export function clipSegmentCapsule(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  px: number,
  py: number,
  qx: number,
  qy: number,
  r: number,
  out: Interval,
): boolean {
  let lo = 2;
  let hi = -1;
  const ex = qx - px;
  const ey = qy - py;
  const len = Math.sqrt(ex * ex + ey * ey);
  if (len > 0) {
    // The middle rectangle, in the frame of the capsule's spine: u along it, v across it.
    const ux = ex / len;
    const uy = ey / len;
    const au = (ax - px) * ux + (ay - py) * uy;
    const av = (ay - py) * ux - (ax - px) * uy;
    const bu = (bx - px) * ux + (by - py) * uy;
    const bv = (by - py) * ux - (bx - px) * uy;
    if (clipSegmentRect(au, av, bu, bv, 0, -r, len, r, part)) {
      lo = part.lo;
      hi = part.hi;
    }
  }
  if (clipSegmentCircle(ax, ay, bx, by, px, py, r, part)) {
    if (part.lo < lo) lo = part.lo;
    if (part.hi > hi) hi = part.hi;
  }
  if (len > 0 && clipSegmentCircle(ax, ay, bx, by, qx, qy, r, part)) {
    if (part.lo < lo) lo = part.lo;
    if (part.hi > hi) hi = part.hi;
  }
  if (lo > hi) {
    out.lo = 1;
    out.hi = 0;
    return false;
  }
  out.lo = lo;
  out.hi = hi;
  return true;
}
