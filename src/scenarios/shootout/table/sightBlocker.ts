import { clipSegmentRect } from '../../../geometry/clipSegmentRect.ts';
import { newInterval } from '../../../geometry/Interval.ts';
import type { TablePieces } from './TablePieces.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

const part = newInterval();
/** Rounding slack: a line along a building's face is not inside it, nor is a crossing shorter than this. */
const EPS = 1e-6;

/**
 * The piece (index in the table file) of the first building that blocks the line of sight between figures
 * at (ax, ay) and (bx, by), or -1 when they can see each other. Only buildings are opaque. The line is not
 * blocked where it passes within a base radius (half an inch) of either figure: a figure at a building's
 * corner leans out past it, and so can be seen by whom he sees; the test is symmetric. Figures whose bases
 * touch always see each other. Allocates nothing.
 *
 * @example sightBlocker(table, 0, 5, 20, 5) === 3 // pieces[3], a building, stands between
 */
export function sightBlocker(t: TablePieces, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.sqrt(dx * dx + dy * dy);
  const r = TABLE_MEASURES.baseRadius;
  if (len <= 2 * r) return -1;
  const from = r / len;
  const to = 1 - from;
  const minX = ax < bx ? ax : bx;
  const maxX = ax < bx ? bx : ax;
  const minY = ay < by ? ay : by;
  const maxY = ay < by ? by : ay;
  const b = t.buildings;
  const x0 = b.x0;
  const y0 = b.y0;
  const x1 = b.x1;
  const y1 = b.y1;
  for (let i = 0; i < b.count; i++) {
    if (x0[i]! > maxX || x1[i]! < minX || y0[i]! > maxY || y1[i]! < minY) continue;
    if (!clipSegmentRect(ax, ay, bx, by, x0[i]! + EPS, y0[i]! + EPS, x1[i]! - EPS, y1[i]! - EPS, part))
      continue;
    const lo = part.lo > from ? part.lo : from;
    const hi = part.hi < to ? part.hi : to;
    if ((hi - lo) * len > EPS) return b.piece[i]!;
  }
  return -1;
}
