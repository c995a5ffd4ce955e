import { distance } from '../../../geometry/distance.ts';
import { walkable } from './buildNavGraph.ts';
import type { NavGraph } from './NavGraph.ts';
import type { TablePieces } from './TablePieces.ts';

/** A route point this near the figure is where he stands: heading for it would not move him. */
const AT_POINT = 0.3;

/** The point to head for next, as routeToward writes it. */
export interface Waypoint {
  x: number;
  y: number;
}

/** The cheapest route point not yet tried (by `cost`, Infinity when tried or useless), or -1. */
function cheapest(cost: Float64Array, n: number): number {
  let best = -1;
  let bestCost = Infinity;
  for (let i = 0; i < n; i++)
    if (cost[i]! < bestCost) {
      bestCost = cost[i]!;
      best = i;
    }
  return best;
}

/**
 * Where a figure at (x, y) heading for (tx, ty) should move straight to now: (tx, ty) itself when a base
 * walks there in a straight line, else the first route point of the shortest way round the impassable
 * pieces (see NavGraph): the route points are tried cheapest first (the straight walk to the point, then
 * its way on), each checked walkable from where he stands. When there is no way round, (tx, ty) itself.
 * Returns whether the point written is (tx, ty). Allocates nothing.
 *
 * @example routeToward(table, table.nav, 6, 15, 40, 5, way) // round the livery stable, by its corner
 */
export function routeToward(
  t: TablePieces,
  nav: NavGraph,
  x: number,
  y: number,
  tx: number,
  ty: number,
  out: Waypoint,
): boolean {
  out.x = tx;
  out.y = ty;
  if (walkable(t, x, y, tx, ty)) return true;
  if (nav.count === 0) return true;
  const c = nav.cellOf(tx, ty);
  const n = nav.count;
  // Each point's cost: the straight walk to it and its way on to the cell of (tx, ty).
  const cost = nav.cost;
  for (let i = 0; i < n; i++) {
    const d = distance(nav.x[i]! - x, nav.y[i]! - y);
    cost[i] = d < AT_POINT ? Infinity : d + nav.toCell[c * n + i]!;
  }
  for (;;) {
    const i = cheapest(cost, n);
    if (i < 0) return true;
    cost[i] = Infinity;
    if (!walkable(t, x, y, nav.x[i]!, nav.y[i]!)) continue;
    out.x = nav.x[i]!;
    out.y = nav.y[i]!;
    return false;
  }
}
