import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace, DieFace } from './DieFace.ts';
import type { SkillId } from './skills.ts';

/** A die modifier that a skill gives (the on-foot throws' "Agile = -1 to roll"). */
export interface StampedeSkillModifier {
  readonly printed: string;
  readonly skill: SkillId;
  readonly modifier: number;
}

/** One step of the on-foot procedure: the throw's words, its skill modifiers and its results by face. */
export interface StampedeStep<O extends string> {
  readonly printed: string;
  readonly modifiers: readonly StampedeSkillModifier[];
  readonly results: ByDieFace<{ readonly outcome: O; readonly printed: string }>;
}

/** The three on-foot steps. @example STAMPEDE_ON_FOOT.trampled.results[6].fightingTableRolls === 4 */
export interface StampedeOnFootTable {
  readonly source: SourceRef;
  readonly escape: StampedeStep<'escapes' | 'stuck'>;
  readonly stayStanding: StampedeStep<'stays-standing' | 'knocked-down'>;
  /** Knocked down inside the herd: the number of rolls on the fighting table against the trample. */
  readonly trampled: {
    readonly printed: string;
    readonly results: ByDieFace<{ readonly fightingTableRolls: number; readonly printed: string }>;
  };
}

/** The mounted procedure. @example STAMPEDE_ON_HORSEBACK.escapesOn // [1, 2] */
export interface StampedeOnHorsebackTable {
  readonly source: SourceRef;
  readonly printed: readonly string[];
  readonly movementDice: number;
  readonly escapesOn: readonly DieFace[];
  /** Stuck riders check for control every turn; one who loses it goes to the on-foot step 2. */
  readonly lostControl: 'on-foot-stay-standing';
}

const AGILE = { printed: '(Agile = -1 to roll)', skill: 'agile', modifier: -1 } as const;
const ESCAPES = { outcome: 'escapes', printed: '1-2 Escape' } as const;
const STUCK = { outcome: 'stuck', printed: '3-6 Stuck in the Stampede.' } as const;
const KNOCKED = { outcome: 'knocked-down', printed: '2-6 Knocked Down' } as const;
const ONCE = { fightingTableRolls: 1, printed: '1-2 Roll 1 time on the Fighting Table vs. TRAMPLE' } as const;
const TWICE = {
  fightingTableRolls: 2,
  printed: '3-4 Roll 2 times on the Fighting Table vs. TRAMPLE',
} as const;

/**
 * 000 "What to do if a Stampede comes your way and you’re on foot": 1.) within 1" of the herd's edge, 1-2
 * escapes, 3-6 stuck; 2.) stuck, each turn 1 stays standing, 2-6 knocked down (both throws "Agile = -1");
 * 3.) knocked down, each turn the herd passes: 1-2 one roll on the Fighting Table against the trample, 3-4
 * two, 5 three, 6 four.
 *
 * @example STAMPEDE_ON_FOOT.escape.results[2].outcome === 'escapes'
 */
export const STAMPEDE_ON_FOOT = {
  source: {
    document: '000_53eda652e9702143.txt',
    section: 'What to do if a Stampede comes your way and you’re on foot',
  },
  escape: {
    printed:
      '1.) Roll 1 D6 for escape result if you are within 1” of the edge of the herd. (Agile = -1 to roll)',
    modifiers: [AGILE],
    results: { 1: ESCAPES, 2: ESCAPES, 3: STUCK, 4: STUCK, 5: STUCK, 6: STUCK },
  },
  stayStanding: {
    printed:
      '2.) Stuck in the Stampede. Roll 1 D6 each turn ‘inside the herd’ to stay on your feet. (Agile = -1 to roll)',
    modifiers: [AGILE],
    results: {
      1: { outcome: 'stays-standing', printed: '1 Stay Standing' },
      2: KNOCKED,
      3: KNOCKED,
      4: KNOCKED,
      5: KNOCKED,
      6: KNOCKED,
    },
  },
  trampled: {
    printed: '3.) Knocked Down ‘inside the herd.’ Roll 1 D6 every turn the herd stampedes over the casting.',
    results: {
      1: ONCE,
      2: ONCE,
      3: TWICE,
      4: TWICE,
      5: { fightingTableRolls: 3, printed: '5 Roll 3 times on the Fighting Table vs. TRAMPLE' },
      6: { fightingTableRolls: 4, printed: '6 Roll 4 times on the Fighting Table vs. TRAMPLE' },
    },
  },
} as const satisfies StampedeOnFootTable;

/**
 * 000 "What to do if a Stampede comes your way and you’re on horseback": check for loss of control, then roll
 * the movement dice ("only 3 in this instance") and escape on a 1 or 2 on a D6; a rider stuck in the herd
 * moves with it and checks for control every turn, and one who loses it goes to step 2 on foot.
 *
 * @example STAMPEDE_ON_HORSEBACK.movementDice === 3
 */
export const STAMPEDE_ON_HORSEBACK = {
  source: {
    document: '000_53eda652e9702143.txt',
    section: 'What to do if a Stampede comes your way and you’re on horseback',
  },
  printed: [
    'Check for loss of control of your horse',
    'Check to move your horse out of the stampede.',
    '1st Roll movement dice (only 3 in this instance)',
    '2nd Roll 1 D6 to escape stampede (on a 1, or 2)',
    'If you’re stuck in the stampede you must move with it, and',
    'Check for Control of your horse every turn after the one in which you became stuck..',
    'If you lose Control, go to step #2 of the ‘On Foot’ rules above (I guess you’ve been thrown?)',
  ],
  movementDice: 3,
  escapesOn: [1, 2],
  lostControl: 'on-foot-stay-standing',
} as const satisfies StampedeOnHorsebackTable;
