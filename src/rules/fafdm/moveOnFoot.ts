import { distance } from '../../geometry/distance.ts';
import { clipSegmentRect } from '../../geometry/clipSegmentRect.ts';
import type { Interval } from '../../geometry/Interval.ts';
import type { FafdmFigure } from './FafdmFigure.ts';
import type { SkirmishTable } from './skirmishTable.ts';
import { FREE_ROTATION_DEGREES } from './tables/footMovement.ts';

/** A mover stops this far short of a piece in his way. */
const STOP_SHORT_U = 0.5;
/** A detour shorter than this is no move. */
const MIN_STEP_U = 0.5;
/** Turns tried, in degrees either side, when the straight way is blocked. */
const DETOURS = [0, 30, -30, 60, -60, 90, -90] as const;

/**
 * Moves a figure on foot (001 3.1) up to `maxU` towards (tx, ty): "a free rotation of up to 90°" towards
 * the way he goes (his new facing), then forward or sideways. The cover pieces are in his way (he stops
 * half a U short of one) and the table's edges hold him; where the straight way is blocked he takes the
 * detour (up to 90 degrees off) that ends nearest, sideways along a wall if need be. Returns the U moved.
 *
 * @example moveOnFoot(guard, 10, 12, 5, TOWN_EDGE, part) === 5
 */
export function moveOnFoot(
  fig: FafdmFigure,
  tx: number,
  ty: number,
  maxU: number,
  table: SkirmishTable,
  part: Interval,
): number {
  const dx = tx - fig.x;
  const dy = ty - fig.y;
  const d = distance(dx, dy);
  if (d === 0 || maxU <= 0) return 0;
  const base = Math.atan2(dy, dx);
  let bestX = fig.x;
  let bestY = fig.y;
  let bestLeft = Infinity;
  for (const turn of DETOURS) {
    const a = base + (turn * Math.PI) / 180;
    let len = Math.min(maxU, d);
    const ex = fig.x + Math.cos(a) * len;
    const ey = fig.y + Math.sin(a) * len;
    const full = len;
    for (const p of table.pieces)
      // A way that only touches a piece (leaving the one he stands against) is not blocked by it.
      if (
        clipSegmentRect(fig.x, fig.y, ex, ey, p.x0, p.y0, p.x1, p.y1, part) &&
        (part.hi - part.lo) * full > 1e-6
      )
        len = Math.min(len, Math.max(0, part.lo * full - STOP_SHORT_U));
    const x = Math.min(Math.max(fig.x + Math.cos(a) * len, 0), table.width);
    const y = Math.min(Math.max(fig.y + Math.sin(a) * len, 0), table.depth);
    const left = distance(tx - x, ty - y);
    // The way that ends nearest, even if no nearer than he stands: going round a wall starts sideways.
    if (distance(x - fig.x, y - fig.y) >= MIN_STEP_U && left < bestLeft - 1e-9) {
      bestLeft = left;
      bestX = x;
      bestY = y;
    }
    if (turn === 0 && len >= Math.min(maxU, d) - 1e-9) break;
  }
  const moved = distance(bestX - fig.x, bestY - fig.y);
  if (moved > 0) {
    fig.facing = turnTowards(fig.facing, (Math.atan2(bestY - fig.y, bestX - fig.x) * 180) / Math.PI);
    fig.x = bestX;
    fig.y = bestY;
  }
  return moved;
}

/** The facing after 3.1's free rotation of at most 90 degrees towards `heading` (degrees). */
export function turnTowards(facing: number, heading: number): number {
  let delta = ((((heading - facing) % 360) + 540) % 360) - 180;
  if (delta > FREE_ROTATION_DEGREES) delta = FREE_ROTATION_DEGREES;
  if (delta < -FREE_ROTATION_DEGREES) delta = -FREE_ROTATION_DEGREES;
  return (((facing + delta) % 360) + 360) % 360;
}
