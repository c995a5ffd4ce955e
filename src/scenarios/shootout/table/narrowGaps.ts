import { distance } from '../../../geometry/distance.ts';
import { segmentsCross } from '../../../geometry/segmentsCross.ts';
import { baseFits } from './baseFits.ts';
import { ROUTE_KEPT, ROUTE_OFF, routeCandidates } from './routeCandidates.ts';
import type { TablePieces } from './TablePieces.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

const BASE = TABLE_MEASURES.baseRadius;
const OFF = ROUTE_OFF;
/** The table's edges as the `b` of a gap: west (x = 0), east, north (y = 0), south. */
export const EDGE = { west: -1, east: -2, north: -3, south: -4 } as const;

/**
 * A gap between two impassable pieces (or a piece and the table's edge) that a base can pass through but
 * where the route points off the pieces' corners do not lead through: see {@link narrowGaps}.
 *
 * @example const alley: NarrowGap = { a: 0, b: 1, width: 1.2, x: [9.55, 30.45], y: [15, 15] };
 */
export interface NarrowGap {
  /** The pieces either side, indices into the table file's pieces; `b` an EDGE code for the table's edge. */
  readonly a: number;
  readonly b: number;
  /** Inches between them at the narrowest. */
  readonly width: number;
  /** The route points placed in it: one in a short gap, one at either end of a long one. */
  readonly x: readonly number[];
  readonly y: readonly number[];
}

/** An impassable piece as a core (a rectangle's four corners, a wall's two ends or a disk's centre) and a thickness. */
interface Solid {
  readonly piece: number;
  readonly vx: readonly number[];
  readonly vy: readonly number[];
  readonly r: number;
}

function solidsOf(t: TablePieces): Solid[] {
  const out: Solid[] = [];
  for (const s of [t.buildings, t.blocks])
    for (let i = 0; i < s.count; i++) {
      const [x0, y0, x1, y1] = [s.x0[i]!, s.y0[i]!, s.x1[i]!, s.y1[i]!];
      out.push({ piece: s.piece[i]!, vx: [x0, x1, x1, x0], vy: [y0, y0, y1, y1], r: 0 });
    }
  const w = t.walls;
  for (let i = 0; i < w.count; i++)
    out.push({ piece: w.piece[i]!, vx: [w.ax[i]!, w.bx[i]!], vy: [w.ay[i]!, w.by[i]!], r: w.half[i]! });
  for (const d of [t.rocks, t.trees])
    for (let i = 0; i < d.count; i++)
      out.push({ piece: d.piece[i]!, vx: [d.cx[i]!], vy: [d.cy[i]!], r: d.r[i]! });
  return out;
}

/** The point of a solid's core nearest (px, py). */
function nearest(s: Solid, px: number, py: number): [number, number] {
  const { vx, vy } = s;
  if (vx.length === 4) {
    const x = px < vx[0]! ? vx[0]! : px > vx[1]! ? vx[1]! : px;
    const y = py < vy[0]! ? vy[0]! : py > vy[2]! ? vy[2]! : py;
    return [x, y];
  }
  if (vx.length === 1) return [vx[0]!, vy[0]!];
  const dx = vx[1]! - vx[0]!;
  const dy = vy[1]! - vy[0]!;
  const len2 = dx * dx + dy * dy;
  let k = len2 > 0 ? ((px - vx[0]!) * dx + (py - vy[0]!) * dy) / len2 : 0;
  k = k < 0 ? 0 : k > 1 ? 1 : k;
  return [vx[0]! + k * dx, vy[0]! + k * dy];
}

/** Inches from (px, py) to a solid's outline (0 or less inside it). */
function clearance(s: Solid, px: number, py: number): number {
  const [x, y] = nearest(s, px, py);
  return distance(px - x, py - y) - s.r;
}

/** Whether the cores of two solids meet: a corner of one in the other, or their sides crossing. */
function coresMeet(a: Solid, b: Solid): boolean {
  for (const [p, q] of [
    [a, b],
    [b, a],
  ] as const)
    for (let i = 0; i < p.vx.length; i++) {
      const [x, y] = nearest(q, p.vx[i]!, p.vy[i]!);
      if (x === p.vx[i] && y === p.vy[i]) return true;
    }
  const sides = (s: Solid): number => (s.vx.length === 4 ? 4 : s.vx.length - 1);
  for (let i = 0; i < sides(a); i++)
    for (let j = 0; j < sides(b); j++) {
      const i1 = (i + 1) % a.vx.length;
      const j1 = (j + 1) % b.vx.length;
      if (segmentsCross(a.vx[i]!, a.vy[i]!, a.vx[i1]!, a.vy[i1]!, b.vx[j]!, b.vy[j]!, b.vx[j1]!, b.vy[j1]!))
        return true;
    }
  return false;
}

/**
 * The nearest points of two solids' cores that do not meet, as [ax, ay, bx, by]: between convex shapes
 * apart, one end of the shortest line is a corner (or end, or centre) of one of them.
 */
function nearestPair(a: Solid, b: Solid): [number, number, number, number] {
  let best = Infinity;
  let pair: [number, number, number, number] = [0, 0, 0, 0];
  for (const [p, q, flip] of [
    [a, b, false],
    [b, a, true],
  ] as const)
    for (let i = 0; i < p.vx.length; i++) {
      const [x, y] = nearest(q, p.vx[i]!, p.vy[i]!);
      const d = distance(x - p.vx[i]!, y - p.vy[i]!);
      if (d >= best) continue;
      best = d;
      pair = flip ? [x, y, p.vx[i]!, p.vy[i]!] : [p.vx[i]!, p.vy[i]!, x, y];
    }
  return pair;
}

/**
 * How far along the ray from (mx, my) in direction (ux, uy) until `clear` holds, to within 1e-9 inches.
 * `clear` must hold from some point on and ever after, as "at least OFF from a convex piece" does: the
 * points nearer the piece than that make one stretch of any line.
 */
function reach(
  clear: (x: number, y: number) => boolean,
  mx: number,
  my: number,
  ux: number,
  uy: number,
): number {
  if (clear(mx, my)) return 0;
  let lo = 0;
  let hi = 1;
  while (!clear(mx + hi * ux, my + hi * uy)) {
    lo = hi;
    hi *= 2;
  }
  while (hi - lo > 1e-9) {
    const mid = (lo + hi) / 2;
    if (clear(mx + mid * ux, my + mid * uy)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Which of the table's edges (EDGE codes) (x, y) lies beyond. */
function beyond(t: TablePieces, x: number, y: number): number[] {
  const out: number[] = [];
  if (x < 0) out.push(EDGE.west);
  if (x > t.width) out.push(EDGE.east);
  if (y < 0) out.push(EDGE.north);
  if (y > t.depth) out.push(EDGE.south);
  return out;
}

/**
 * The gaps of a table that a base passes through but its corner route points do not lead through, with the
 * route points that do: buildNavGraph adds them to the graph. A gap between two impassable pieces is narrow
 * when a base fits through it (its width at least a base, two radii) and either no route point could stand
 * in it ({@link ROUTE_OFF} off both sides: under 1.5") or a corner's route point near it was dropped for
 * standing too near the other piece; a gap between a piece and the table's edge (where a base needs only a
 * radius clear of the piece, its centre on the table) when a corner's point near it fell off the table. Its
 * points lie on the gap's midline, through the middle of its narrowest place (across the shortest line
 * between the two), at either end of the passage: where the midline comes ROUTE_OFF clear of either side.
 * One point where two corners face each other, two along an alley; an end on a third piece or off the table
 * moves to the gap's middle, and a gap whose middle is taken has none. Whether a base walks from one end to
 * the other is the graph's to find (walkable). Exact and deterministic; run once, when the table is compiled.
 *
 * @example narrowGaps(loadTable('main-street'))[0] // the saloon's corner and the crates by it, 1.17" apart
 */
export function narrowGaps(t: TablePieces): NarrowGap[] {
  const solids = solidsOf(t);
  // Pairs (and piece-edge pairs) where a corner's route point was dropped: the one beside or beyond it.
  const crowded = new Set<string>();
  const key = (p: number, q: number): string => (p < q ? `${p},${q}` : `${q},${p}`);
  const cands = routeCandidates(t);
  for (let k = 0; k < cands.x.length; k++) {
    const x = cands.x[k]!;
    const y = cands.y[k]!;
    const own = cands.piece[k]!;
    for (const e of beyond(t, x, y)) crowded.add(key(own, e));
    // Dropped as buildNavGraph drops it (baseFits, with its margin), for standing too near piece s.
    for (const s of solids)
      if (s.piece !== own && clearance(s, x, y) < ROUTE_KEPT - 1e-3) crowded.add(key(own, s.piece));
  }

  const gaps: NarrowGap[] = [];
  /**
   * The gap across the shortest line from (px, py) on a's core to b (a piece, or an edge when `other` is
   * null) in direction (nx, ny), `width` wide: its route points, when a base fits in it.
   */
  const place = (
    a: Solid,
    b: number,
    other: Solid | null,
    px: number,
    py: number,
    nx: number,
    ny: number,
    width: number,
  ): void => {
    // Where a base's centre may stand across the gap: a radius off a piece; on the table at an edge.
    const near = BASE;
    const far = width - (other ? BASE : 0);
    const mid = a.r + (near + far) / 2;
    const mx = px + nx * mid;
    const my = py + ny * mid;
    if (!baseFits(t, mx, my)) return;
    // The passage ends where the midline comes ROUTE_OFF clear of either side: from there a base walks
    // away from the other as from any piece.
    const clear = (x: number, y: number): boolean =>
      clearance(a, x, y) >= OFF || (other !== null && clearance(other, x, y) >= OFF);
    const xs: number[] = [];
    const ys: number[] = [];
    for (const s of [-1, 1]) {
      const ux = -ny * s;
      const uy = nx * s;
      const along = reach(clear, mx, my, ux, uy);
      let ex = mx + ux * along;
      let ey = my + uy * along;
      // An end on another piece or off the table: the gap's middle stands for it.
      if (!baseFits(t, ex, ey)) {
        ex = mx;
        ey = my;
      }
      if (xs.length > 0 && distance(ex - xs[0]!, ey - ys[0]!) < 1e-9) continue;
      xs.push(ex);
      ys.push(ey);
    }
    gaps.push({ a: a.piece, b, width, x: xs, y: ys });
  };

  for (let i = 0; i < solids.length; i++) {
    const a = solids[i]!;
    for (let j = i + 1; j < solids.length; j++) {
      const b = solids[j]!;
      if (coresMeet(a, b)) continue;
      const [ax, ay, bx, by] = nearestPair(a, b);
      const d = distance(bx - ax, by - ay);
      const width = d - a.r - b.r;
      // A base passes a gap of two radii less the hair moveToward allows (1e-6 a side).
      if (width < 2 * BASE - 1e-9 || (width >= 2 * OFF && !crowded.has(key(a.piece, b.piece)))) continue;
      place(a, b.piece, b, ax, ay, (bx - ax) / d, (by - ay) / d, width);
    }
    // The table's edges: the corner of a's core nearest each, and the way to it.
    for (const [edge, nx, ny] of [
      [EDGE.west, -1, 0],
      [EDGE.east, 1, 0],
      [EDGE.north, 0, -1],
      [EDGE.south, 0, 1],
    ] as const) {
      if (!crowded.has(key(a.piece, edge))) continue;
      let width = Infinity;
      let k = 0;
      for (let v = 0; v < a.vx.length; v++) {
        const x = a.vx[v]!;
        const y = a.vy[v]!;
        const w = (nx < 0 ? x : nx > 0 ? t.width - x : ny < 0 ? y : t.depth - y) - a.r;
        if (w < width) {
          width = w;
          k = v;
        }
      }
      if (width >= BASE - 1e-9) place(a, edge, null, a.vx[k]!, a.vy[k]!, nx, ny, width);
    }
  }
  return gaps;
}
