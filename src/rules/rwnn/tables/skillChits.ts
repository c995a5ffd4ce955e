import type { SourceRef } from '../../SourceRef.ts';
import type { SkillId } from './skills.ts';

/**
 * One chit of 000's skill-chit sheet: the words printed on it and the skill it stands for, or `null` when no
 * skill of SKILLS & ATTRIBUTES goes by that name (see skill-chits-vs-list).
 *
 * @example const chit: SkillChit = { printed: 'Lightening Fast', skill: 'lightning-fast' };
 */
export interface SkillChit {
  readonly printed: string;
  readonly skill: SkillId | null;
}

/** The chit sheet. @example SKILL_CHITS.chits.length === 34 */
export interface SkillChitSheet {
  readonly title: string;
  readonly source: SourceRef;
  readonly chits: readonly SkillChit[];
}

/**
 * 000 Appendix A, "Skills Chits: Cowboy": 34 named chits in printed order (the sheet's 35th cell is blank and
 * is not a chit). "Lightening Fast" is 000's Lightning Fast; "Life is Cheap" has no entry in SKILLS &
 * ATTRIBUTES; Bruiser, Expert Fighter and Legend of the West have no chit.
 *
 * @example SKILL_CHITS.chits[33] // { printed: 'Life is Cheap', skill: null }
 */
export const SKILL_CHITS = {
  title: 'Skills Chits: Cowboy',
  source: { document: '000_53eda652e9702143.txt', section: 'Appendix - A' },
  chits: [
    { printed: 'Agile', skill: 'agile' },
    { printed: 'Ambidextrous', skill: 'ambidextrous' },
    { printed: 'Bossman', skill: 'bossman' },
    { printed: 'Brawler', skill: 'brawler' },
    { printed: 'Charmed', skill: 'charmed' },
    { printed: 'Clumsy', skill: 'clumsy' },
    { printed: 'Crack Shot', skill: 'crack-shot' },
    { printed: 'Cunning', skill: 'cunning' },
    { printed: 'Cursed', skill: 'cursed' },
    { printed: 'Deadeye', skill: 'deadeye' },
    { printed: 'Drunk or Deranged', skill: 'drunk-or-deranged' },
    { printed: 'Evil', skill: 'evil' },
    { printed: 'Hard as Nails', skill: 'hard-as-nails' },
    { printed: 'Jumpy', skill: 'jumpy' },
    { printed: 'Knifeman Swordsman', skill: 'knifeman-swordsman' },
    { printed: 'Lightening Fast', skill: 'lightning-fast' },
    { printed: 'Lucky', skill: 'lucky' },
    { printed: 'Marksman', skill: 'marksman' },
    { printed: 'Nerves of Steel', skill: 'nerves-of-steel' },
    { printed: 'Quick Shot', skill: 'quick-shot' },
    { printed: 'Runt', skill: 'runt' },
    { printed: 'Slow', skill: 'slow' },
    { printed: 'Stealthy', skill: 'stealthy' },
    { printed: 'Stoopid', skill: 'stoopid' },
    { printed: 'Strong', skill: 'strong' },
    { printed: 'Swift', skill: 'swift' },
    { printed: 'Terrifying', skill: 'terrifying' },
    { printed: 'Tough', skill: 'tough' },
    { printed: 'True Grit', skill: 'true-grit' },
    { printed: 'Vengeful', skill: 'vengeful' },
    { printed: 'White Knight', skill: 'white-knight' },
    { printed: 'Wildman', skill: 'wildman' },
    { printed: 'Yellow', skill: 'yellow' },
    { printed: 'Life is Cheap', skill: null },
  ],
} as const satisfies SkillChitSheet;
