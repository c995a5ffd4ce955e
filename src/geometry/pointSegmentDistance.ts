/**
 * The distance in inches from point (px, py) to the segment from (ax, ay) to (bx, by): the shotgun
 * template's "within one inch of an imaginary line", a figure standing in another's line of fire, a shot
 * passing close by a corner. A zero-length segment is its one point. Allocates nothing.
 *
 * @example pointSegmentDistance(1, 1, 0, 0, 4, 0) === 1
 */
export function pointSegmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return Math.sqrt(ex * ex + ey * ey);
}
