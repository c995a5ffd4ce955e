import { rulesetTables, type RwnnRulesetId } from '../tables/rulesetTables.ts';
import type { SkillCounts } from './SkillCounts.ts';

/**
 * How the challenged character stands towards his challenger before skills are counted: the scenario's or
 * the gunfight's hatred and fear (000 HATRED & FEAR), and whether he has become Fearless ("if his nerve is
 * good, he accepts the challenge, and if he survives, then ... he becomes Fearless, and never fears anyone
 * ever again").
 *
 * @example const r: ChallengeRelation = { hates: false, fears: true, fearless: false };
 */
export interface ChallengeRelation {
  readonly hates: boolean;
  readonly fears: boolean;
  readonly fearless: boolean;
}

/**
 * Whether the challenged character fears his challenger: he does if the relation says so or the challenger
 * is Terrifying ("causes fear* in everyone", 000 and 003 SKILLS), unless he is Fearless or has a skill that
 * "Fears no-one" (Legend of the West, Nerves of steel, True Grit, White knight in the ruleset's skill texts).
 *
 * @example fearsChallenger({ hates: false, fears: false, fearless: false }, {}, { terrifying: 1 }, 'rwnn-extended') === true
 */
export function fearsChallenger(
  relation: ChallengeRelation,
  skills: SkillCounts,
  challengerSkills: SkillCounts,
  ruleset: RwnnRulesetId,
): boolean {
  if (relation.fearless) return false;
  for (const skill of rulesetTables(ruleset).skills) {
    if ((skills[skill.id] ?? 0) > 0 && skill.effects.some((e) => e.kind === 'fears-no-one')) return false;
  }
  return relation.fears || (challengerSkills.terrifying ?? 0) > 0;
}
