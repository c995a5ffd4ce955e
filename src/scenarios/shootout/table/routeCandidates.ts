import { distance } from '../../../geometry/distance.ts';
import type { TablePieces } from './TablePieces.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';

/** Route points stand this far off a piece: a base radius and a margin, so a move along them clears it. */
export const ROUTE_OFF = TABLE_MEASURES.baseRadius + 0.25;
/** A candidate is kept when at least this clear of every piece: ROUTE_OFF less a little, for rounding. */
export const ROUTE_KEPT = ROUTE_OFF - 0.05;

/** Candidate route points, each with the piece (index into the table file's pieces) it stands off. */
export interface RouteCandidates {
  readonly x: number[];
  readonly y: number[];
  readonly piece: number[];
}

/**
 * Candidate route points round the impassable pieces, {@link ROUTE_OFF} off each: off every corner of a
 * building, crates or wagon, round both ends of a wall or fence, and at the corners of an octagon round a rock
 * or tree. Not yet checked against the table's edge or the other pieces (see buildNavGraph). Run once, when
 * the table is compiled.
 *
 * @example routeCandidates(table).x.length // four a building, four a wall, eight a rock
 */
export function routeCandidates(t: TablePieces): RouteCandidates {
  const out: RouteCandidates = { x: [], y: [], piece: [] };
  const add = (x: number, y: number, piece: number): void => {
    out.x.push(x);
    out.y.push(y);
    out.piece.push(piece);
  };
  const OFF = ROUTE_OFF;
  for (const r of [t.buildings, t.blocks])
    for (let i = 0; i < r.count; i++)
      for (let k = 0; k < 4; k++)
        add(
          (k & 1) === 0 ? r.x0[i]! - OFF : r.x1[i]! + OFF,
          (k & 2) === 0 ? r.y0[i]! - OFF : r.y1[i]! + OFF,
          r.piece[i]!,
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
      for (const side of [-1, 1])
        add(px + s * ux * o - side * uy * o, py + s * uy * o + side * ux * o, w.piece[i]!);
  }
  for (const d of [t.rocks, t.trees])
    for (let i = 0; i < d.count; i++) {
      // An octagon whose sides clear the disk by OFF.
      const r = (d.r[i]! + OFF) / Math.cos(Math.PI / 8);
      for (let k = 0; k < 8; k++)
        add(
          d.cx[i]! + r * Math.cos((k * Math.PI) / 4),
          d.cy[i]! + r * Math.sin((k * Math.PI) / 4),
          d.piece[i]!,
        );
    }
  return out;
}
