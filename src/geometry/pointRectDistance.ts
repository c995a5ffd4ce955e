/**
 * The distance in inches from (px, py) to the closed rectangle [x0, x1] x [y0, y1]: 0 on or inside it. How
 * close a figure's base centre stands to a building or a pile of crates. Allocates nothing.
 *
 * @example pointRectDistance(5, 0, 0, 0, 2, 2) === 3
 */
export function pointRectDistance(
  px: number,
  py: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const dx = px < x0 ? x0 - px : px > x1 ? px - x1 : 0;
  const dy = py < y0 ? y0 - py : py > y1 ? py - y1 : 0;
  return dx === 0 ? dy : dy === 0 ? dx : Math.sqrt(dx * dx + dy * dy);
}
