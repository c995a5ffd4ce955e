import { SKILLS, type SkillId } from '../tables/skills.ts';

/** Every skill id, in the order of the skills table (000 SKILLS & ATTRIBUTES, alphabetical). */
export const SKILL_IDS: readonly SkillId[] = Object.keys(SKILLS) as SkillId[];

/**
 * How many times a figure has each skill: 0 without it, 1 with it, 2 for the double ("Very ...") skill
 * (000 SKILLS: "the second time doubles the effect").
 *
 * @example const counts: SkillCounts = { ...noSkills(), tough: 2 }; // Very Tough
 */
export type SkillCounts = { -readonly [S in SkillId]: number };

/**
 * A fresh record with every skill at 0.
 *
 * @example noSkills().lucky === 0
 */
export function noSkills(): SkillCounts {
  const out = {} as SkillCounts;
  for (const id of SKILL_IDS) out[id] = 0;
  return out;
}
