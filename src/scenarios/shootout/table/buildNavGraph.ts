import { distance } from '../../../geometry/distance.ts';
import { baseFits } from './baseFits.ts';
import { moveToward } from './moveToward.ts';
import { newMoveResult, STOP } from './MoveResult.ts';
import { NavGraph } from './NavGraph.ts';
import type { Table } from './Table.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

const BASE = TABLE_MEASURES.baseRadius;
/** Route points stand this far off a piece: a base radius and a margin, so a move along them clears it. */
const OFF = BASE + 0.25;
/** Two route points nearer than this are one. */
const SAME = 0.25;
/** The grid has at most about this many cells (1" cells on tables up to about 6' x 4'). */
const MAX_CELLS = 4096;

const scratch = newMoveResult();

/** Whether a base walks straight from (ax, ay) to (bx, by): no impassable piece or edge in the way. */
export function walkable(t: Table, ax: number, ay: number, bx: number, by: number): boolean {
  // No limit on the inches: the move's own length decides (a limit worked out apart may differ in its last bit).
  return moveToward(t, ax, ay, bx, by, Infinity, scratch, false).stop === STOP.target;
}

/** Candidate route points: off every corner of a building, crates or wagon, round walls' ends, rocks and trees. */
function candidates(t: Table): number[] {
  const pts: number[] = [];
  for (const r of [t.buildings, t.blocks])
    for (let i = 0; i < r.count; i++)
      for (let k = 0; k < 4; k++)
        pts.push(
          (k & 1) === 0 ? r.x0[i]! - OFF : r.x1[i]! + OFF,
          (k & 2) === 0 ? r.y0[i]! - OFF : r.y1[i]! + OFF,
        );
  const w = t.walls;
  for (let i = 0; i < w.count; i++) {
    const dx = w.bx[i]! - w.ax[i]!;
    const dy = w.by[i]! - w.ay[i]!;
    const len = distance(dx, dy);
    const ux = dx / len;
    const uy = dy / len;
    const o = w.half[i]! + OFF;
    for (const [px, py, s] of [
      [w.ax[i]!, w.ay[i]!, -1],
      [w.bx[i]!, w.by[i]!, 1],
    ] as const)
      for (const side of [-1, 1]) pts.push(px + s * ux * o - side * uy * o, py + s * uy * o + side * ux * o);
  }
  for (const d of [t.rocks, t.trees])
    for (let i = 0; i < d.count; i++) {
      // An octagon whose sides clear the disk by OFF.
      const r = (d.r[i]! + OFF) / Math.cos(Math.PI / 8);
      for (let k = 0; k < 8; k++)
        pts.push(d.cx[i]! + r * Math.cos((k * Math.PI) / 4), d.cy[i]! + r * Math.sin((k * Math.PI) / 4));
    }
  return pts;
}

/**
 * Builds a table's {@link NavGraph}: route points off every corner and end of the impassable pieces (on
 * the table, clear of everything), the walkable straight lines between them, all shortest ways between
 * them (Floyd-Warshall: tables have tens of points), and every point's shortest way to each cell of the
 * grid (through the points walkable from the cell's centre). Run once, when the table is compiled; a table
 * with nothing impassable has no points, and every route is the straight line.
 *
 * @example buildNavGraph(table).count
 */
export function buildNavGraph(t: Table): NavGraph {
  const raw = candidates(t);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let k = 0; k < raw.length; k += 2) {
    const x = raw[k]!;
    const y = raw[k + 1]!;
    if (!baseFits(t, x, y, OFF - 0.05)) continue;
    if (xs.some((ox, i) => distance(ox - x, ys[i]! - y) < SAME)) continue;
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
