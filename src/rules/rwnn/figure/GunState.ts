/**
 * The state of one gun in a figure's hands, as a small integer: loaded; out of ammo (000 ACTIONS "Reload:
 * ... after suffering an out of ammo result"); jammed (must be fixed); busted (000 Fix gun: "1, 2 - Plumb
 * Busted, gun is no longer any use whatsoever").
 *
 * @example figure.guns[0] === GUN.jammed
 */
export const GUN = { loaded: 0, outOfAmmo: 1, jammed: 2, busted: 3 } as const;
export type GunStateCode = (typeof GUN)[keyof typeof GUN];

/** The gun states in words, by code. @example GUN_WORDS[GUN.outOfAmmo] === 'out of ammo' */
export const GUN_WORDS = ['loaded', 'out of ammo', 'jammed', 'busted'] as const;

/**
 * The gun state a firing throw's outcome leaves (blazeAway and luckyShot write 'ok', 'out-of-ammo' or
 * 'jammed').
 *
 * @example gunStateOf('jammed') === GUN.jammed
 */
export function gunStateOf(gun: 'ok' | 'out-of-ammo' | 'jammed'): GunStateCode {
  return gun === 'ok' ? GUN.loaded : gun === 'out-of-ammo' ? GUN.outOfAmmo : GUN.jammed;
}
