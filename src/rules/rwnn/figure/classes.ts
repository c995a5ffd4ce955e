import type { CharacterClass } from '../tables/CharacterClass.ts';

/**
 * The four classes in rank order (000 "Required Materials and Setup"): a class's index keys per-class
 * arrays on the hot path.
 *
 * @example CLASSES.indexOf('legend') === 3
 */
export const CLASSES = [
  'citizen',
  'gunman',
  'shootist',
  'legend',
] as const satisfies readonly CharacterClass[];
