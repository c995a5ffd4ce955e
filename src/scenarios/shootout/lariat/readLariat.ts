import type { JsonValue } from '../../Scenario.ts';
import { showJson as show } from '../../jsonValues.ts';

/**
 * The weapons a roper may hold (000 Lariats: "Characters may hold a pistol, or tomahawk in their ‘off’ hand
 * while using their lariat ... but must drop the lariat ... if using two handed weapons such as a rifle,
 * shotgun, bow, or spear"): one pistol. A man with a two-handed gun or a pair of pistols carries no lariat
 * here (dropping it and picking it up again is not played).
 */
export const LARIAT_WEAPONS: readonly string[] = ['pistol', 'six-shooter', 'le-mat', 'automatic'];

/**
 * Reads a figure's `lariat` field (true: he has Rope Skills and a lariat). Returns true for a roper;
 * reports a wrong value, or a weapon he cannot rope with, through `bad`.
 *
 * @example readLariat(true, 'pistol', bad) === true
 */
export function readLariat(
  given: JsonValue,
  weapon: JsonValue,
  bad: (field: string, expected: string) => void,
): boolean {
  if (given === null || given === false) return false;
  if (given !== true) {
    bad('lariat', `true or false (got ${show(given)})`);
    return false;
  }
  if (typeof weapon !== 'string' || !LARIAT_WEAPONS.includes(weapon)) {
    bad(
      'lariat',
      `a lariat only with weapon ${LARIAT_WEAPONS.join(', ')}: one hand for the rope (got weapon ${show(weapon)})`,
    );
    return false;
  }
  return true;
}
