import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import type { IndianCardReading } from '../../../rules/rwnn/fateDeck/FateDeck.ts';
import { ARROW_BREAKING_OPTION } from '../../../odds/mechanics/arrowRemovalOdds.ts';
import { BROKEN_STRING_OPTION } from '../../../odds/mechanics/bowOdds.ts';

/** How an impaled man's turn at his arrow is spent (register entry arrow-removal-turn). */
export const ARROW_REMOVAL_TURNS = ['whole-turn', 'then-act'] as const;
export type ArrowRemovalTurn = (typeof ARROW_REMOVAL_TURNS)[number];

/** What a thrown lance's serious wound is (register entry thrown-lance-wound). */
export const LANCE_WOUNDS = ['terrible-on-serious', 'shot'] as const;
export type LanceWound = (typeof LANCE_WOUNDS)[number];

/** How the Indian action cards are claimed and played (register entry indian-card-priority). */
export const INDIAN_CARD_READINGS = [
  'before-white',
  'after-white',
  'any-class',
] as const satisfies readonly IndianCardReading[];

/**
 * The Indian rules' readings in a shootout, each with its register entry: the bow's broken string and the
 * arrow's breaking throw (the same readings `odds bow` and `odds arrow-removal` take), what the throw at
 * an arrow costs the impaled man's turn, what a thrown lance's serious wound is, and how the Indian action
 * cards are claimed and played.
 *
 * @example INDIAN_READING_OPTIONS.map((o) => o.key) // ['bows.brokenStringHits', 'arrows.breakingResult', 'arrows.removalTurn', 'thrown.lanceWound', 'indians.cardPriority']
 */
export const INDIAN_READING_OPTIONS: readonly ReadingOption[] = [
  BROKEN_STRING_OPTION,
  ARROW_BREAKING_OPTION,
  {
    key: 'arrows.removalTurn',
    values: ARROW_REMOVAL_TURNS,
    default: 'whole-turn',
    describe:
      "an impaled man's throw at his arrow is his whole turn, or he throws as his turn starts and then acts",
    entry: 'arrow-removal-turn.md',
  },
  {
    key: 'thrown.lanceWound',
    values: LANCE_WOUNDS,
    default: 'terrible-on-serious',
    describe:
      "a thrown lance's serious wound is the fighting chart's terrible wound (severs or runs through), or an ordinary serious wound",
    entry: 'thrown-lance-wound.md',
  },
  {
    key: 'indians.cardPriority',
    values: INDIAN_CARD_READINGS,
    default: 'before-white',
    describe:
      'the Young Blood, Warrior and Mighty Warrior cards (outside town) rank as Gunman, Shootist and Legend and go before (before-white) or after (after-white) a white card of their class, or any Indian claims them (any-class)',
    entry: 'indian-card-priority.md',
  },
];
