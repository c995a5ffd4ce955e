import type { FaceCounts } from '../../../dice/Dice.ts';
import { GUN_WORDS, type GunStateCode } from '../figure/GunState.ts';

/** A figure's standing in words, by status. @example STATUS_WORDS[STATUS.knockedDown] === 'knocked down' */
export const STATUS_WORDS = ['standing', 'knocked down', 'knocked out', 'dead'] as const;

/** The hit locations in words, in location-die order. @example LOCATION_WORDS[2] === 'right arm' */
export const LOCATION_WORDS = ['head', 'chest', 'right arm', 'left arm', 'belly', 'legs'] as const;

/**
 * The faces of a batch, highest first, for narration.
 *
 * @example showCounts(counts) === '[6 3 3]'
 */
export function showCounts(c: FaceCounts): string {
  const faces: number[] = [];
  for (let f = 6; f >= 1; f--) for (let k = 0; k < c[f]!; k++) faces.push(f);
  return `[${faces.join(' ')}]`;
}

/**
 * What a firing throw did, in words.
 *
 * @example describeShot(2, GUN.outOfAmmo) === '2 hits, out of ammo'
 */
export function describeShot(hits: number, gun: GunStateCode): string {
  const h = hits === 0 ? 'no hit' : hits === 1 ? '1 hit' : `${hits} hits`;
  return gun === 0 ? h : `${h}, ${GUN_WORDS[gun]}`;
}
