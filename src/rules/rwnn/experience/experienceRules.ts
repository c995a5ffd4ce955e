import type { SourceRef } from '../../SourceRef.ts';
import type { DieFace } from '../tables/DieFace.ts';

/**
 * What an edition's EXPERIENCE and SKILLS sections give a character between gunfights, each field quoting
 * the passage it stands for. Promotion (one class a gunfight at most, "they have to wait for their next
 * gunfight") is in {@link ExperienceRules.promotion}; the skills gained, by class, after it.
 *
 * @example EXPERIENCE_RULES['rwnn-1996'].shootistExtraSkillFaces // [4, 5, 6]
 */
export interface ExperienceRules {
  readonly source: SourceRef;
  readonly skillsSource: SourceRef;
  readonly promotion: {
    /** Citizen to Gunman: "fire a shot at an opponent" (003), "fire a shot at, or fight with, an opponent" (000). */
    readonly citizen: 'fired' | 'fired-or-fought';
    readonly citizenText: string;
    /** Gunman to Shootist: "once he has killed an armed man". */
    readonly gunmanText: string;
    /** Shootist to Legend: "kill or seriously wound three armed men in one gunfight, or kill a Legend". */
    readonly shootistMenStruck: number;
    readonly shootistText: string;
  };
  /** "Shootists gain a skill for each armed man they kill" (003) or "for each gunfight in which they kill an armed man" (000). */
  readonly shootistSkills: 'per-kill' | 'per-gunfight-with-kill';
  readonly shootistText: string;
  /**
   * 003's "50% chance of gaining an additional skill after any gunfight in which they seriously wound at least
   * one armed man", thrown as one die: these faces gain it (half of six). Empty where the edition has none.
   */
  readonly shootistExtraSkillFaces: readonly DieFace[];
  /** 003: "Legends also gain a skill for each armed man they kill"; 000 has no such line. */
  readonly legendSkillPerKill: boolean;
  /** 003: "automatically gain a further skill after every gunfight"; 000: "after every gunfight in which they cause a wound". */
  readonly legendGunfightSkill: 'every-gunfight' | 'gunfight-with-wound';
  readonly legendText: string;
  /** 003's Legend of the West: "Roll randomly for one* additional skill now"; 000's text has no such roll. */
  readonly legendOfTheWestExtraSkill: boolean;
  /** What disqualifies a man from experience and skills for the whole gunfight (both editions alike). */
  readonly disqualifyText: string;
  /** 000: "Any characters seriously wounded would miss the same number of gunfights as their number of serious wounds". 003 is silent. */
  readonly seriousWoundsMissGunfights: boolean;
}

const E003: SourceRef = { document: '003_e162d46cc374eff2.txt', section: 'EXPERIENCE' };
const S003: SourceRef = { document: '003_e162d46cc374eff2.txt', section: 'SKILLS' };
const E000: SourceRef = { document: '000_53eda652e9702143.txt', section: 'EXPERIENCE' };
const S000: SourceRef = { document: '000_53eda652e9702143.txt', section: 'SKILLS' };

const SHOOTIST_TO_LEGEND =
  'a Shootist must kill or seriously wound three armed men in one gunfight, or kill a Legend, to become a Legend himself';
const DISQUALIFY =
  'Backshooting, shooting unarmed, unconscious and surrendered characters and all women does not count towards experience or skills, and anyone who does so, or surrenders or refuses a challenge does not gain any experience or skills for the whole gunfight.';

/**
 * The two editions' experience rules. The quick reference sheet (002) prints none: a campaign under
 * `rwnn-quickref` plays the extended edition's (see campaign-edition-rules).
 *
 * @example EXPERIENCE_RULES['rwnn-extended'].legendGunfightSkill === 'gunfight-with-wound'
 */
export const EXPERIENCE_RULES = {
  'rwnn-1996': {
    source: E003,
    skillsSource: S003,
    promotion: {
      citizen: 'fired',
      citizenText:
        'A Citizen becomes a Gunman providing he at least gets to fire a shot at an opponent, most Citizens should manage this during their first gunfight!',
      gunmanText: 'A Gunman becomes a Shootist once he has killed an armed man.',
      shootistMenStruck: 3,
      shootistText: `Becoming a Legend is harder; ${SHOOTIST_TO_LEGEND}.`,
    },
    shootistSkills: 'per-kill',
    shootistText:
      'Shootists gain a skill for each armed man they kill (including the first), and have a 50% chance of gaining an additional skill after any gunfight in which they seriously wound at least one armed man.',
    shootistExtraSkillFaces: [4, 5, 6],
    legendSkillPerKill: true,
    legendGunfightSkill: 'every-gunfight',
    legendText:
      'Legends also gain a skill for each armed man they kill, but they also automatically gain a further skill after every gunfight.',
    legendOfTheWestExtraSkill: true,
    disqualifyText: DISQUALIFY,
    seriousWoundsMissGunfights: false,
  },
  'rwnn-extended': {
    source: E000,
    skillsSource: S000,
    promotion: {
      citizen: 'fired-or-fought',
      citizenText:
        '1.) A Citizen becomes a Gunman providing he at least gets to fire a shot at, or fight with, an opponent, most Citizens should manage this during their first gunfight!',
      gunmanText: '2.) A Gunman becomes a Shootist once he has killed an armed man.',
      shootistMenStruck: 3,
      shootistText: `3.) A Shootist must kill or seriously wound three armed men in one gunfight, or kill a Legend, to become a Legend himself.`,
    },
    shootistSkills: 'per-gunfight-with-kill',
    shootistText:
      'Shootists gain a skill for each gunfight in which they kill an armed man (including the gunfight when they first qualify as a Shootist).',
    shootistExtraSkillFaces: [],
    legendSkillPerKill: false,
    legendGunfightSkill: 'gunfight-with-wound',
    legendText:
      'Legends automatically gain a skill after every gunfight in which they cause a wound. ... If you like, you can allow any character who kills a Legend to gain a skill.',
    legendOfTheWestExtraSkill: false,
    disqualifyText: `${DISQUALIFY} Evil characters are the exception to this.`,
    seriousWoundsMissGunfights: true,
  },
} as const satisfies Record<'rwnn-1996' | 'rwnn-extended', ExperienceRules>;

/** The experience rules a ruleset plays: the quick reference sheet has none and plays the extended edition's. */
export function experienceRulesOf(ruleset: string): ExperienceRules {
  return ruleset === 'rwnn-1996' ? EXPERIENCE_RULES['rwnn-1996'] : EXPERIENCE_RULES['rwnn-extended'];
}
