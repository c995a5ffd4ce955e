import type { SourceRef } from '../../SourceRef.ts';
import type { CharacterClass } from '../tables/CharacterClass.ts';

/** One face of a recruiting throw: the class of the new man, or null for no recruit. */
export type RecruitRow = { readonly face: 1 | 2 | 3 | 4 | 5 | 6; readonly recruit: CharacterClass | null };

/** A recruiting chart: one die, a row per face. */
export interface RecruitChart {
  readonly text: string;
  readonly source: SourceRef;
  readonly rows: readonly RecruitRow[];
}

const SOURCE: SourceRef = { document: '000_53eda652e9702143.txt', section: 'EXPERIENCE' };

/**
 * 000 EXPERIENCE's two ways new men join a band between gunfights (the 1996 rules have neither):
 * `each-game`, "one new recruit for each game attended. On a roll of 1-5 the character is a Citizn. On a roll
 * of 6 it is a Gunman"; `gang-throw`, "perhaps 1,2,3 - no new recruits. 4,5 - a Citizen. 6 - a Gunman".
 *
 * @example RECRUIT_CHARTS['gang-throw'].rows[3].recruit === 'citizen'
 */
export const RECRUIT_CHARTS = {
  'each-game': {
    text: 'Each Player receives one new recruit for each game attended. On a roll of 1-5 the character is a Citizn. On a roll of 6 it is a Gunman.',
    source: SOURCE,
    rows: [
      { face: 1, recruit: 'citizen' },
      { face: 2, recruit: 'citizen' },
      { face: 3, recruit: 'citizen' },
      { face: 4, recruit: 'citizen' },
      { face: 5, recruit: 'citizen' },
      { face: 6, recruit: 'gunman' },
    ],
  },
  'gang-throw': {
    text: 'you can allow each pair to throw to see if they recruit any more gang members between each gunfight: perhaps 1,2,3 - no new recruits. 4,5 - a Citizen. 6 - a Gunman.',
    source: SOURCE,
    rows: [
      { face: 1, recruit: null },
      { face: 2, recruit: null },
      { face: 3, recruit: null },
      { face: 4, recruit: 'citizen' },
      { face: 5, recruit: 'citizen' },
      { face: 6, recruit: 'gunman' },
    ],
  },
} as const satisfies Record<'each-game' | 'gang-throw', RecruitChart>;
