import type { RulesetSkill } from '../tables/rulesetTables.ts';
import type { SkillId } from '../tables/skills.ts';
import type { FigureRules } from './FigureRules.ts';
import { isDoubleSkill } from './isDoubleSkill.ts';
import { noSkills, SKILL_IDS, type SkillCounts } from './SkillCounts.ts';

/**
 * A figure's skills after the rules of 000 SKILLS: `held` are the skills he holds himself, `granted` those
 * another skill gives him (000 White knight: "he is also Charmed*"), `effective` what plays (held and
 * granted together, at most double, with skills voided by a "Cancels" line under the `nullifies` reading),
 * and `notes` says in words what the rules changed, for a narrated trial.
 *
 * @example resolveSkills({ gained: ['runt', 'strong'] }, rules).effective.runt === 0
 */
export interface ResolvedSkills {
  readonly held: SkillCounts;
  readonly granted: SkillCounts;
  readonly effective: SkillCounts;
  readonly notes: readonly string[];
}

/** How a figure's skills are given: held as stated, and gained one by one in order. */
export interface SkillGiving {
  /** Skills he holds as stated (a roster's "Very Tough" is 2), taken as they stand, without removals. */
  readonly held?: Readonly<Partial<Record<SkillId, number>>>;
  /** Skills he gains in this order (a skill given twice is the double skill); each may remove another. */
  readonly gained?: readonly SkillId[];
}

/** The most a skill can be held: double skills twice, others once (000 SKILLS "Double" skills). */
function maxCount(text: RulesetSkill, rules: FigureRules): number {
  return isDoubleSkill(text, rules.doubleMarker) ? 2 : 1;
}

/**
 * Resolves the skills a figure is given. A held or gained skill the ruleset's edition does not print (003 has
 * no Clumsy) is dropped, and so is a skill beyond its most ("If ... a character can't take ... a particular
 * skill, roll or draw again", 000 SKILLS). Each gained skill follows 000 SKILLS: "Removal of the existing
 * skill takes precedence over adding the new Skill ... If a character has multiple skills that can be
 * removed by the chit he has just drawn, remove them in the order listed for the chit": the first listed
 * skill he holds is removed (one level of a double skill, or all of it, by `removeLevel`) and the new skill
 * is not added. "Cancels" lines remove the same way, or under `tables.skillCancels=nullifies` leave both
 * held with the cancelled skill void. Granted skills are added last (starred grants double with the
 * granting skill) and take no part in removals, unless `granted=as-drawn`, when each is gained right
 * after the skill that grants it.
 *
 * @example resolveSkills({ gained: ['slow', 'swift'] }, figureRules(rwnnRuleset('rwnn-extended'))).effective.slow === 0
 */
export function resolveSkills(giving: SkillGiving, rules: FigureRules): ResolvedSkills {
  const held = noSkills();
  const granted = noSkills();
  const notes: string[] = [];
  const name = (id: SkillId): string => rules.skill(id)?.name ?? id;

  for (const [id, n] of Object.entries(giving.held ?? {}) as [SkillId, number][]) {
    const text = rules.skill(id);
    if (!text) {
      if (n > 0) notes.push(`${id} is not a skill of ${rules.ruleset.preset}: ignored`);
      continue;
    }
    held[id] = Math.min(n, maxCount(text, rules));
  }

  const gain = (id: SkillId): void => {
    const text = rules.skill(id);
    if (!text) {
      notes.push(`${id} is not a skill of ${rules.ruleset.preset}: ignored`);
      return;
    }
    const removers = rules.cancels === 'removes' ? [...text.removes, ...text.cancels] : text.removes;
    const victim = removers.find((r) => held[r] > 0);
    if (victim !== undefined) {
      held[victim] = rules.readings.removeLevel === 'one-level' ? held[victim] - 1 : 0;
      notes.push(`${text.name} removes ${name(victim)} and is not added`);
      return;
    }
    if (held[id] >= maxCount(text, rules)) {
      notes.push(`${text.name} is already held as often as it can be: drawn again`);
      return;
    }
    held[id]++;
    if (rules.readings.granted === 'as-drawn') {
      for (const e of text.effects) {
        if (e.kind === 'grants-skill' && (e.starred || held[id] === 1)) gain(e.skill);
      }
    }
  };
  for (const id of giving.gained ?? []) gain(id);

  if (rules.readings.granted === 'kept-apart') {
    for (const id of SKILL_IDS) {
      const n = held[id];
      if (n === 0) continue;
      for (const e of rules.skill(id)?.effects ?? []) {
        if (e.kind === 'grants-skill') granted[e.skill] += e.starred ? n : 1;
      }
    }
  }

  return { held, granted, effective: effectiveSkills(held, granted, rules, notes), notes };
}

/**
 * The skills that play from those he holds and those granted him (by another skill, or by a state for one
 * gunfight: 000 Drunken / Deranged): each at most double, a skill his edition does not print dropped, and
 * under `tables.skillCancels=nullifies` a skill another he has cancels voided (told in `notes`).
 *
 * @example effectiveSkills(held, granted, rules).tough // held and granted Tough together, at most 2
 */
export function effectiveSkills(
  held: SkillCounts,
  granted: SkillCounts,
  rules: FigureRules,
  notes: string[] = [],
): SkillCounts {
  const effective = noSkills();
  for (const id of SKILL_IDS) {
    const text = rules.skill(id);
    effective[id] = text ? Math.min(held[id] + granted[id], maxCount(text, rules)) : 0;
  }
  if (rules.cancels === 'nullifies') {
    for (const id of SKILL_IDS) {
      if (effective[id] === 0) continue;
      for (const c of rules.skill(id)?.cancels ?? []) {
        if (effective[c] > 0) {
          notes.push(
            `${rules.skill(id)?.name ?? id} cancels ${rules.skill(c)?.name ?? c}: its effects are void`,
          );
          effective[c] = 0;
        }
      }
    }
  }
  return effective;
}
