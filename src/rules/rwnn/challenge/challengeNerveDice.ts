import type { CharacterClass } from '../tables/CharacterClass.ts';
import { rulesetTables, type RwnnRulesetId } from '../tables/rulesetTables.ts';
import type { SkillEffect } from '../tables/skills.ts';
import type { SkillCounts } from './SkillCounts.ts';

/**
 * The challenged character as his nerve test sees him: class, skills, wounds, whether his side has downed
 * more of the enemy than it has lost, and the challenger's skills (a Terrifying challenger costs dice).
 *
 * @example const n: NerveDiceInput = { cls: 'gunman', skills: {}, opponentSkills: { terrifying: 1 }, fleshWounds: 0, seriousWounds: 0, sideHasDownedMore: false };
 */
export interface NerveDiceInput {
  readonly cls: CharacterClass;
  readonly skills: SkillCounts;
  readonly opponentSkills: SkillCounts;
  readonly fleshWounds: number;
  readonly seriousWounds: number;
  readonly sideHasDownedMore: boolean;
}

function scaled(e: SkillEffect & { readonly dice: number }, count: number): number {
  return count <= 0 ? 0 : e.starred ? e.dice * count : e.dice;
}

/**
 * Nerve dice for the test a challenge by a feared opponent calls for (000 HATRED & FEAR: "he tests to see if
 * he has lost his nerve"): the class's dice and modifiers from the ruleset's nerve table (000 NERVE and/or
 * Morale: "Subtract one dice for each flesh wound, and two dice for each serious wound. Add one dice if he
 * and his friends have caused more of the enemy to go down than they have lost themselves."), his own skills'
 * unconditional nerve dice (True Grit, Nerves of steel, Yellow, Jumpy) and the challenger's "opponents subtract
 * one* dice when testing nerve" (Terrifying), from the ruleset's skill texts. Zero or fewer means the test fails.
 *
 * @example challengeNerveDice({ cls: 'shootist', skills: {}, opponentSkills: {}, fleshWounds: 1, seriousWounds: 0, sideHasDownedMore: false }, 'rwnn-extended') === 4
 */
export function challengeNerveDice(input: NerveDiceInput, ruleset: RwnnRulesetId): number {
  const t = rulesetTables(ruleset);
  let n = t.nerve.dice[input.cls];
  for (const m of t.nerve.modifiers) {
    if (m.id === 'each-flesh-wound') n += m.dice * input.fleshWounds;
    else if (m.id === 'each-serious-wound') n += m.dice * input.seriousWounds;
    else if (m.id === 'side-has-downed-more' && input.sideHasDownedMore) n += m.dice;
  }
  for (const skill of t.skills) {
    const own = input.skills[skill.id] ?? 0;
    const theirs = input.opponentSkills[skill.id] ?? 0;
    for (const e of skill.effects) {
      if (e.kind === 'nerve-dice' && e.when === 'always') n += scaled(e, own);
      else if (e.kind === 'opponent-nerve-dice') n += scaled(e, theirs);
    }
  }
  return n;
}
