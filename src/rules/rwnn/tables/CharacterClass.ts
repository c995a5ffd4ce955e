/**
 * The four classes of character (000 "Required Materials and Setup"; 003 opening pages): Citizen,
 * Gunman, Shootist and Legend. The fast-draw, nerve and modifier charts are keyed by them.
 *
 * @example const cls: CharacterClass = 'shootist';
 */
export type CharacterClass = 'citizen' | 'gunman' | 'shootist' | 'legend';

/**
 * One value per character class.
 *
 * @example const dice: ByCharacterClass<number> = { citizen: 3, gunman: 4, shootist: 5, legend: 6 };
 */
export interface ByCharacterClass<T> {
  readonly citizen: T;
  readonly gunman: T;
  readonly shootist: T;
  readonly legend: T;
}

/** A record with every class, so that the compiler tells when the rules gain one. */
const EVERY_CLASS: ByCharacterClass<true> = { citizen: true, gunman: true, shootist: true, legend: true };

/**
 * The four classes, from the Citizen up to the Legend.
 *
 * @example CHARACTER_CLASSES.includes('gunman') === true
 */
export const CHARACTER_CLASSES = Object.keys(EVERY_CLASS) as readonly CharacterClass[];
