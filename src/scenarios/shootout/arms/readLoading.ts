import type { JsonValue } from '../../Scenario.ts';
import { showJson as show } from '../../jsonValues.ts';

/**
 * The weapons a file may load by the muzzle: a flintlock or cap-and-ball pistol and a musket or flintlock
 * rifle (000 MUSKETS & OTHER MUZZLE LOADING WEAPONS: "Muskets, flintlock rifles and pistols"). Not a pair of
 * pistols (one firing card is one gun), not a repeater, carbine or breech-loader (breech-loading by name),
 * not the Le Mat. A shotgun or sawn-off may be one: its firing card loads one barrel at a time ("Muzzle loading
 * shotguns must be reloaded one barrel at a time"; register entry muzzle-shotgun-barrels).
 */
export const MUZZLE_WEAPONS: readonly string[] = ['pistol', 'six-shooter', 'rifle', 'shotgun', 'sawn-off'];

/**
 * Reads a figure's `loading` field: `breech` (the default: cartridges, as the basic rules) or `muzzle`.
 * Returns true for a muzzle-loader; reports a wrong value, or a weapon that cannot be one, through `bad`.
 *
 * @example readLoading('muzzle', 'rifle', bad) === true
 */
export function readLoading(
  given: JsonValue,
  weapon: JsonValue,
  bad: (field: string, expected: string) => void,
): boolean {
  if (given === null || given === 'breech') return false;
  if (given !== 'muzzle') {
    bad('loading', `breech or muzzle (got ${show(given)})`);
    return false;
  }
  if (typeof weapon !== 'string' || !MUZZLE_WEAPONS.includes(weapon)) {
    bad('loading', `muzzle only with weapon ${MUZZLE_WEAPONS.join(', ')} (got weapon ${show(weapon)})`);
    return false;
  }
  return true;
}
