import { clipSegmentCircle } from './clipSegmentCircle.ts';
import { clipSegmentRect } from './clipSegmentRect.ts';
import { newInterval, type Interval } from './Interval.ts';

const part = newInterval();

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
  if (grow <= 0) return clipSegmentRect(ax, ay, bx, by, x0 - grow, y0 - grow, x1 + grow, y1 + grow, out);
  let lo = 2;
  let hi = -1;
  if (clipSegmentRect(ax, ay, bx, by, x0 - grow, y0, x1 + grow, y1, part)) {
    lo = part.lo;
    hi = part.hi;
  }
  if (clipSegmentRect(ax, ay, bx, by, x0, y0 - grow, x1, y1 + grow, part)) {
    if (part.lo < lo) lo = part.lo;
    if (part.hi > hi) hi = part.hi;
  }
  for (let k = 0; k < 4; k++) {
    const cx = (k & 1) === 0 ? x0 : x1;
    const cy = (k & 2) === 0 ? y0 : y1;
    if (clipSegmentCircle(ax, ay, bx, by, cx, cy, grow, part)) {
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
