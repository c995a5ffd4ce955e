import type { ReadingOption } from '../../../odds/OddsMechanic.ts';

/** When a roped man throws to escape (register entry lariat-escape-turns). */
export const LARIAT_ESCAPES = ['each-turn', 'once'] as const;
export type LariatEscapes = (typeof LARIAT_ESCAPES)[number];

/**
 * The lariat's readings in a shootout, each with its register entry.
 *
 * @example LARIAT_READING_OPTIONS.map((o) => o.key) // ['shootout.lariatEscape']
 */
export const LARIAT_READING_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'shootout.lariatEscape',
    values: LARIAT_ESCAPES,
    default: 'each-turn',
    describe:
      'a roped man throws 2D6 to escape on each of his turns until hog-tied, or once only, right after he is roped',
    entry: 'lariat-escape-turns.md',
  },
];
