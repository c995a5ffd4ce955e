import { clipSegmentCapsuleIn } from '../../../geometry/clipSegmentCapsule.ts';
import { clipSegmentCircleIn } from '../../../geometry/clipSegmentCircle.ts';
import { clipSegmentRectIn } from '../../../geometry/clipSegmentRect.ts';
import { clipSegmentRoundedRectIn } from '../../../geometry/clipSegmentRoundedRect.ts';
import { newInterval } from '../../../geometry/Interval.ts';
import { pointRectDistance } from '../../../geometry/pointRectDistance.ts';
import { pointSegmentDistance } from '../../../geometry/pointSegmentDistance.ts';
import { segmentArgs } from '../../../geometry/segmentArgs.ts';
import { AREA, OUTLINE } from './AreaSet.ts';
import type { DiskSet } from './DiskSet.ts';
import { STOP, type MoveResult, type StopCode } from './MoveResult.ts';
import type { RectSet } from './RectSet.ts';
import type { SegmentSet } from './SegmentSet.ts';
import type { TablePieces } from './TablePieces.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

const part = newInterval();
/** A figure stops this far short of what stops him, so that he stands clear of it, not on its edge. */
const EPS = 1e-6;
const BASE = TABLE_MEASURES.baseRadius;

/**
 * The scratch state of one move: how far it may go, why it stops there, what stopped it, and the box of the
 * path widened by a base radius (pieces outside it cannot stop the move).
 */
const plan = { limit: 0, stop: STOP.target as StopCode, piece: -1, minX: 0, minY: 0, maxX: 0, maxY: 0 };

/**
 * The path (x, y, ex, ey, len, and its unit vector ux, uy) and the clips' arguments, in arrays: numbers handed one by one to a call
 * the compiler does not inline are boxed on the heap, numbers in a Float64Array are not.
 */
const PATH = new Float64Array(7);
const RECT = new Float64Array(8);
const DISK = new Float64Array(7);
const ROUND = new Float64Array(9);
const CAPSULE = new Float64Array(9);

/** Puts the path's segment at the head of a clip's arguments. */
function fromPath(args: Float64Array): Float64Array {
  return segmentArgs(args, PATH[0]!, PATH[1]!, PATH[2]!, PATH[3]!);
}

/** Whether a box meets the path's box. */
function onPath(minX: number, minY: number, maxX: number, maxY: number): boolean {
  return minX <= plan.maxX && maxX >= plan.minX && minY <= plan.maxY && maxY >= plan.minY;
}

function cut(s: number, stop: StopCode, piece: number): void {
  if (s >= plan.limit) return;
  plan.limit = s;
  plan.stop = stop;
  plan.piece = piece;
}

/**
 * How far a base's centre may come to an obstacle `d0` away: a base's width, or, for one that starts nearer
 * (at a door, against a wall), no nearer than it starts, so that it can step away or along but not in.
 */
function clearance(d0: number): number {
  return (d0 < BASE ? d0 : BASE) - EPS;
}

/**
 * A straight-line move from (x, y) towards (tx, ty) of at most `maxInches`, written into `out` (see
 * {@link MoveResult}). 000 ACTIONS: "must move in a straight line, making no further turns other than
 * detours of up to an inch to avoid obstacles and other characters"; detours are the caller's (try another
 * heading), and figures are the caller's too. The move ends at the first of:
 * - the point (tx, ty) itself (`target`) or `maxInches` (`distance`);
 * - where the base would come within its radius of an impassable piece (buildings, walls, fences, crates,
 *   wagons, rocks, trees): `obstacle`. A base already nearer than that (at a door) may move away or along,
 *   never closer; a figure placed inside a piece may leave it;
 * - the table's edge: the centre stays on the table (`edge`);
 * - woods or scrub it was not wholly inside at the start, at the point its whole base is inside (000 COMBAT
 *   IN THE GREAT OUTDOORS: "Characters choosing to enter terrain pieces halt immediately their entire base
 *   is within the terrain"): `terrain`; unless `stopAtTerrain` is false (a route's question: can a base
 *   get through at all?).
 * Allocates nothing.
 *
 * @example moveToward(table, 2, 5, 20, 5, 9, out); out.inches === 9 && out.stop === STOP.distance
 */
export function moveToward(
  t: TablePieces,
  x: number,
  y: number,
  tx: number,
  ty: number,
  maxInches: number,
  out: MoveResult,
  stopAtTerrain = true,
): MoveResult {
  const args = segmentArgs(MOVE, x, y, tx, ty);
  args[4] = maxInches;
  return moveTowardIn(t, args, out, stopAtTerrain);
}

/** The scalar form's arguments, passed on to the array form. */
const MOVE = new Float64Array(5);

/**
 * {@link moveToward} with its five numbers in `args`: x, y, tx, ty, maxInches. The scalar form is small
 * enough for the compiler to inline into its callers, this one is not: handed over in an array, the numbers
 * are not boxed on the way.
 *
 * @example args.set([2, 5, 20, 5, 9]); moveTowardIn(table, args, out, true).stop === STOP.distance
 */
export function moveTowardIn(
  t: TablePieces,
  args: Float64Array,
  out: MoveResult,
  stopAtTerrain: boolean,
): MoveResult {
  const x = args[0]!;
  const y = args[1]!;
  const tx = args[2]!;
  const ty = args[3]!;
  const maxInches = args[4]!;
  const dx = tx - x;
  const dy = ty - y;
  const dist = Math.sqrt(dx * dx + dy * dy);
  out.x = x;
  out.y = y;
  out.inches = 0;
  out.piece = -1;
  if (dist <= EPS || maxInches <= 0) {
    out.stop = dist <= EPS ? STOP.target : STOP.distance;
    return out;
  }
  const len = maxInches < dist ? maxInches : dist;
  plan.limit = len;
  plan.stop = maxInches < dist ? STOP.distance : STOP.target;
  plan.piece = -1;
  const ux = dx / dist;
  const uy = dy / dist;
  const ex = x + ux * len;
  const ey = y + uy * len;
  plan.minX = (x < ex ? x : ex) - BASE;
  plan.maxX = (x < ex ? ex : x) + BASE;
  plan.minY = (y < ey ? y : ey) - BASE;
  plan.maxY = (y < ey ? ey : y) + BASE;
  PATH[0] = x;
  PATH[1] = y;
  PATH[2] = ex;
  PATH[3] = ey;
  PATH[4] = len;
  PATH[5] = ux;
  PATH[6] = uy;

  if (x >= 0 && x <= t.width && y >= 0 && y <= t.depth) {
    const edge = fromPath(RECT);
    edge[4] = 0;
    edge[5] = 0;
    edge[6] = t.width;
    edge[7] = t.depth;
    if (clipSegmentRectIn(edge, part) && part.hi < 1) cut(part.hi * len, STOP.edge, -1);
  }

  rects(t.buildings);
  rects(t.blocks);
  walls(t.walls);
  disks(t.rocks);
  disks(t.trees);

  const a = t.areas;
  for (let i = 0; stopAtTerrain && i < a.count; i++) {
    if (a.kind[i] === AREA.concealment || !onPath(a.minX[i]!, a.minY[i]!, a.maxX[i]!, a.maxY[i]!)) continue;
    if (a.contains(i, x, y, BASE)) continue;
    const disk = a.outline[i] === OUTLINE.disk;
    // Where the whole base is inside: the centre inside the outline shrunk by a base radius.
    if (disk ? a.c[i]! <= BASE : a.c[i]! - a.a[i]! <= 2 * BASE || a.d[i]! - a.b[i]! <= 2 * BASE) continue;
    let hit: boolean;
    if (disk) {
      const c = fromPath(DISK);
      c[4] = a.a[i]!;
      c[5] = a.b[i]!;
      c[6] = a.c[i]! - BASE;
      hit = clipSegmentCircleIn(c, part);
    } else {
      const c = fromPath(RECT);
      c[4] = a.a[i]! + BASE;
      c[5] = a.b[i]! + BASE;
      c[6] = a.c[i]! - BASE;
      c[7] = a.d[i]! - BASE;
      hit = clipSegmentRectIn(c, part);
    }
    if (hit) cut(part.lo * len, STOP.terrain, a.piece[i]!);
  }

  const s = plan.limit > 0 ? plan.limit : 0;
  out.x = x + ux * s;
  out.y = y + uy * s;
  out.inches = s;
  out.stop = plan.stop;
  out.piece = plan.piece;
  return out;
}

function rects(r: RectSet): void {
  const x = PATH[0]!;
  const y = PATH[1]!;
  const ex = PATH[2]!;
  const ey = PATH[3]!;
  const len = PATH[4]!;
  // The path's unit normal: a rectangle whose four corners lie more than a base radius to one side of the
  // path's line is farther than any clearance from it, so the clip below would find nothing (a cheap sift).
  const nx = (y - ey) / len;
  const ny = (ex - x) / len;
  for (let i = 0; i < r.count; i++) {
    const x0 = r.x0[i]!;
    const y0 = r.y0[i]!;
    const x1 = r.x1[i]!;
    const y1 = r.y1[i]!;
    if (!onPath(x0, y0, x1, y1)) continue;
    const a = (x0 - x) * nx;
    const b = (x1 - x) * nx;
    const c = (y0 - y) * ny;
    const d = (y1 - y) * ny;
    const lo = (a < b ? a : b) + (c < d ? c : d);
    const hi = (a < b ? b : a) + (c < d ? d : c);
    if (lo > BASE || hi < -BASE) continue;
    const d0 = pointRectDistance(x, y, x0, y0, x1, y1);
    if (d0 === 0 && x > x0 + EPS && x < x1 - EPS && y > y0 + EPS && y < y1 - EPS) continue;
    const round = fromPath(ROUND);
    round[4] = x0;
    round[5] = y0;
    round[6] = x1;
    round[7] = y1;
    round[8] = clearance(d0);
    if (!clipSegmentRoundedRectIn(round, part)) continue;
    if (part.hi - part.lo > EPS / len) cut(part.lo * len - EPS, STOP.obstacle, r.piece[i]!);
  }
}

function disks(d: DiskSet): void {
  const x = PATH[0]!;
  const y = PATH[1]!;
  const len = PATH[4]!;
  for (let i = 0; i < d.count; i++) {
    const cx = d.cx[i]!;
    const cy = d.cy[i]!;
    const r = d.r[i]!;
    if (!onPath(d.minX[i]!, d.minY[i]!, d.maxX[i]!, d.maxY[i]!)) continue;
    const d0 = Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - r;
    if (d0 < -EPS) continue;
    const c = fromPath(DISK);
    c[4] = cx;
    c[5] = cy;
    c[6] = r + clearance(d0 > 0 ? d0 : 0);
    if (!clipSegmentCircleIn(c, part)) continue;
    if (part.hi - part.lo > EPS / len) cut(part.lo * len - EPS, STOP.obstacle, d.piece[i]!);
  }
}

function walls(w: SegmentSet): void {
  const x = PATH[0]!;
  const y = PATH[1]!;
  const len = PATH[4]!;
  // The path's unit normal, for the same sift as the rectangles' (see rects): a wall whose two ends lie
  // more than its half-thickness and a base radius to one side of the path's line cannot stop it.
  const nx = -PATH[6]!;
  const ny = PATH[5]!;
  for (let i = 0; i < w.count; i++) {
    if (!onPath(w.minX[i]!, w.minY[i]!, w.maxX[i]!, w.maxY[i]!)) continue;
    const half = w.half[i]!;
    const sa = (w.ax[i]! - x) * nx + (w.ay[i]! - y) * ny;
    const sb = (w.bx[i]! - x) * nx + (w.by[i]! - y) * ny;
    if ((sa < sb ? sa : sb) > half + BASE || (sa < sb ? sb : sa) < -half - BASE) continue;
    const d0 = pointSegmentDistance(x, y, w.ax[i]!, w.ay[i]!, w.bx[i]!, w.by[i]!) - half;
    if (d0 < -EPS) continue;
    const c = fromPath(CAPSULE);
    c[4] = w.ax[i]!;
    c[5] = w.ay[i]!;
    c[6] = w.bx[i]!;
    c[7] = w.by[i]!;
    c[8] = half + clearance(d0);
    if (!clipSegmentCapsuleIn(c, part)) continue;
    if (part.hi - part.lo > EPS / len) cut(part.lo * len - EPS, STOP.obstacle, w.piece[i]!);
  }
}
