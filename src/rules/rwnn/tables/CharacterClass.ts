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
