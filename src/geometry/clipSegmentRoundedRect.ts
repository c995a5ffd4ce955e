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
 * The part of the segment (ax, ay)-(bx, by) within `grow` of the rectangle [x0, x1] x [y0, y1] (the
 * rectangle with rounded corners that a figure's base centre may not enter when his base is not to touch a
 * building or a wagon), written into `out` as segment parameters; returns whether any part is inside. A
 * `grow` of zero or less is the rectangle shrunk by that much, square-cornered. The shape is convex, so the
 * part is one interval: the union of the parts inside its two cross rectangles and four corner disks.
 * Allocates nothing.
 *
 * @example clipSegmentRoundedRect(-5, 0, 5, 0, 1, -1, 3, 1, 0.5, out) === true // out.lo === 0.55
 */
export function clipSegmentRoundedRect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  grow: number,
  out: Interval,
): boolean {
  const a = segmentArgs(ARGS, ax, ay, bx, by);
  a[4] = x0;
  a[5] = y0;
  a[6] = x1;
  a[7] = y1;
  a[8] = grow;
  return clipSegmentRoundedRectIn(a, out);
}

/**
 * {@link clipSegmentRoundedRect} with its nine numbers in `args`: ax, ay, bx, by, x0, y0, x1, y1, grow (see
 * clipSegmentRectIn: an array a hot caller keeps boxes nothing).
 *
 * @example args.set([-5, 0, 5, 0, 1, -1, 3, 1, 0.5]); clipSegmentRoundedRectIn(args, out) // out.lo === 0.55
 */
export function clipSegmentRoundedRectIn(args: Float64Array, out: Interval): boolean {
  const x0 = args[4]!;
  const y0 = args[5]!;
  const x1 = args[6]!;
  const y1 = args[7]!;
  const grow = args[8]!;
  const ax = args[0]!;
  const ay = args[1]!;
  const bx = args[2]!;
  const by = args[3]!;
  const r = segmentArgs(RECT, ax, ay, bx, by);
  if (grow <= 0) {
    r[4] = x0 - grow;
    r[5] = y0 - grow;
    r[6] = x1 + grow;
    r[7] = y1 + grow;
    return clipSegmentRectIn(r, out);
  }
  let lo = 2;
  let hi = -1;
  r[4] = x0 - grow;
  r[5] = y0;
  r[6] = x1 + grow;
  r[7] = y1;
  if (clipSegmentRectIn(r, part)) {
    lo = part.lo;
    hi = part.hi;
  }
  r[4] = x0;
  r[5] = y0 - grow;
  r[6] = x1;
  r[7] = y1 + grow;
  if (clipSegmentRectIn(r, part)) {
    if (part.lo < lo) lo = part.lo;
    if (part.hi > hi) hi = part.hi;
  }
  const d = segmentArgs(DISK, ax, ay, bx, by);
  d[6] = grow;
  for (let k = 0; k < 4; k++) {
    d[4] = (k & 1) === 0 ? x0 : x1;
    d[5] = (k & 2) === 0 ? y0 : y1;
    if (clipSegmentCircleIn(d, part)) {
      if (part.lo < lo) lo = part.lo;
      if (part.hi > hi) hi = part.hi;
    }
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
