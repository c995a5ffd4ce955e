/**
 * How far the point (px, py) lies from a shotgun barrel's blast line: the line from the firer (fx, fy)
 * through the marker spot (mx, my), running on beyond the spot (`segment` false) or ending at it (`segment`
 * true; see shotgun-line-beyond-spot). A point level with or behind the firer is never in the blast
 * (Infinity): the shot goes forward, so a friend at the firer's shoulder is not hit. Allocates nothing.
 *
 * @example blastLineDistance(0, 0, 12, 0, 20, 1, false) === 1 // on beyond the spot
 * @example blastLineDistance(0, 0, 12, 0, 20, 1, true) === Math.hypot(8, 1) // the segment ends at the spot
 */
export function blastLineDistance(
  fx: number,
  fy: number,
  mx: number,
  my: number,
  px: number,
  py: number,
  segment: boolean,
): number {
  const lx = mx - fx;
  const ly = my - fy;
  const len = Math.sqrt(lx * lx + ly * ly);
  const dx = px - fx;
  const dy = py - fy;
  const along = (dx * lx + dy * ly) / len;
  if (!(along > 0)) return Infinity;
  if (segment && along > len) {
    const ex = px - mx;
    const ey = py - my;
    return Math.sqrt(ex * ex + ey * ey);
  }
  return Math.abs(dx * ly - dy * lx) / len;
}
