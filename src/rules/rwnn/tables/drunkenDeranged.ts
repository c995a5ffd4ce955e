import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';
import type { SkillId } from './skills.ts';

/**
 * One result of the Drunkenness or Deranged throw: its printed name and lines, the skills it gives him for
 * the gunfight, the dice it adds to his shooting and his fighting (negative: taken away), whether he moves
 * as normal for his class whatever a skill it gives says (Hung Over's Jumpy), whether he hates a random
 * character, and whether another die is thrown on {@link DEMENTED}.
 *
 * @example const r: DrunkenResult = DRUNKENNESS.results[5]; r.skills.includes('stoopid') && r.shootingDice === -3
 */
export interface DrunkenResult {
  readonly name: string;
  readonly printed: string;
  readonly skills: readonly SkillId[];
  readonly shootingDice: number;
  readonly fightingDice: number;
  readonly movesAsClass: boolean;
  readonly hatesRandom: boolean;
  readonly rollAgain: boolean;
}

/** A one-die chart of {@link DrunkenResult}s, with its source. */
export interface DrunkenTable {
  readonly source: SourceRef;
  readonly results: ByDieFace<DrunkenResult>;
}

const SOURCE = { document: '000_53eda652e9702143.txt', section: 'Drunken / Deranged' } as const;

/** A result that changes nothing. */
function plain(name: string, printed: string): DrunkenResult {
  return {
    name,
    printed,
    skills: [],
    shootingDice: 0,
    fightingDice: 0,
    movesAsClass: false,
    hatesRandom: false,
    rollAgain: false,
  };
}

/** A result that gives skills and dice. */
function given(
  name: string,
  printed: string,
  skills: readonly SkillId[],
  shootingDice: number,
  fightingDice: number,
  movesAsClass = false,
): DrunkenResult {
  return { ...plain(name, printed), skills, shootingDice, fightingDice, movesAsClass };
}

const DRUNK = given('Drunk', 'Clumsy, True Grit, -1 shooting, -1 fighting', ['clumsy', 'true-grit'], -1, -1);

/**
 * 000 "Drunken / Deranged": "Drunkenness: Roll 1 D6 / 1 Sober, no effect / 2-4 Drunk / Clumsy, True Grit, -1
 * shooting, -1 fighting / 5 Very Drunk / Clumsy, Stoopid, Tough, True Grit, -3 shooting, -1 fighting / 6 Hung
 * Over / Jumpy, moves as normal for his class, -1 shooting, -1 fighting". The skill "Drunk (or Deranged):
 * Page *30" sends the player here (register entry drunk-or-deranged).
 *
 * @example DRUNKENNESS.results[6].movesAsClass === true
 */
export const DRUNKENNESS = {
  source: SOURCE,
  results: {
    1: plain('Sober', 'Sober, no effect'),
    2: DRUNK,
    3: DRUNK,
    4: DRUNK,
    5: given(
      'Very Drunk',
      'Clumsy, Stoopid, Tough, True Grit, -3 shooting, -1 fighting',
      ['clumsy', 'stoopid', 'tough', 'true-grit'],
      -3,
      -1,
    ),
    6: given(
      'Hung Over',
      'Jumpy, moves as normal for his class, -1 shooting, -1 fighting',
      ['jumpy'],
      -1,
      -1,
      true,
    ),
  },
} as const satisfies DrunkenTable;

const NORMAL = plain('Normal', 'Normal');
const BERSERK = given(
  'Berserk',
  'Wildman, Tough, True Grit, Terrifying, Vengeful',
  ['wildman', 'tough', 'true-grit', 'terrifying', 'vengeful'],
  0,
  0,
);

/**
 * 000 "Drunken / Deranged": "Deranged: Roll 1 D6 / 1-3 Normal / 4-5 Berserk / Wildman, Tough, True Grit,
 * Terrifying, Vengeful / 6 Demented: Roll another D6" ({@link DEMENTED}).
 *
 * @example DERANGED.results[6].rollAgain === true
 */
export const DERANGED = {
  source: SOURCE,
  results: {
    1: NORMAL,
    2: NORMAL,
    3: NORMAL,
    4: BERSERK,
    5: BERSERK,
    6: { ...plain('Demented', 'Demented: Roll another D6'), rollAgain: true },
  },
} as const satisfies DrunkenTable;

/**
 * 000 "Drunken / Deranged", Demented's second die: "1. Stoopid / 2. Hates random character from either side /
 * 3. Nerves of Steel / 4. Vengeful / 5. Jumpy / 6. Evil".
 *
 * @example DEMENTED.results[2].hatesRandom === true
 */
export const DEMENTED = {
  source: SOURCE,
  results: {
    1: given('Demented: Stoopid', 'Stoopid', ['stoopid'], 0, 0),
    2: { ...plain('Demented: hates', 'Hates random character from either side'), hatesRandom: true },
    3: given('Demented: Nerves of Steel', 'Nerves of Steel', ['nerves-of-steel'], 0, 0),
    4: given('Demented: Vengeful', 'Vengeful', ['vengeful'], 0, 0),
    5: given('Demented: Jumpy', 'Jumpy', ['jumpy'], 0, 0),
    6: given('Demented: Evil', 'Evil', ['evil'], 0, 0),
  },
} as const satisfies DrunkenTable;
