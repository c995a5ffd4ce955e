import { BoxGrid } from '../../../../geometry/BoxGrid.ts';
import type { AreaSet } from '../AreaSet.ts';
import type { DiskSet } from '../DiskSet.ts';
import type { RectSet } from '../RectSet.ts';
import type { SegmentSet } from '../SegmentSet.ts';
import { TABLE_MEASURES } from '../tableMeasures.ts';

/**
 * How near a line a piece must lie for a query to look at it: a base radius (a moving base's clearance, a
 * building corner beside the line of fire, a trunk fired round) and a margin. Every query's exact test
 * rejects a piece farther off than a base radius from its line.
 */
const PAD = TABLE_MEASURES.baseRadius + 0.05;

/** The side of a grid cell, in inches: a table of 48" by 30" is 24 by 15 cells. */
export const INDEX_CELL = 2;

/** What the index is built from: a table's size and the piece sets its queries scan (see TablePieces). */
export interface IndexedPieces {
  readonly width: number;
  readonly depth: number;
  readonly buildings: RectSet;
  readonly blocks: RectSet;
  readonly walls: SegmentSet;
  readonly rocks: DiskSet;
  readonly trees: DiskSet;
  readonly areas: AreaSet;
}

/** The piece sets, in the order of their bits in a {@link PieceIndex} mask. */
const SETS = ['buildings', 'blocks', 'walls', 'rocks', 'trees', 'areas'] as const;

/**
 * An exact spatial index over a table's pieces (buildings, crates and wagons, walls and fences, rocks,
 * trees, areas), built once per table: a {@link BoxGrid} over every piece's box, one bit a piece, the sets
 * one after another from the offsets below. A line of sight, a move or a cover check gathers the pieces
 * whose box lies within a base radius of its line and runs its own exact test on those alone, in the order a
 * scan of every piece would (so the same piece wins a tie). With `cell` Infinity the grid is one cell and
 * every piece a candidate: the brute-force form the tests hold the index to.
 *
 * @example
 * index.grid.nearSegment(ax, ay, bx, by, index.mask);
 * for (let k = nextBit(index.mask, index.buildings); k >= 0 && k < index.blocks; k = nextBit(index.mask, k + 1)) ...
 */
export class PieceIndex {
  readonly grid: BoxGrid;
  /** The first bit of each set; `end` is one past the last piece. */
  readonly buildings: number;
  readonly blocks: number;
  readonly walls: number;
  readonly rocks: number;
  readonly trees: number;
  readonly areas: number;
  readonly end: number;
  /** Scratch masks for the queries, one each, since their scans do not nest (moves, sight, cover). */
  readonly moveMask: Uint32Array;
  readonly sightMask: Uint32Array;
  readonly coverMask: Uint32Array;

  constructor(t: IndexedPieces, cell = INDEX_CELL) {
    const sets = SETS;
    const first = new Int32Array(sets.length + 1);
    for (let s = 0; s < sets.length; s++) first[s + 1] = first[s]! + t[sets[s]!].count;
    const n = first[sets.length]!;
    const minX = new Float64Array(n);
    const minY = new Float64Array(n);
    const maxX = new Float64Array(n);
    const maxY = new Float64Array(n);
    const put = (
      at: number,
      x0: ArrayLike<number>,
      y0: ArrayLike<number>,
      x1: ArrayLike<number>,
      y1: ArrayLike<number>,
      count: number,
    ): void => {
      for (let i = 0; i < count; i++) {
        minX[at + i] = x0[i]!;
        minY[at + i] = y0[i]!;
        maxX[at + i] = x1[i]!;
        maxY[at + i] = y1[i]!;
      }
    };
    for (let s = 0; s < sets.length; s++) {
      const set = t[sets[s]!];
      if ('x0' in set) put(first[s]!, set.x0, set.y0, set.x1, set.y1, set.count);
      else put(first[s]!, set.minX, set.minY, set.maxX, set.maxY, set.count);
    }
    this.grid = new BoxGrid(t.width, t.depth, cell, PAD, minX, minY, maxX, maxY, n);
    this.buildings = first[0]!;
    this.blocks = first[1]!;
    this.walls = first[2]!;
    this.rocks = first[3]!;
    this.trees = first[4]!;
    this.areas = first[5]!;
    this.end = first[6]!;
    this.moveMask = new Uint32Array(this.grid.words);
    this.sightMask = new Uint32Array(this.grid.words);
    this.coverMask = new Uint32Array(this.grid.words);
  }
}
