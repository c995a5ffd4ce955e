import type { CharacterClass } from '../tables/CharacterClass.ts';

/**
 * The four classes from lowest to highest (000 "Required Materials and Setup": Citizen, Gunman, Shootist,
 * Legend). The fate deck compares them: an action card is claimed and played by "a class at least as high"
 * as the card's (000 THE FATE DECK).
 *
 * @example CHARACTER_CLASSES[classRank('shootist')] === 'shootist'
 */
export const CHARACTER_CLASSES = [
  'citizen',
  'gunman',
  'shootist',
  'legend',
] as const satisfies readonly CharacterClass[];

/**
 * A class's rank, 0 (Citizen) to 3 (Legend).
 *
 * @example classRank('gunman') === 1
 */
export function classRank(cls: CharacterClass): number {
  return cls === 'citizen' ? 0 : cls === 'gunman' ? 1 : cls === 'shootist' ? 2 : 3;
}
