import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { coverAgainst } from './coverAgainst.ts';
import { newCoverReport } from './CoverReport.ts';
import type { CoverSpots } from './CoverSpots.ts';
import type { NavGraph } from './NavGraph.ts';
import { sightBlocker } from './sightBlocker.ts';
import type { TablePieces } from './TablePieces.ts';

/** Not yet worked out. */
const UNKNOWN = -1;

/**
 * What each cover spot of a table is worth against an enemy, as a tactic judges it: whether the spot sees
 * an enemy standing in a given cell of the route grid (NavGraph's 1" cells) and is hidden from him by
 * cover, judged for the cell's centre. It is the tactic's eye, not the rules' (a shot from the spot is
 * judged where both men stand): judging by the inch square the enemy stands in lets every game on the
 * table share one answer per spot and cell, worked out the first time it is asked and kept. The answer
 * depends on nothing but the table, so neither the order games are played in nor the worker playing
 * them changes it.
 *
 * @example table.spotWorth.against(k, enemy.x, enemy.y) // spot k hides a man from him and sees him
 */
export class SpotWorth {
  private readonly known: Int8Array;
  private readonly report = newCoverReport();

  constructor(
    private readonly pieces: TablePieces,
    private readonly spots: CoverSpots,
    private readonly nav: NavGraph,
  ) {
    this.known = new Int8Array(spots.count * nav.cols * nav.rows).fill(UNKNOWN);
  }

  /** Whether spot k sees an enemy at (x, y) (judged for the centre of his cell) and has cover from him. */
  against(k: number, x: number, y: number): boolean {
    const t = this.pieces;
    const nav = this.nav;
    const spots = this.spots;
    const c = nav.cellOf(x, y);
    const at = c * spots.count + k;
    let v = this.known[at]!;
    if (v === UNKNOWN) {
      const cx = ((c % nav.cols) + 0.5) * nav.cell;
      const cy = (Math.floor(c / nav.cols) + 0.5) * nav.cell;
      const sx = spots.x[k]!;
      const sy = spots.y[k]!;
      v =
        sightBlocker(t, sx, sy, cx, cy) < 0 &&
        coverAgainst(t, cx, cy, sx, sy, this.report).shape !== COVER_SHAPE.none
          ? 1
          : 0;
      this.known[at] = v;
    }
    return v === 1;
  }
}
