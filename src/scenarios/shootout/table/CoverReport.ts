import { MATERIAL, type MaterialCode } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import { COVER_SHAPE, type CoverShapeCode } from '../../../rules/rwnn/cover/CoverShape.ts';

/**
 * What the table puts between a shot and its target, as Table.coverAgainst writes it. A scenario keeps one
 * and rewrites it before each shot.
 *
 * @example const cover = newCoverReport(); table.coverAgainst(sx, sy, tx, ty, cover); cover.shape === COVER_SHAPE.wall
 */
export interface CoverReport {
  /** COVER_SHAPE: none, wall (a low obstacle near him), corner (a building's edge near him), full (hidden). */
  shape: CoverShapeCode;
  /** MATERIAL of the cover that gives `shape` (none when `shape` is none). */
  material: MaterialCode;
  /** Index of the piece giving `shape` in the table file's `pieces`, or -1. */
  piece: number;
  /** Brush or wheat near the target on the line of fire, or under his feet: one firing die off. */
  concealed: boolean;
  /** Scrub near the target on the line of fire, or under his feet (firingCover reads it by `cover.scrubConceals`). */
  scrub: boolean;
  /** The clear-shot density: 1 for each loose and 2 for each dense area of woods or scrub the line crosses. */
  density: number;
  /** The part of `density` from areas the shooter or the target stands in (clearShotTotal may leave it out). */
  ownDensity: number;
  /** Density of the woods the target stands in: 0 none, 1 loose, 2 dense (000's tree stop). */
  inWoods: number;
  /** Density of the woods or scrub the target stands in: 0 none, 1 loose, 2 dense (002's terrain stop). */
  inTerrain: number;
}

/**
 * A report for no cover, to reuse.
 *
 * @example newCoverReport().shape === COVER_SHAPE.none
 */
export function newCoverReport(): CoverReport {
  return {
    shape: COVER_SHAPE.none,
    material: MATERIAL.none,
    piece: -1,
    concealed: false,
    scrub: false,
    density: 0,
    ownDensity: 0,
    inWoods: 0,
    inTerrain: 0,
  };
}
