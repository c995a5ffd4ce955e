import { clipSegmentCapsuleIn } from '../../../geometry/clipSegmentCapsule.ts';
import { clipSegmentCircleIn } from '../../../geometry/clipSegmentCircle.ts';
import { clipSegmentRectIn } from '../../../geometry/clipSegmentRect.ts';
import { newInterval } from '../../../geometry/Interval.ts';
import { segmentArgs } from '../../../geometry/segmentArgs.ts';
import { MATERIAL, type MaterialCode } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import { COVER_SHAPE, type CoverShapeCode } from '../../../rules/rwnn/cover/CoverShape.ts';
import { AREA, OUTLINE } from './AreaSet.ts';
import type { CoverReport } from './CoverReport.ts';
import type { TablePieces } from './TablePieces.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

const part = newInterval();
const EPS = 1e-6;
const BASE = TABLE_MEASURES.baseRadius;
const SHOOTER = TABLE_MEASURES.shooterReach;
/** How much each shape protects, by COVER_SHAPE code: none 0, wall 2, corner 1, full 3 (a wall hides the chest too). */
const SHAPE_RANK = Uint8Array.of(0, 2, 1, 3);

/**
 * The line of one query and the boxes its pieces are sifted by: the whole line's (sight, woods) and the
 * part near the target's (cover near him). One per module: queries are not re-entrant and never overlap.
 */
const q = {
  sx: 0,
  sy: 0,
  tx: 0,
  ty: 0,
  dx: 0,
  dy: 0,
  len: 0,
  reach: 0,
  minX: 0,
  minY: 0,
  maxX: 0,
  maxY: 0,
  nearMinX: 0,
  nearMinY: 0,
  nearMaxX: 0,
  nearMaxY: 0,
};

/**
 * The clips' arguments, the line of fire first: numbers handed one by one to a call the compiler does not
 * inline are boxed on the heap, numbers in a Float64Array are not.
 */
const RECT = new Float64Array(8);
const DISK = new Float64Array(7);
const CAPSULE = new Float64Array(9);

/** Puts the line of fire at the head of a clip's arguments. */
function onLine(args: Float64Array): Float64Array {
  return segmentArgs(args, q.sx, q.sy, q.tx, q.ty);
}

/** The line of fire against the rectangle [x0, x1] x [y0, y1], into `part`. */
function clipRect(x0: number, y0: number, x1: number, y1: number): boolean {
  const args = onLine(RECT);
  args[4] = x0;
  args[5] = y0;
  args[6] = x1;
  args[7] = y1;
  return clipSegmentRectIn(args, part);
}

/** The line of fire against the disk of radius r about (cx, cy), into `part`. */
function clipDisk(cx: number, cy: number, r: number): boolean {
  const args = onLine(DISK);
  args[4] = cx;
  args[5] = cy;
  args[6] = r;
  return clipSegmentCircleIn(args, part);
}

/** Keeps the cover that protects most: the shape that hides most, and between equal shapes the substantial. */
function offer(out: CoverReport, shape: CoverShapeCode, material: MaterialCode, piece: number): void {
  const rank = SHAPE_RANK[shape]! * 2 + (material === MATERIAL.substantial ? 1 : 0);
  const held = SHAPE_RANK[out.shape]! * 2 + (out.material === MATERIAL.substantial ? 1 : 0);
  if (rank <= held) return;
  out.shape = shape;
  out.material = material;
  out.piece = piece;
}

/**
 * Whether something on the line of fire is the target's: `distT` inches in front of him (where the line
 * leaves it) within the reach, and not the shooter's own cover (within an inch of the shooter) unless it is
 * also within an inch of the target.
 */
function near(distT: number, distS: number): boolean {
  return distT <= q.reach && (distT <= SHOOTER || distS > SHOOTER);
}

/** Whether a box meets the near box (the target's surroundings, as far as cover near him can lie). */
function nearBox(minX: number, minY: number, maxX: number, maxY: number): boolean {
  return minX <= q.nearMaxX && maxX >= q.nearMinX && minY <= q.nearMaxY && maxY >= q.nearMinY;
}

/** Whether a box meets the box of the whole line. */
function lineBox(minX: number, minY: number, maxX: number, maxY: number): boolean {
  return minX <= q.maxX && maxX >= q.minX && minY <= q.maxY && maxY >= q.minY;
}

/**
 * What protects a target at (tx, ty) from a shot from (sx, sy), written into `out` (see {@link CoverReport}):
 * - `full` when a building blocks the line (see sightBlocker), with the building's material; the target can
 *   be shot at only if he is known to lurk there (000 DUCK BACKS).
 * - `corner` when a building's corner lies within the cover reach in front of him and within a base radius
 *   of the line of fire (the line passes the building's edge near him: he fires round it), or he stands at a
 *   door and the shot comes from outside; also a single tree whose trunk the line passes within a base
 *   radius of.
 * - `wall` when the line of fire crosses a low obstacle (adobe wall, fence, crates, wagon, rock) within the
 *   cover reach in front of him, or he stands at a window and the shot comes from outside.
 * Of several, the one that hides most is kept (full, then wall, then corner; substantial before penetrable).
 * Areas: `concealed` (brush or wheat) and `scrub` when the line crosses them within the reach of him or he
 * stands in them; `density` over every wood and scrub the line crosses or either figure stands in;
 * `inWoods` and `inTerrain` from where the target stands. Pieces are sifted by bounding boxes first.
 * Allocates nothing.
 *
 * @example coverAgainst(table, 0, 0, 10, 0, out).shape === COVER_SHAPE.wall // a wall at x = 9.5
 */
export function coverAgainst(
  t: TablePieces,
  sx: number,
  sy: number,
  tx: number,
  ty: number,
  out: CoverReport,
): CoverReport {
  out.shape = COVER_SHAPE.none;
  out.material = MATERIAL.none;
  out.piece = -1;
  out.concealed = false;
  out.scrub = false;
  out.density = 0;
  out.ownDensity = 0;
  out.inWoods = 0;
  out.inTerrain = 0;
  const dx = tx - sx;
  const dy = ty - sy;
  const len = Math.sqrt(dx * dx + dy * dy);
  q.sx = sx;
  q.sy = sy;
  q.tx = tx;
  q.ty = ty;
  q.dx = dx;
  q.dy = dy;
  q.len = len;
  q.reach = t.coverReach;
  q.minX = sx < tx ? sx : tx;
  q.maxX = sx < tx ? tx : sx;
  q.minY = sy < ty ? sy : ty;
  q.maxY = sy < ty ? ty : sy;
  // Cover near him lies within the reach (and a base radius, for corners and trunks) of him, on the line.
  const m = q.reach + BASE;
  q.nearMinX = Math.max(tx - m, q.minX - BASE);
  q.nearMaxX = Math.min(tx + m, q.maxX + BASE);
  q.nearMinY = Math.max(ty - m, q.minY - BASE);
  q.nearMaxY = Math.min(ty + m, q.maxY + BASE);
  if (len > EPS) {
    buildings(t, out);
    lowObstacles(t, out);
    trees(t, out);
  }
  areas(t, out);
  return out;
}

function buildings(t: TablePieces, out: CoverReport): void {
  const { sx, sy, tx, ty, dx, dy, len } = q;
  const b = t.buildings;
  const from = BASE / len;
  const to = 1 - from;
  for (let i = 0; i < b.count; i++) {
    const x0 = b.x0[i]!;
    const y0 = b.y0[i]!;
    const x1 = b.x1[i]!;
    const y1 = b.y1[i]!;
    if (!lineBox(x0 - BASE, y0 - BASE, x1 + BASE, y1 + BASE)) continue;
    const material = b.material[i]! as MaterialCode;
    if (len > 2 * BASE && clipRect(x0 + EPS, y0 + EPS, x1 - EPS, y1 - EPS)) {
      const lo = part.lo > from ? part.lo : from;
      const hi = part.hi < to ? part.hi : to;
      if ((hi - lo) * len > EPS) {
        offer(out, COVER_SHAPE.full, material, b.piece[i]!);
        continue;
      }
    }
    if (!nearBox(x0, y0, x1, y1)) continue;
    if (tx >= x0 - BASE && tx <= x1 + BASE && ty >= y0 - BASE && ty <= y1 + BASE) openings(t, i, out);
    for (let k = 0; k < 4; k++) {
      const wx = ((k & 1) === 0 ? x0 : x1) - sx;
      const wy = ((k & 2) === 0 ? y0 : y1) - sy;
      const along = (wx * dx + wy * dy) / len;
      if (along < 0 || along > len || !near(len - along, along)) continue;
      if (Math.abs(wx * dy - wy * dx) / len > BASE) continue;
      offer(out, COVER_SHAPE.corner, material, b.piece[i]!);
      break;
    }
  }
}

/** The doors and windows of building `b` the target stands at. */
function openings(t: TablePieces, b: number, out: CoverReport): void {
  const { sx, sy, tx, ty } = q;
  const o = t.openings;
  const end = o.start[b + 1]!;
  for (let i = o.start[b]!; i < end; i++) {
    const ox = o.x[i]!;
    const oy = o.y[i]!;
    if ((tx - ox) * (tx - ox) + (ty - oy) * (ty - oy) > BASE * BASE) continue;
    // Only a shot from outside comes at the sill or the frame; one from behind comes through the building.
    if ((sx - ox) * o.nx[i]! + (sy - oy) * o.ny[i]! <= 0) continue;
    offer(
      out,
      o.shape[i]! as CoverShapeCode,
      t.buildings.material[o.building[i]!]! as MaterialCode,
      o.piece[i]!,
    );
  }
}

function lowObstacles(t: TablePieces, out: CoverReport): void {
  const len = q.len;
  const c = t.blocks;
  for (let i = 0; i < c.count; i++) {
    if (!nearBox(c.x0[i]!, c.y0[i]!, c.x1[i]!, c.y1[i]!)) continue;
    if (!clipRect(c.x0[i]!, c.y0[i]!, c.x1[i]!, c.y1[i]!)) continue;
    if ((part.hi - part.lo) * len <= EPS || !near((1 - part.hi) * len, part.lo * len)) continue;
    offer(out, COVER_SHAPE.wall, c.material[i]! as MaterialCode, c.piece[i]!);
  }
  const w = t.walls;
  for (let i = 0; i < w.count; i++) {
    if (!nearBox(w.minX[i]!, w.minY[i]!, w.maxX[i]!, w.maxY[i]!)) continue;
    const args = onLine(CAPSULE);
    args[4] = w.ax[i]!;
    args[5] = w.ay[i]!;
    args[6] = w.bx[i]!;
    args[7] = w.by[i]!;
    args[8] = w.half[i]!;
    if (!clipSegmentCapsuleIn(args, part)) continue;
    if ((part.hi - part.lo) * len <= EPS || !near((1 - part.hi) * len, part.lo * len)) continue;
    offer(out, COVER_SHAPE.wall, w.material[i]! as MaterialCode, w.piece[i]!);
  }
  const r = t.rocks;
  for (let i = 0; i < r.count; i++) {
    if (!nearBox(r.minX[i]!, r.minY[i]!, r.maxX[i]!, r.maxY[i]!)) continue;
    if (!clipDisk(r.cx[i]!, r.cy[i]!, r.r[i]!)) continue;
    if ((part.hi - part.lo) * len <= EPS || !near((1 - part.hi) * len, part.lo * len)) continue;
    offer(out, COVER_SHAPE.wall, r.material[i]! as MaterialCode, r.piece[i]!);
  }
}

function trees(t: TablePieces, out: CoverReport): void {
  const { sx, sy, dx, dy, len } = q;
  const tr = t.trees;
  for (let i = 0; i < tr.count; i++) {
    if (!nearBox(tr.minX[i]!, tr.minY[i]!, tr.maxX[i]!, tr.maxY[i]!)) continue;
    const wx = tr.cx[i]! - sx;
    const wy = tr.cy[i]! - sy;
    const along = (wx * dx + wy * dy) / len;
    if (along < 0 || along > len || !near(len - along, along)) continue;
    if (Math.abs(wx * dy - wy * dx) / len > tr.r[i]! + BASE) continue;
    offer(out, COVER_SHAPE.corner, tr.material[i]! as MaterialCode, tr.piece[i]!);
  }
}

function areas(t: TablePieces, out: CoverReport): void {
  const { sx, sy, tx, ty, len } = q;
  const a = t.areas;
  for (let i = 0; i < a.count; i++) {
    if (!lineBox(a.minX[i]!, a.minY[i]!, a.maxX[i]!, a.maxY[i]!)) continue;
    const inT = a.contains(i, tx, ty, 0);
    const inS = a.contains(i, sx, sy, 0);
    let crossed = inT || inS;
    let distT = inT ? 0 : Infinity;
    let distS = 0;
    if (len > EPS) {
      const hit =
        a.outline[i] === OUTLINE.disk
          ? clipDisk(a.a[i]!, a.b[i]!, a.c[i]!)
          : clipRect(a.a[i]!, a.b[i]!, a.c[i]!, a.d[i]!);
      if (hit && (part.hi - part.lo) * len > EPS) {
        crossed = true;
        if (!inT) distT = (1 - part.hi) * len;
        distS = part.lo * len;
      }
    }
    if (!crossed) continue;
    const kind = a.kind[i]!;
    const isNear = near(distT, distS);
    if (kind === AREA.concealment) {
      if (isNear) out.concealed = true;
      continue;
    }
    const density = a.density[i]!;
    out.density += density;
    if (inS || inT) out.ownDensity += density;
    if (inT) {
      if (kind === AREA.woods && density > out.inWoods) out.inWoods = density;
      if (density > out.inTerrain) out.inTerrain = density;
    }
    if (kind === AREA.scrub && isNear) out.scrub = true;
  }
}
