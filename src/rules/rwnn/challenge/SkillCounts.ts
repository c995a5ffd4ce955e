import type { SkillId } from '../tables/skills.ts';

/**
 * A character's skills with how many times he has each: 1 for the skill, 2 for the double ("Very") skill
 * (000 SKILLS: "the second time doubles the effect"); absent means 0.
 *
 * @example const s: SkillCounts = { terrifying: 2, 'true-grit': 1 };
 */
export type SkillCounts = Readonly<Partial<Record<SkillId, number>>>;
