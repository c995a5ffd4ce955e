import type { SourceRef } from '../../SourceRef.ts';
import type { CharacterClass } from './CharacterClass.ts';

/**
 * 000's three classes of Indian character (there is no Indian Citizen). Each plays as a gunfighter class
 * (`equivalent`) for the action cards; the bow's hits and Accomplished Shot's dice are keyed by them.
 *
 * @example const c: IndianClass = 'mighty-warrior';
 */
export type IndianClass = 'young-blood' | 'warrior' | 'mighty-warrior';

/** One value per Indian class. @example const hits: ByIndianClass<number> = { 'young-blood': 1, warrior: 2, 'mighty-warrior': 3 }; */
export interface ByIndianClass<T> {
  readonly 'young-blood': T;
  readonly warrior: T;
  readonly 'mighty-warrior': T;
}

/** One class as printed, with the gunfighter class it is equivalent to. */
export interface IndianClassDefinition {
  readonly printed: string;
  readonly equivalent: CharacterClass;
}

/** The list. @example INDIAN_CLASSES.classes.warrior.equivalent === 'shootist' */
export interface IndianClassList {
  readonly source: SourceRef;
  readonly printed: string;
  readonly classes: ByIndianClass<IndianClassDefinition>;
  readonly notes: readonly string[];
}

/**
 * 000 INDIANS, "There are only three classes of Indian character (there is no equivalent of Citizen)": Young
 * Blood (Gunman), Warrior (Shootist), Mighty Warrior (Legend). Outside town one Young Blood, one Warrior and one
 * Mighty Warrior action card join the deck for the Indians.
 *
 * @example INDIAN_CLASSES.classes['young-blood'].equivalent === 'gunman'
 */
export const INDIAN_CLASSES = {
  source: { document: '000_53eda652e9702143.txt', section: 'INDIANS' },
  printed: 'There are only three classes of Indian character (there is no equivalent of Citizen):',
  classes: {
    'young-blood': {
      printed: '1. Young Blood: a young warrior with little experience (equivalent of Gunman).',
      equivalent: 'gunman',
    },
    warrior: {
      printed:
        '2. Warrior: an experienced, mature warrior with a few feathers to his name (equivalent to Shootist).',
      equivalent: 'shootist',
    },
    'mighty-warrior': {
      printed:
        '3. Mighty Warrior: a widely famed and honored hero with many trophies and stories (equivalent of Legend).',
      equivalent: 'legend',
    },
  },
  notes: [
    'Indians can use the normal Citizen, Gunman, Shootist and Legend action cards, picking up cards as if they were their gunfighter equivalent.',
    'In addition, unless the fight is taking place in a town (where the Indians are not at their normal advantage) three extra cards: one each Young Blood, Warrior and Mighty Warrior Action Cards are added to the deck, these are used only by the Indians.',
  ],
} as const satisfies IndianClassList;
