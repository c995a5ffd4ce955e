import { inArc } from '../../../geometry/inArc.ts';
import type { AreaSet } from './AreaSet.ts';
import { buildCoverSpots } from './buildCoverSpots.ts';
import { buildNavGraph } from './buildNavGraph.ts';
import { coverAgainst } from './coverAgainst.ts';
import type { CoverReport } from './CoverReport.ts';
import type { CoverSpots } from './CoverSpots.ts';
import type { DiskSet } from './DiskSet.ts';
import type { MoveResult } from './MoveResult.ts';
import { moveToward } from './moveToward.ts';
import type { NavGraph } from './NavGraph.ts';
import { RouteMemo } from './RouteMemo.ts';
import { routeToward, type Waypoint } from './routeToward.ts';
import type { NamedPosition, StartArea } from './NamedPlaces.ts';
import type { OpeningSet } from './OpeningSet.ts';
import type { PieceCode } from './PieceKind.ts';
import type { RectSet } from './RectSet.ts';
import type { SegmentSet } from './SegmentSet.ts';
import { sightBlocker } from './sightBlocker.ts';
import { SpotWorth } from './SpotWorth.ts';
import { terrainAt } from './terrainAt.ts';
import type { TablePieces } from './TablePieces.ts';
import type { TableSpec } from './TableSpec.ts';

/** 000 ANGLE OF FIRE: "45 degrees each side of straight ahead". */
const HALF_ARC = 45;

/**
 * The compiled pieces of a table, grouped by what the queries do with them (see compileTable).
 *
 * @example new Table(spec, parts, 1)
 */
export interface TableParts {
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
  /** Each piece's kind and name (the kind with its index when the file names none), by piece index. */
  readonly pieceKind: Uint8Array;
  readonly pieceNames: readonly string[];
  readonly startAreas: readonly StartArea[];
  readonly positions: readonly NamedPosition[];
}

/**
 * A compiled table: the pieces of a table file in flat typed arrays, with the queries a shootout asks of it
 * on every turn. Coordinates are inches from the table's corner, x across its width and y across its depth;
 * facings are degrees, 0 along +x and 90 along +y. Figures are points at their base centres (bases 1"
 * across). Every query allocates nothing: results go into the caller's reusable out-objects. docs/tables.md
 * has the conventions.
 *
 * @example
 * const table = loadTable('main-street');
 * if (table.canSee(ax, ay, bx, by) && table.inArc(ax, ay, facing, bx, by)) table.coverAgainst(ax, ay, bx, by, cover);
 */
export class Table implements TablePieces {
  readonly name: string;
  readonly description: string;
  readonly width: number;
  readonly depth: number;
  readonly buildings: RectSet;
  readonly blocks: RectSet;
  readonly walls: SegmentSet;
  readonly rocks: DiskSet;
  readonly trees: DiskSet;
  readonly openings: OpeningSet;
  readonly areas: AreaSet;
  readonly pieceKind: Uint8Array;
  readonly pieceNames: readonly string[];
  readonly startAreas: readonly StartArea[];
  readonly positions: readonly NamedPosition[];
  /** Candidate places to take cover, each with the piece it uses (see CoverSpots). */
  readonly spots: CoverSpots;
  /** The same spots' x and y interleaved (`[x0, y0, x1, y1, ...]`), for callers that want only the points. */
  readonly coverSpots: Float64Array;
  /** Route points round the impassable pieces (see NavGraph). */
  readonly nav: NavGraph;
  /** What each cover spot is worth against an enemy where he stands, as tactics judge it (see SpotWorth). */
  readonly spotWorth: SpotWorth;
  /** The routes asked so far, by question (see RouteMemo). */
  readonly routes = new RouteMemo();

  /**
   * @param spec the checked table file
   * @param parts its compiled pieces
   * @param coverReach inches in front of a target within which cover is his (`table.coverReach`; Infinity for `line`)
   */
  constructor(
    readonly spec: TableSpec,
    parts: TableParts,
    readonly coverReach: number,
  ) {
    this.name = spec.name;
    this.description = spec.description ?? '';
    this.width = spec.size[0];
    this.depth = spec.size[1];
    this.buildings = parts.buildings;
    this.blocks = parts.blocks;
    this.walls = parts.walls;
    this.rocks = parts.rocks;
    this.trees = parts.trees;
    this.openings = parts.openings;
    this.areas = parts.areas;
    this.pieceKind = parts.pieceKind;
    this.pieceNames = parts.pieceNames;
    this.startAreas = parts.startAreas;
    this.positions = parts.positions;
    this.spots = buildCoverSpots(this);
    this.coverSpots = new Float64Array(this.spots.count * 2);
    for (let i = 0; i < this.spots.count; i++) {
      this.coverSpots[2 * i] = this.spots.x[i]!;
      this.coverSpots[2 * i + 1] = this.spots.y[i]!;
    }
    this.nav = buildNavGraph(this);
    this.spotWorth = new SpotWorth(this, this.spots, this.nav);
  }

  /** Whether figures at (ax, ay) and (bx, by) see each other: no building between (see sightBlocker). */
  canSee(ax: number, ay: number, bx: number, by: number): boolean {
    return sightBlocker(this, ax, ay, bx, by) < 0;
  }

  /** The piece index of the building blocking the line between the two figures, or -1. */
  sightBlocker(ax: number, ay: number, bx: number, by: number): number {
    return sightBlocker(this, ax, ay, bx, by);
  }

  /** What protects a target at (tx, ty) from a shot from (sx, sy): see coverAgainst and CoverReport. */
  coverAgainst(sx: number, sy: number, tx: number, ty: number, out: CoverReport): CoverReport {
    return coverAgainst(this, sx, sy, tx, ty, out);
  }

  /** A straight-line move towards (tx, ty) of at most `maxInches`: see moveToward and MoveResult. */
  moveToward(x: number, y: number, tx: number, ty: number, maxInches: number, out: MoveResult): MoveResult {
    return moveToward(this, x, y, tx, ty, maxInches, out);
  }

  /** Where to move straight to now on the way from (x, y) to (tx, ty) round obstacles: see routeToward. */
  routeToward(x: number, y: number, tx: number, ty: number, out: Waypoint): boolean {
    const routes = this.routes;
    if (routes.recall(x, y, tx, ty, out)) return routes.lastDirect;
    return routes.keep(routeToward(this, this.nav, x, y, tx, ty, out), out);
  }

  /** The density (0 open, 1 loose, 2 dense) of the woods or scrub at (x, y): see terrainAt. */
  terrainAt(x: number, y: number): number {
    return terrainAt(this, x, y);
  }

  /** Whether (tx, ty) is within the 90-degree arc of fire of a figure at (fx, fy) facing `facingDegrees`. */
  inArc(fx: number, fy: number, facingDegrees: number, tx: number, ty: number): boolean {
    return inArc(fx, fy, facingDegrees, tx, ty, HALF_ARC);
  }

  /** The kind (PIECE code) of piece `i`. */
  kindOf(i: number): PieceCode {
    return this.pieceKind[i]! as PieceCode;
  }

  /** The start area named `name`, or undefined. */
  area(name: string): StartArea | undefined {
    return this.startAreas.find((a) => a.name === name);
  }

  /** The position named `name`, or undefined. */
  position(name: string): NamedPosition | undefined {
    return this.positions.find((p) => p.name === name);
  }
}
