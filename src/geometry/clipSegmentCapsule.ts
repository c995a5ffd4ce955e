import { clipSegmentCircleIn } from './clipSegmentCircle.ts';
import { clipSegmentRectIn } from './clipSegmentRect.ts';
import { newInterval, type Interval } from './Interval.ts';
import { segmentArgs } from './segmentArgs.ts';

const part = newInterval();
/** The scalar form's arguments, passed on to the array form. */
const ARGS = new Float64Array(9);
/** The arguments of the rectangle and disk clips this one is made of. */
const RECT = new Float64Array(8);
const DISK = new Float64Array(7);

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
  const a = segmentArgs(ARGS, ax, ay, bx, by);
  a[4] = px;
  a[5] = py;
  a[6] = qx;
  a[7] = qy;
  a[8] = r;
  return clipSegmentCapsuleIn(a, out);
}

/**
 * {@link clipSegmentCapsule} with its nine numbers in `args`: ax, ay, bx, by, px, py, qx, qy, r (see
 * clipSegmentRectIn: an array a hot caller keeps boxes nothing).
 *
 * @example args.set([5, -5, 5, 5, 0, 0, 10, 0, 1]); clipSegmentCapsuleIn(args, out) // out.lo === 0.4
 */
export function clipSegmentCapsuleIn(args: Float64Array, out: Interval): boolean {
  const ax = args[0]!;
  const ay = args[1]!;
  const bx = args[2]!;
  const by = args[3]!;
  const px = args[4]!;
  const py = args[5]!;
  const qx = args[6]!;
  const qy = args[7]!;
  const r = args[8]!;
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
    const c = segmentArgs(RECT, au, av, bu, bv);
    c[4] = 0;
    c[5] = -r;
    c[6] = len;
    c[7] = r;
    if (clipSegmentRectIn(c, part)) {
      lo = part.lo;
      hi = part.hi;
    }
  }
  const d = segmentArgs(DISK, ax, ay, bx, by);
  d[4] = px;
  d[5] = py;
  d[6] = r;
  if (clipSegmentCircleIn(d, part)) {
    if (part.lo < lo) lo = part.lo;
    if (part.hi > hi) hi = part.hi;
  }
  d[4] = qx;
  d[5] = qy;
  if (len > 0 && clipSegmentCircleIn(d, part)) {
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
