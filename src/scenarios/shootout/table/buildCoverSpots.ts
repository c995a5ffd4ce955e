import { distance } from '../../../geometry/distance.ts';
import { bearing } from '../../../geometry/bearing.ts';
import { AREA, OUTLINE } from './AreaSet.ts';
import { baseFits } from './baseFits.ts';
import { CoverSpots, SPOT, type SpotCode } from './CoverSpots.ts';
import type { DiskSet } from './DiskSet.ts';
import type { RectSet } from './RectSet.ts';
import type { TablePieces } from './TablePieces.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

const BASE = TABLE_MEASURES.baseRadius;
/** A spot stands this far off what it uses: a base radius and a little, so the base is clear of it. */
const OFF = BASE + 0.05;
/** At a corner, how far back from the corner a figure stands along the wall. */
const BACK = 0.25;
/** Spots along a long wall, crates or woods edge are about this far apart. */
const SPACING = 2;
/** Two spots nearer than this are one. */
const SAME = 0.25;

interface Spot {
  x: number;
  y: number;
  facing: number;
  piece: number;
  kind: SpotCode;
}

/** Points spaced along a side of `length`, as fractions: at least its middle. */
function along(length: number): number[] {
  const n = Math.max(1, Math.round(length / SPACING));
  return Array.from({ length: n }, (_, k) => (k + 0.5) / n);
}

/** Spots outside every side of a rectangle, facing across it. */
function rectSides(r: RectSet, i: number, kind: SpotCode, add: (s: Spot) => void): void {
  const x0 = r.x0[i]!;
  const y0 = r.y0[i]!;
  const x1 = r.x1[i]!;
  const y1 = r.y1[i]!;
  const piece = r.piece[i]!;
  for (const f of along(x1 - x0)) {
    const x = x0 + f * (x1 - x0);
    add({ x, y: y0 - OFF, facing: 90, piece, kind });
    add({ x, y: y1 + OFF, facing: 270, piece, kind });
  }
  for (const f of along(y1 - y0)) {
    const y = y0 + f * (y1 - y0);
    add({ x: x0 - OFF, y, facing: 0, piece, kind });
    add({ x: x1 + OFF, y, facing: 180, piece, kind });
  }
}

/** Eight spots round a rock or tree, facing its centre. */
function around(d: DiskSet, i: number, kind: SpotCode, add: (s: Spot) => void): void {
  const cx = d.cx[i]!;
  const cy = d.cy[i]!;
  const r = d.r[i]! + OFF;
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    add({ x, y, facing: bearing(x, y, cx, cy), piece: d.piece[i]!, kind });
  }
}

/**
 * The cover spots of a table (see CoverSpots): both sides of every wall, fence, pile of crates and wagon
 * (every two inches along them), round every rock and tree, two at every building corner (against each
 * side, a quarter inch back, facing past the corner), every door and window (facing out), and just inside
 * the edge of every wood and scrub (facing out). Spots off the table, or whose base would touch an
 * impassable piece, are left out, and near duplicates merged. Run once, when the table is compiled.
 *
 * @example buildCoverSpots(table).count > 0
 */
export function buildCoverSpots(t: TablePieces): CoverSpots {
  const spots: Spot[] = [];
  const add = (s: Spot, skipClear = false): void => {
    if (!skipClear && !baseFits(t, s.x, s.y)) return;
    if (spots.some((o) => distance(o.x - s.x, o.y - s.y) < SAME)) return;
    spots.push({ ...s, facing: ((s.facing % 360) + 360) % 360 });
  };

  const w = t.walls;
  for (let i = 0; i < w.count; i++) {
    const ax = w.ax[i]!;
    const ay = w.ay[i]!;
    const dx = w.bx[i]! - ax;
    const dy = w.by[i]! - ay;
    const len = distance(dx, dy);
    const nx = -dy / len;
    const ny = dx / len;
    const off = w.half[i]! + OFF;
    for (const f of along(len)) {
      const px = ax + f * dx;
      const py = ay + f * dy;
      add({
        x: px + nx * off,
        y: py + ny * off,
        facing: bearing(0, 0, -nx, -ny),
        piece: w.piece[i]!,
        kind: SPOT.low,
      });
      add({
        x: px - nx * off,
        y: py - ny * off,
        facing: bearing(0, 0, nx, ny),
        piece: w.piece[i]!,
        kind: SPOT.low,
      });
    }
  }
  for (let i = 0; i < t.blocks.count; i++) rectSides(t.blocks, i, SPOT.low, add);
  for (let i = 0; i < t.rocks.count; i++) around(t.rocks, i, SPOT.low, add);
  for (let i = 0; i < t.trees.count; i++) around(t.trees, i, SPOT.tree, add);

  const b = t.buildings;
  for (let i = 0; i < b.count; i++) {
    for (let k = 0; k < 4; k++) {
      const ex = (k & 1) === 0 ? -1 : 1;
      const ey = (k & 2) === 0 ? -1 : 1;
      const cx = ex < 0 ? b.x0[i]! : b.x1[i]!;
      const cy = ey < 0 ? b.y0[i]! : b.y1[i]!;
      const piece = b.piece[i]!;
      add({ x: cx + ex * OFF, y: cy - ey * BACK, facing: ey > 0 ? 90 : 270, piece, kind: SPOT.corner });
      add({ x: cx - ex * BACK, y: cy + ey * OFF, facing: ex > 0 ? 0 : 180, piece, kind: SPOT.corner });
    }
  }
  const o = t.openings;
  for (let i = 0; i < o.count; i++)
    add(
      {
        x: o.x[i]!,
        y: o.y[i]!,
        facing: bearing(0, 0, o.nx[i]!, o.ny[i]!),
        piece: o.piece[i]!,
        kind: SPOT.opening,
      },
      true,
    );

  const a = t.areas;
  for (let i = 0; i < a.count; i++) {
    if (a.kind[i] === AREA.concealment) continue;
    const piece = a.piece[i]!;
    if (a.outline[i] === OUTLINE.disk) {
      const r = a.c[i]! - OFF;
      if (r <= 0) continue;
      for (let k = 0; k < 8; k++) {
        const ang = (k * Math.PI) / 4;
        add({
          x: a.a[i]! + r * Math.cos(ang),
          y: a.b[i]! + r * Math.sin(ang),
          facing: k * 45,
          piece,
          kind: SPOT.woodsEdge,
        });
      }
      continue;
    }
    const x0 = a.a[i]!;
    const y0 = a.b[i]!;
    const x1 = a.c[i]!;
    const y1 = a.d[i]!;
    if (x1 - x0 <= 2 * OFF || y1 - y0 <= 2 * OFF) continue;
    for (const f of along(x1 - x0)) {
      const x = x0 + f * (x1 - x0);
      add({ x, y: y0 + OFF, facing: 270, piece, kind: SPOT.woodsEdge });
      add({ x, y: y1 - OFF, facing: 90, piece, kind: SPOT.woodsEdge });
    }
    for (const f of along(y1 - y0)) {
      const y = y0 + f * (y1 - y0);
      add({ x: x0 + OFF, y, facing: 180, piece, kind: SPOT.woodsEdge });
      add({ x: x1 - OFF, y, facing: 0, piece, kind: SPOT.woodsEdge });
    }
  }

  const out = new CoverSpots(spots.length);
  spots.forEach((s, i) => {
    out.x[i] = s.x;
    out.y[i] = s.y;
    out.facing[i] = s.facing;
    out.piece[i] = s.piece;
    out.kind[i] = s.kind;
  });
  return out;
}
