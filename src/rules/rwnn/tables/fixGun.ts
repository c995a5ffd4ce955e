import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';

/**
 * What a Fix gun throw does: the gun is ruined for good, the jam stays for another try, or it is cleared.
 *
 * @example const o: FixGunOutcome = 'cleared';
 */
export type FixGunOutcome = 'busted' | 'try-again' | 'cleared';

/** One face's result with the words printed against it. */
export interface FixGunResult {
  readonly outcome: FixGunOutcome;
  readonly printed: string;
}

/** The Fix gun action's one-die chart. @example FIX_GUN_EXTENDED.results[5].outcome === 'cleared' */
export interface FixGunTable {
  readonly source: SourceRef;
  readonly results: ByDieFace<FixGunResult>;
}

const PLUMB_BUSTED = {
  outcome: 'busted',
  printed: '1, 2 - Plumb Busted, gun is no longer any use whatsoever.',
} as const satisfies FixGunResult;
const TRY_AGAIN = {
  outcome: 'try-again',
  printed: '3, 4 - Can’t figure the danged thing out, try again another turn.',
} as const satisfies FixGunResult;
const CLEARED = { outcome: 'cleared', printed: '5, 6 - Jam cleared!' } as const satisfies FixGunResult;

/**
 * 000 ACTIONS, "Fix gun: attempts to unjam his weapon: throw a dice": 1, 2 Plumb Busted; 3, 4 try again;
 * 5, 6 Jam cleared. (000 Cunning's "Mechanical Aptitude: +1 on rolls to fix own gun" modifies this throw.)
 *
 * @example FIX_GUN_EXTENDED.results[2].outcome === 'busted'
 */
export const FIX_GUN_EXTENDED = {
  source: { document: '000_53eda652e9702143.txt', section: 'ACTIONS' },
  results: { 1: PLUMB_BUSTED, 2: PLUMB_BUSTED, 3: TRY_AGAIN, 4: TRY_AGAIN, 5: CLEARED, 6: CLEARED },
} as const satisfies FixGunTable;

/**
 * 002 ACTIONS, "FIX GUN - Attempt to unjam weapon, throw a d6": the same bands as 000 in shorter words.
 *
 * @example FIX_GUN_QUICKREF.results[4].printed === '3/4 - Try again next turn.'
 */
export const FIX_GUN_QUICKREF = {
  source: { document: '002_a287e5c7c10177d4.txt', section: 'ACTIONS' },
  results: {
    1: { outcome: 'busted', printed: '1/2 - Plumb busted, gun no longer any use.' },
    2: { outcome: 'busted', printed: '1/2 - Plumb busted, gun no longer any use.' },
    3: { outcome: 'try-again', printed: '3/4 - Try again next turn.' },
    4: { outcome: 'try-again', printed: '3/4 - Try again next turn.' },
    5: { outcome: 'cleared', printed: '5/6 - Jam cleared.' },
    6: { outcome: 'cleared', printed: '5/6 - Jam cleared.' },
  },
} as const satisfies FixGunTable;

/**
 * 003 ACTIONS, "Fix gun": the same bands as 000, with "Knackered" for 1, 2 where 000 says "Plumb Busted".
 *
 * @example FIX_GUN_1996.results[1].printed.startsWith('1, 2 - Knackered')
 */
export const FIX_GUN_1996 = {
  source: { document: '003_e162d46cc374eff2.txt', section: 'ACTIONS' },
  results: {
    1: {
      outcome: 'busted',
      printed: '1, 2 - Knackered, gun is no longer any use whatsoever.',
    },
    2: {
      outcome: 'busted',
      printed: '1, 2 - Knackered, gun is no longer any use whatsoever.',
    },
    3: { outcome: 'try-again', printed: "3, 4 - Can't figure the danged thing out, try again another turn." },
    4: { outcome: 'try-again', printed: "3, 4 - Can't figure the danged thing out, try again another turn." },
    5: { outcome: 'cleared', printed: '5, 6 - Jam cleared!' },
    6: { outcome: 'cleared', printed: '5, 6 - Jam cleared!' },
  },
} as const satisfies FixGunTable;
