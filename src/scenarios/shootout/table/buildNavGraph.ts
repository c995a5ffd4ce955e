import { distance } from '../../../geometry/distance.ts';
import { baseFits } from './baseFits.ts';
import { moveToward } from './moveToward.ts';
import { newMoveResult, STOP } from './MoveResult.ts';
import { narrowGaps } from './narrowGaps.ts';
import { NavGraph } from './NavGraph.ts';
import { ROUTE_KEPT, routeCandidates } from './routeCandidates.ts';
import type { TablePieces } from './TablePieces.ts';

/** Two route points nearer than this are one. */
const SAME = 0.25;
/** The grid has at most about this many cells (1" cells on tables up to about 6' x 4'). */
const MAX_CELLS = 4096;

const scratch = newMoveResult();

/** Whether a base walks straight from (ax, ay) to (bx, by): no impassable piece or edge in the way. */
export function walkable(t: TablePieces, ax: number, ay: number, bx: number, by: number): boolean {
  // No limit on the inches: the move's own length decides (a limit worked out apart may differ in its last bit).
  return moveToward(t, ax, ay, bx, by, Infinity, scratch, false).stop === STOP.target;
}

/**
 * Builds a table's {@link NavGraph}: route points off every corner and end of the impassable pieces (on
 * the table, clear of everything; see routeCandidates) and in every narrow gap between them (see
 * narrowGaps), the walkable straight lines between them, all shortest ways between them (Floyd-Warshall:
 * tables have tens of points), and every point's shortest way to each cell of the grid (through the points
 * walkable from the cell's centre). Run once, when the table is compiled; a table with nothing impassable
 * has no points, and every route is the straight line.
 *
 * @example buildNavGraph(table).count
 */
export function buildNavGraph(t: TablePieces): NavGraph {
  const raw = routeCandidates(t);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let k = 0; k < raw.x.length; k++) {
    const x = raw.x[k]!;
    const y = raw.y[k]!;
    if (!baseFits(t, x, y, ROUTE_KEPT)) continue;
    if (xs.some((ox, i) => distance(ox - x, ys[i]! - y) < SAME)) continue;
    xs.push(x);
    ys.push(y);
  }
  // The narrow gaps' points after the corners' (a table without narrow gaps keeps its graph as it was), each
  // kept even beside a corner's point: that one stands off the gap's midline, where a base may not pass.
  const corners = xs.length;
  for (const gap of narrowGaps(t))
    for (let k = 0; k < gap.x.length; k++) {
      const x = gap.x[k]!;
      const y = gap.y[k]!;
      if (xs.some((ox, i) => i >= corners && distance(ox - x, ys[i]! - y) < SAME)) continue;
      xs.push(x);
      ys.push(y);
    }
  const n = xs.length;
  const between = new Float64Array(n * n).fill(Infinity);
  for (let i = 0; i < n; i++) {
    between[i * n + i] = 0;
    for (let j = i + 1; j < n; j++)
      if (walkable(t, xs[i]!, ys[i]!, xs[j]!, ys[j]!)) {
        const d = distance(xs[j]! - xs[i]!, ys[j]! - ys[i]!);
        between[i * n + j] = d;
        between[j * n + i] = d;
      }
  }
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++) {
      const ik = between[i * n + k]!;
      if (ik === Infinity) continue;
      for (let j = 0; j < n; j++) {
        const d = ik + between[k * n + j]!;
        if (d < between[i * n + j]!) between[i * n + j] = d;
      }
    }

  const cell = Math.max(1, Math.sqrt((t.width * t.depth) / MAX_CELLS));
  const cols = Math.max(1, Math.ceil(t.width / cell));
  const rows = Math.max(1, Math.ceil(t.depth / cell));
  const cells = cols * rows;
  const toCell = new Float32Array(cells * n).fill(Infinity);
  const seen: number[] = [];
  for (let c = 0; c < cells; c++) {
    if (n === 0) continue;
    const cx = Math.min(t.width, ((c % cols) + 0.5) * cell);
    const cy = Math.min(t.depth, (Math.floor(c / cols) + 0.5) * cell);
    seen.length = 0;
    for (let j = 0; j < n; j++) if (walkable(t, cx, cy, xs[j]!, ys[j]!)) seen.push(j);
    for (let i = 0; i < n; i++) {
      let best = Infinity;
      for (const j of seen) {
        const d = between[i * n + j]! + distance(xs[j]! - cx, ys[j]! - cy);
        if (d < best) best = d;
      }
      toCell[c * n + i] = best;
    }
  }
  return new NavGraph(n, Float64Array.from(xs), Float64Array.from(ys), between, cell, cols, rows, toCell);
}
