import { distance } from '../../../geometry/distance.ts';
import { pointRectDistance } from '../../../geometry/pointRectDistance.ts';
import { pointSegmentDistance } from '../../../geometry/pointSegmentDistance.ts';
import type { TablePieces } from './TablePieces.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

/**
 * Whether a base centred at (x, y) is on the table and at least `clearance` inches (a base radius by
 * default) from every impassable piece: buildings, crates and wagons, walls and fences, rocks and trees.
 * For building the table's precomputed places (cover spots, route points), not for the hot path.
 *
 * @example baseFits(table, 24, 15) // the middle of the main street
 */
export function baseFits(
  t: TablePieces,
  x: number,
  y: number,
  clearance: number = TABLE_MEASURES.baseRadius,
): boolean {
  if (x < 0 || x > t.width || y < 0 || y > t.depth) return false;
  const need = clearance - 1e-3;
  for (const r of [t.buildings, t.blocks])
    for (let i = 0; i < r.count; i++)
      if (pointRectDistance(x, y, r.x0[i]!, r.y0[i]!, r.x1[i]!, r.y1[i]!) < need) return false;
  const w = t.walls;
  for (let i = 0; i < w.count; i++)
    if (pointSegmentDistance(x, y, w.ax[i]!, w.ay[i]!, w.bx[i]!, w.by[i]!) - w.half[i]! < need) return false;
  for (const d of [t.rocks, t.trees])
    for (let i = 0; i < d.count; i++) if (distance(x - d.cx[i]!, y - d.cy[i]!) - d.r[i]! < need) return false;
  return true;
}
