import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';

/** A stampede check's result. @example const o: StampedeOutcome = 'stampede'; */
export type StampedeOutcome = 'stampede' | 'no-result';

/** One of the two stampede tables, with the distance of gunfire it is read for (inclusive). */
export interface StampedeTable {
  readonly title: string;
  readonly withinInches: number;
  readonly results: ByDieFace<{ readonly outcome: StampedeOutcome; readonly printed: string }>;
}

/** The stampede check, and what a stampede does once it starts. @example STAMPEDE_CHECK.table2.withinInches === 12 */
export interface StampedeCheckTable {
  readonly source: SourceRef;
  readonly herd: { readonly source: SourceRef; readonly printed: string; readonly moreThanAnimals: number };
  readonly printed: string;
  /** Gunfire this close to the nearest animal reads table 1; farther, up to table 2's distance, table 2. */
  readonly table1: StampedeTable;
  readonly table2: StampedeTable;
  readonly dynamite: 'automatic-stampede';
  readonly onStampede: {
    readonly printed: readonly string[];
    readonly movementDice: number;
    readonly movementDiceAfterMoreShots: number;
  };
}

const STAMPEDE_1 = { outcome: 'stampede', printed: '1 Staaaampede!' } as const;
const NONE_2_6 = { outcome: 'no-result', printed: '2-6 No Result' } as const;
const STAMPEDE_1_3 = { outcome: 'stampede', printed: '1-3 Staaaampede!' } as const;
const NONE_4_6 = { outcome: 'no-result', printed: '4-6 No Result' } as const;

/**
 * 000 "Stampede Procedure": a herd is more than 4 animal figures. Gunfire 6" or less from the nearest animal
 * reads table 1 (a stampede on 1), 12" or less table 2 (on 1-3), as printed (see stampede-table-by-distance
 * for the order of the two, and stampede-twelve-inches for exactly 12"); dynamite always sets one off. A
 * stampede moves 3 movement dice, 4 after more shots, in a direction found as for dynamite.
 *
 * @example STAMPEDE_CHECK.table1.results[1].outcome === 'stampede'
 */
export const STAMPEDE_CHECK = {
  source: { document: '000_53eda652e9702143.txt', section: 'Stampede Procedure' },
  herd: {
    source: { document: '000_53eda652e9702143.txt', section: 'Stampede Prerequisites' },
    printed: 'A herd is defined as more than 4 animal figures on the table.',
    moreThanAnimals: 4,
  },
  printed:
    'Measure the distance between a source of gunshots and the nearest animal in a herd. If that distance is 12” or greater, don’t bother to check. If the distance is 12” or less, roll 1 D6 on table 2. If the distance is 6” or less, roll 1 D6 on table 1. Note: if Dynamite goes off an automatic stampede occurs.',
  table1: {
    title: 'Table 1: The “We’re not Skittish Table.” Roll 1 D6',
    withinInches: 6,
    results: { 1: STAMPEDE_1, 2: NONE_2_6, 3: NONE_2_6, 4: NONE_2_6, 5: NONE_2_6, 6: NONE_2_6 },
  },
  table2: {
    title: 'Table 2: The “Okay, we’re incredibly Skittish” Table. Roll 1 D6',
    withinInches: 12,
    results: { 1: STAMPEDE_1_3, 2: STAMPEDE_1_3, 3: STAMPEDE_1_3, 4: NONE_4_6, 5: NONE_4_6, 6: NONE_4_6 },
  },
  dynamite: 'automatic-stampede',
  onStampede: {
    printed: [
      'Determine direction in the same way as for dynamite deviation.',
      'If the animals are in the open, the entire herd rolls 3 movement dice as if they were walking fast. If more shots go off, their movement dice for the next turn goes up to 4 dice.',
    ],
    movementDice: 3,
    movementDiceAfterMoreShots: 4,
  },
} as const satisfies StampedeCheckTable;
