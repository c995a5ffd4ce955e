import type { SourceRef } from '../../SourceRef.ts';

/** A score a character can raise with experience (Tab.13). */
export type RaisableScore = 'ref' | 'cool' | 'shot' | 'cos' | 'fame' | 'fortune';

/**
 * 001 7.2 Tab.13 SKILLS COST: the experience points a purchase costs. "3 pts NEW SKILL: throw 2D6 and check
 * new skills chart; 5 pts +1 REFLEXES or +1 COOLNESS; 6 pts +1 SHOT or +1 COSTITUTION; 7 pts +1 FAME or +1
 * FORTUNE." 7.1: "No character can exceed the score of 4 for a single skill" (see fafdm-score-cap).
 *
 * @example SKILL_COSTS.raise.shot === 6
 */
export const SKILL_COSTS = {
  source: { document: '001_ac753b686cf1a971.txt', section: '7.2 ACQUIRE SKILLS, Tab.13' },
  newSkill: 3,
  raise: { ref: 5, cool: 5, shot: 6, cos: 6, fame: 7, fortune: 7 },
  /** 7.1: the highest score of any one skill. */
  cap: 4,
} as const satisfies { source: SourceRef; raise: Record<RaisableScore, number>; [k: string]: unknown };

/**
 * 7.1: the starting experience of a character: "The leaders starts with 2 experience points, the heroes
 * with 1, and the common characters have no points" (the EXP printed on every card of 9.3-9.12).
 *
 * @example STARTING_EXPERIENCE.hero === 1
 */
export const STARTING_EXPERIENCE = { leader: 2, hero: 1, ordinary: 0 } as const;
