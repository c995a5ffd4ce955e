import { Fraction } from '../../../exact/Fraction.ts';
import { MATERIAL, type MaterialCode } from './CoverMaterial.ts';
import { PENETRATES_ON_OR_BELOW } from './coverHit.ts';

/**
 * The exact chance that a hit on a protected location gets through the cover ({@link coverHit}): 1/3
 * through penetrable cover ("1, 2 - shot penetrates"), none through substantial cover or against a shotgun,
 * certain with no cover.
 *
 * @example penetrationChance(MATERIAL.penetrable, false).toString() === '1/3'
 */
export function penetrationChance(material: MaterialCode, shotgun: boolean): Fraction {
  if (material === MATERIAL.none) return Fraction.ONE;
  if (material === MATERIAL.substantial || shotgun) return Fraction.ZERO;
  return Fraction.of(PENETRATES_ON_OR_BELOW, 6);
}

/**
 * The exact chance that the terrain stops a hit needing `need` or better on one die (0: no throw, never).
 *
 * @example terrainStopChance(5).toString() === '1/3'
 */
export function terrainStopChance(need: number): Fraction {
  if (need <= 0) return Fraction.ZERO;
  return Fraction.of(Math.max(0, 7 - Math.max(1, need)), 6);
}

/**
 * The exact chance of a clear shot ({@link clearShot}): a die plus `modifier` above `total`, certain when the
 * total is 0 or less.
 *
 * @example clearShotChance(2, -1).toString() === '1/2' // 4, 5 or 6
 */
export function clearShotChance(total: number, modifier: number): Fraction {
  if (total <= 0) return Fraction.ONE;
  let faces = 0;
  for (let f = 1; f <= 6; f++) if (f + modifier > total) faces++;
  return Fraction.of(faces, 6);
}
