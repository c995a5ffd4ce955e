import type { RangeWeapon } from '../tables/rangeChart.ts';

/** The weapons of the range chart's rows, in a fixed order: a weapon's index keys per-weapon arrays. */
export const WEAPONS = [
  'pistol',
  'rifle',
  'repeating-rifle',
  'carbine',
  'breech-loader',
  'shotgun',
  'sawn-off',
  'bow',
] as const satisfies readonly RangeWeapon[];

/**
 * The index of a weapon in {@link WEAPONS}.
 *
 * @example weaponIndex('pistol') === 0
 */
export function weaponIndex(w: RangeWeapon): number {
  return WEAPONS.indexOf(w);
}

/**
 * Whether the weapon is fired with one hand. Only the pistol is: 000 HIT LOCATION & EFFECT lets a serious
 * arm wound stop "a pistol in that hand" but "a rifle at all", and 000 RANGE CHART penalises a "rifle
 * single-handed"; shotguns and bows are held in both hands.
 *
 * @example isOneHanded('pistol') === true
 */
export function isOneHanded(w: RangeWeapon): boolean {
  return w === 'pistol';
}
