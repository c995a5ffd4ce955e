import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';
import type { IndianSkillId } from './indianSkills.ts';
import type { SkillId } from './skills.ts';

/**
 * A skill a Young Blood's throw gives: one of the Indian list, or one of the main list (`withWeapon` when the
 * skill is for one weapon only: the Apache's "Crack shot with a rifle").
 *
 * @example const g: IndianSkillGrant = { list: 'main', skill: 'crack-shot', withWeapon: 'rifle' };
 */
export type IndianSkillGrant =
  | { readonly list: 'indian'; readonly skill: IndianSkillId }
  | { readonly list: 'main'; readonly skill: SkillId; readonly withWeapon: 'rifle' | null };

/** One face of the skill throw: the skills a Plains Indian and an Apache get (the same but on a 6). */
export interface IndianStartingSkill {
  readonly printed: string;
  readonly plains: readonly IndianSkillGrant[];
  readonly apache: readonly IndianSkillGrant[];
}

/** The two throws. @example INDIAN_STARTING_SKILLS.count[5].skills === 2 */
export interface IndianStartingSkillsTable {
  readonly source: SourceRef;
  readonly countHeading: string;
  readonly count: ByDieFace<{ readonly skills: number; readonly printed: string }>;
  readonly skillHeading: string;
  readonly skill: ByDieFace<IndianStartingSkill>;
}

const NONE = { skills: 0, printed: '1,2 no skills' } as const;
const ONE = { skills: 1, printed: '3,4 one skill' } as const;
const both = (printed: string, skill: IndianSkillId): IndianStartingSkill => ({
  printed,
  plains: [{ list: 'indian', skill }],
  apache: [{ list: 'indian', skill }],
});

/**
 * 000 INDIANS: "Young Blood’s may start their table top career with skills. Throw a dice": 1, 2 none, 3, 4
 * one, 5 two, 6 three; each skill is thrown on its own chart, not the main Indian list: 1 Agile, 2 Hard as
 * nails (Stoic), 3 Nerves of steel, 4 Fighter, 5 Swift, 6 Mystic Warrior for a Plains Indian, Crack shot with
 * a rifle and Stealthy for an Apache.
 *
 * @example INDIAN_STARTING_SKILLS.skill[6].apache.length === 2
 */
export const INDIAN_STARTING_SKILLS = {
  source: { document: '000_53eda652e9702143.txt', section: 'INDIANS' },
  countHeading: 'Young Blood’s may start their table top career with skills. Throw a dice:',
  count: {
    1: NONE,
    2: NONE,
    3: ONE,
    4: ONE,
    5: { skills: 2, printed: '5 two skills' },
    6: { skills: 3, printed: '6 three skills' },
  },
  skillHeading: 'However, these skills are not rolled for on the main Indian list; instead throw a dice:',
  skill: {
    1: both('1. Agile', 'agile'),
    2: both('2. Hard as nails (Stoic)', 'hard-as-nails'),
    3: both('3. Nerves of steel', 'nerves-of-steel'),
    4: both('4. Fighter', 'fighter'),
    5: both('5. Swift', 'swift'),
    6: {
      printed: '6. A Plains Indian is a Mystic Warrior, an Apache is a Crack shot with a rifle and Stealthy',
      plains: [{ list: 'indian', skill: 'mystic-warrior' }],
      apache: [
        { list: 'main', skill: 'crack-shot', withWeapon: 'rifle' },
        { list: 'indian', skill: 'stealthy' },
      ],
    },
  },
} as const satisfies IndianStartingSkillsTable;
