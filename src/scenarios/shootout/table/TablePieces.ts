import type { AreaSet } from './AreaSet.ts';
import type { DiskSet } from './DiskSet.ts';
import type { OpeningSet } from './OpeningSet.ts';
import type { RectSet } from './RectSet.ts';
import type { SegmentSet } from './SegmentSet.ts';

/**
 * What the table's queries read: its size, its compiled pieces grouped by what the queries do with them,
 * and the reach of cover. The queries (sightBlocker, coverAgainst, moveToward, ...) take this rather than
 * the Table, so that the Table may be built from them without the pieces knowing it.
 *
 * @example sightBlocker(table, ax, ay, bx, by) // a Table is a TablePieces
 */
export interface TablePieces {
  /** Inches across x. */
  readonly width: number;
  /** Inches across y. */
  readonly depth: number;
  /** Buildings: opaque, impassable; material adobe (substantial) or wooden (penetrable). */
  readonly buildings: RectSet;
  /** Crates and wagons: low, substantial, impassable. */
  readonly blocks: RectSet;
  /** Adobe walls (substantial) and fences (penetrable): low, impassable. */
  readonly walls: SegmentSet;
  /** Single rocks: low, substantial, impassable. */
  readonly rocks: DiskSet;
  /** Single trees: a trunk to fire round, substantial, impassable. */
  readonly trees: DiskSet;
  readonly openings: OpeningSet;
  /** Brush, wheat, scrub and woods. */
  readonly areas: AreaSet;
  /** Inches in front of a target within which cover is his (`table.coverReach`; Infinity for `line`). */
  readonly coverReach: number;
}
