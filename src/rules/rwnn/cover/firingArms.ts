import { GUNS, type GunsCode } from '../shot/ShotContext.ts';
import type { RangeWeapon } from '../tables/rangeChart.ts';
import { LOCATION } from '../WoundState.ts';
import type { CoverReadings } from './CoverReadings.ts';

/** The firing arm's bit in a location mask (LOCATION.rightArm is "the firing arm"). */
const FIRING_ARM = 1 << LOCATION.rightArm;
/** Both arms' bits. */
const BOTH_ARMS = FIRING_ARM | (1 << LOCATION.leftArm);

/**
 * The arms a character shows when firing from cover, as a mask over the hit locations (bit `1 << LOCATION.x`).
 * 000/003 COVER: "Pistol shooters also expose their right arm, and rifle shooters always expose both their
 * arms." Two pistols at once show both arms. Rifles of every kind (repeating, carbine, breech-loader) are
 * rifles; the passage names no shotgun or bow, so a shotgun, sawn-off or bow shows both arms or the firing
 * arm by `readings.shotgunArms` (see cover-exposed-locations). A scenario works this out once per gun, not
 * per shot.
 *
 * @example firingArms('pistol', GUNS.right, readings) === 1 << LOCATION.rightArm
 */
export function firingArms(weapon: RangeWeapon, guns: GunsCode, readings: CoverReadings): number {
  switch (weapon) {
    case 'pistol':
      return guns === GUNS.both ? BOTH_ARMS : FIRING_ARM;
    case 'rifle':
    case 'repeating-rifle':
    case 'carbine':
    case 'breech-loader':
      return BOTH_ARMS;
    case 'shotgun':
    case 'sawn-off':
    case 'bow':
      return readings.shotgunArms === 'both-arms' ? BOTH_ARMS : FIRING_ARM;
  }
}
