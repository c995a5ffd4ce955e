import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';
import type { ByTwoDiceTotal } from './TwoDiceTotal.ts';

/**
 * One result of a Doctorin' table: the change to the patient's "total wound severity" (negative heals), and
 * what else befalls him. `unconscious` is the tables' "Unconscious (For the rest of the current gunfight.)";
 * `delayMoves` is "Delay 2 (Out of the current gunfight for 2 moves)".
 *
 * @example const r: DoctorinResult = { printed: '6. Die', severityChange: 0, delayMoves: 0, unconscious: false, dies: true, rollAgainNextTurn: false };
 */
export interface DoctorinResult {
  readonly printed: string;
  readonly severityChange: number;
  readonly delayMoves: number;
  readonly unconscious: boolean;
  readonly dies: boolean;
  readonly rollAgainNextTurn: boolean;
}

/** The Doctor's one-die table. @example DOCTORIN_DOCTOR.results[1].severityChange === -3 */
export interface DoctorTable {
  readonly source: SourceRef;
  readonly roll: string;
  readonly results: ByDieFace<DoctorinResult>;
}

/**
 * The Dentist's two-dice table, read by total; `strayLine` is the line printed between rows 5 and 6 that
 * the default reading does not count as a row (see dentist-table-numbering).
 *
 * @example DOCTORIN_DENTIST.results[12].severityChange === 3
 */
export interface DentistTable {
  readonly source: SourceRef;
  readonly roll: string;
  readonly results: ByTwoDiceTotal<DoctorinResult>;
  readonly strayLine: DoctorinResult;
}

/** How a wounded man gets treated, and how wounds add up to a severity. */
export interface DoctorinProcedure {
  readonly source: SourceRef;
  readonly reachInches: number;
  readonly printed: readonly string[];
  readonly severityPerWound: { readonly 'flesh-wound': number; readonly 'serious-wound': number };
  /** "Medical Personnel Figures": the doctor or dentist wanders off from gunfire every few turns. */
  readonly personnel: {
    readonly source: SourceRef;
    readonly printed: string;
    readonly movesEveryTurns: number;
  };
}

// The flags of a result that only changes the severity, and of one that also leaves him unconscious.
const NO_MORE = { delayMoves: 0, unconscious: false, dies: false, rollAgainNextTurn: false } as const;
const UNCONSCIOUS = { delayMoves: 0, unconscious: true, dies: false, rollAgainNextTurn: false } as const;

/**
 * 000 Doctorin', "Doctorin’ Procedure": the wounded man gets within 2 inches of a doctor or dentist figure
 * (or is carried there) and rolls on the next turn; a flesh wound counts 1 and a serious wound 2 towards his
 * "total wound severity". The figure moves away from gunfire every four turns.
 *
 * @example DOCTORIN_PROCEDURE.severityPerWound['serious-wound'] === 2
 */
export const DOCTORIN_PROCEDURE = {
  source: { document: '000_53eda652e9702143.txt', section: 'Doctorin’ Procedure' },
  reachInches: 2,
  printed: [
    'The wounded man must walk, stagger, or crawl to within 2 inches of a doctor or dentist figure.',
    'Alternatively, he can be carried there on a horse or wagon.',
    'On the next turn, roll on either the Doctor, or Dentist table, as appropriate.',
    'For example, if he has 2 serious wounds his ‘total wound severity’ is a 4. (Remember, in the shooting table a Flesh Wound is a –1, and a Serious Wound is a –2. So –2 + -2 = 4… Sort of.)',
  ],
  severityPerWound: { 'flesh-wound': 1, 'serious-wound': 2 },
  personnel: {
    source: { document: '000_53eda652e9702143.txt', section: 'Medical Personnel Figures' },
    printed:
      'A Doctor or Dentist figure must be on the table. Every four turns, move the figure randomly in a directin away from current gunfire.',
    movesEveryTurns: 4,
  },
} as const satisfies DoctorinProcedure;

/**
 * 000 "Doctorin’ (Doctor) Table", "Roll 1 D6": 1 reduce severity by 3, 2 by 2, 3 by 1 and out for 2 moves,
 * 4 by 1 and unconscious, 5 increase by 1 (printed "would severity"), 6 die.
 *
 * @example DOCTORIN_DOCTOR.results[3].delayMoves === 2
 */
export const DOCTORIN_DOCTOR = {
  source: { document: '000_53eda652e9702143.txt', section: 'Doctorin’ (Doctor) Table' },
  roll: 'Roll 1 D6 with the following result:',
  results: {
    1: { printed: '1. Reduce wound severity by 3', severityChange: -3, ...NO_MORE },
    2: { printed: '2. Reduce wound severity by 2', severityChange: -2, ...NO_MORE },
    3: {
      printed: '3. Reduce wound severity by 1, Delay 2 (Out of the current gunfight for 2 moves)',
      severityChange: -1,
      ...NO_MORE,
      delayMoves: 2,
    },
    4: {
      printed: '4. Reduce wound severity by 1, Unconscious (For the rest of the current gunfight.)',
      severityChange: -1,
      ...UNCONSCIOUS,
    },
    5: { printed: '5. Increase would severity by 1', severityChange: 1, ...NO_MORE },
    6: { printed: '6. Die', severityChange: 0, ...NO_MORE, dies: true },
  },
} as const satisfies DoctorTable;

/**
 * 000 "Doctorin’ (Dentist) Table", "Roll 2 D6": eleven rows numbered 1 to 11, read as the eleven totals 2 to
 * 12 in order (row n is a total of n + 1); a line "7. Reduce wound severity by 1, Unconscious" printed after
 * row 5 is kept as `strayLine`, not a row (see dentist-table-numbering). Totals 2-4 reduce severity by 2, 5-6
 * by 1, 7 is Confusion (roll again next turn), 8-9 unconscious, 10 +1 and unconscious, 11 +2, 12 +3.
 *
 * @example DOCTORIN_DENTIST.results[7].rollAgainNextTurn === true
 */
export const DOCTORIN_DENTIST = {
  source: { document: '000_53eda652e9702143.txt', section: 'Doctorin’ (Dentist) Table' },
  roll: 'Roll 2 D6 with the following result:',
  results: {
    2: {
      printed: '1. Reduce wound severity by 2 (For results 1 – 5 TBC reversed original results)',
      severityChange: -2,
      ...NO_MORE,
    },
    3: { printed: '2. Reduce wound severity by 2', severityChange: -2, ...NO_MORE },
    4: { printed: '3. Reduce wound severity by 2', severityChange: -2, ...NO_MORE },
    5: { printed: '4. Reduce wound severity by 1', severityChange: -1, ...NO_MORE },
    6: { printed: '5. Reduce wound severity by 1', severityChange: -1, ...NO_MORE },
    7: {
      printed: '6. Confusion (Roll again next turn)',
      severityChange: 0,
      ...NO_MORE,
      rollAgainNextTurn: true,
    },
    8: {
      printed: '7. Unconscious (For the rest of the current gunfight.)',
      severityChange: 0,
      ...UNCONSCIOUS,
    },
    9: {
      printed: '8. Unconscious (For the rest of the current gunfight.)',
      severityChange: 0,
      ...UNCONSCIOUS,
    },
    10: { printed: '9. Increase wound severity by 1, Unconscious', severityChange: 1, ...UNCONSCIOUS },
    11: { printed: '10. Increase wound severity by 2', severityChange: 2, ...NO_MORE },
    12: { printed: '11. Increase wound severity by 3', severityChange: 3, ...NO_MORE },
  },
  strayLine: {
    printed: '7. Reduce wound severity by 1, Unconscious (For the rest of the current gunfight.)',
    severityChange: -1,
    ...UNCONSCIOUS,
  },
} as const satisfies DentistTable;
