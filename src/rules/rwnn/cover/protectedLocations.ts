import { LOCATION } from '../WoundState.ts';
import { COVER_SHAPE, type CoverShapeCode } from './CoverShape.ts';
import { POSTURE, type PostureCode } from './CoverPosture.ts';
import type { CoverReadings } from './CoverReadings.ts';

/** Every hit location's bit: a mask with all six set. @example ALL_LOCATIONS === 63 */
export const ALL_LOCATIONS = 0b111111;
const HEAD = 1 << LOCATION.head;
const CHEST = 1 << LOCATION.chest;

/**
 * The hit locations a target's cover protects, as a mask over LOCATION (bit `1 << LOCATION.x` set when a
 * hit rolled there hits the cover instead; see {@link isProtected}). By 000/003 COVER:
 * - round a corner he shows "head and chest" and his firing arms (`arms`, from firingArms): belly and legs
 *   are protected, and a pistol shooter's other arm;
 * - over a wall "the chest is not exposed": he shows his head and his firing arms;
 * - not firing, "his head is always visible when he is behind cover" and, under the default reading, only
 *   his head (`readings.notFiring`);
 * - ducked back, or wholly behind an opaque piece (`full`), every location is protected: "All the successful
 *   shots will hit the cover" (000 DUCK BACKS);
 * - with no cover (`none`) nothing is, ducked back or not.
 *
 * @example protectedLocations(COVER_SHAPE.wall, POSTURE.firing, 1 << LOCATION.rightArm, r) // chest, left arm, belly, legs
 */
export function protectedLocations(
  shape: CoverShapeCode,
  posture: PostureCode,
  arms: number,
  readings: CoverReadings,
): number {
  if (shape === COVER_SHAPE.none) return 0;
  if (shape === COVER_SHAPE.full || posture === POSTURE.duckedBack) return ALL_LOCATIONS;
  if (posture === POSTURE.notFiring && readings.notFiring === 'head-only') return ALL_LOCATIONS & ~HEAD;
  const shown = shape === COVER_SHAPE.corner ? HEAD | CHEST | arms : HEAD | arms;
  return ALL_LOCATIONS & ~shown;
}

/**
 * Whether the location (LOCATION code, 0 head .. 5 legs) is in the mask.
 *
 * @example isProtected(protectedLocations(COVER_SHAPE.wall, POSTURE.firing, arms, r), LOCATION.chest) === true
 */
export function isProtected(mask: number, location: number): boolean {
  return ((mask >> location) & 1) === 1;
}
