import { COVER, type CoverCode } from '../shot/ShotContext.ts';
import { MATERIAL, type MaterialCode } from './CoverMaterial.ts';
import type { CoverReadings } from './CoverReadings.ts';
import { COVER_SHAPE, type CoverShapeCode } from './CoverShape.ts';

/**
 * The firing-modifier cover code (ShotContext's `cover`) for a target's cover: substantial cover is hard;
 * penetrable cover (a fence, a wooden wall) is soft or hard by `readings.penetrableCover`; concealment that
 * stops nothing (000 COVER: "brush or stands of wheat ... reduces your opponents chance of hitting by
 * subtracting one of his dice"), and scrub under `scrubConceals = minus-one-die`, is soft. 000 has one
 * "Target in cover – 1" line for both codes; 002 prints "Target In Soft Cover -1" and "Target In Hard Cover -2"
 * (see cover-firing-modifier and cover-soft-and-hard). Woods and scrub otherwise work through the clear-shot
 * throw, not the firing dice.
 *
 * @example firingCover(COVER_SHAPE.wall, MATERIAL.substantial, false, false, readings) === COVER.hard
 */
export function firingCover(
  shape: CoverShapeCode,
  material: MaterialCode,
  concealed: boolean,
  scrub: boolean,
  readings: CoverReadings,
): CoverCode {
  if (shape !== COVER_SHAPE.none) {
    if (material === MATERIAL.substantial) return COVER.hard;
    if (material === MATERIAL.penetrable)
      return readings.penetrableCover === 'hard' ? COVER.hard : COVER.soft;
  }
  if (concealed || (scrub && readings.scrubConceals === 'minus-one-die')) return COVER.soft;
  return COVER.none;
}
