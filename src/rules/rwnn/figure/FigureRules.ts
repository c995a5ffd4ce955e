import type { RwnnRuleset } from '../ruleset/rwnnRuleset.ts';
import type { RulesetSkill } from '../tables/rulesetTables.ts';
import type { SkillId } from '../tables/skills.ts';
import type { DoubleSkillMarker } from './isDoubleSkill.ts';
import { DEFAULT_SKILL_READINGS, type SkillReadings } from './SkillReadings.ts';

/**
 * What a figure reads from a ruleset to know its skills: the edition's printing of every skill (its
 * "Removes" and "Cancels" lines, its effects, whether it is double), and the readings of the skill passages:
 * `cancels` (tables.skillCancels, see skill-cancels-vs-removes), `doubleMarker` (tables.doubleSkillMarker,
 * see skill-double-asterisk) and {@link SkillReadings}.
 *
 * @example figureRules(rwnnRuleset('rwnn-1996')).skill('lightning-fast')?.name === 'Fast draw'
 */
export interface FigureRules {
  readonly ruleset: RwnnRuleset;
  readonly readings: SkillReadings;
  readonly cancels: 'removes' | 'nullifies';
  readonly doubleMarker: DoubleSkillMarker;
  /** The skill as the ruleset prints it, or null when its edition has no such skill (003 has no Clumsy). */
  skill(id: SkillId): RulesetSkill | null;
}

function optionValue<T extends string>(ruleset: RwnnRuleset, key: string, allowed: readonly T[], d: T): T {
  const v = ruleset.options[key];
  return v !== undefined && (allowed as readonly string[]).includes(v) ? (v as T) : d;
}

/**
 * The figure rules of a ruleset with the given skill readings.
 *
 * @example new Figure(spec, figureRules(rwnnRuleset('rwnn-extended')))
 */
export function figureRules(
  ruleset: RwnnRuleset,
  readings: SkillReadings = DEFAULT_SKILL_READINGS,
): FigureRules {
  const byId = new Map<SkillId, RulesetSkill>(ruleset.tables.skills.map((s) => [s.id, s]));
  return {
    ruleset,
    readings,
    cancels: optionValue(ruleset, 'tables.skillCancels', ['removes', 'nullifies'], 'removes'),
    doubleMarker: optionValue(
      ruleset,
      'tables.doubleSkillMarker',
      ['number-or-grant', 'any-asterisk', 'own-number'],
      'number-or-grant',
    ),
    skill: (id) => byId.get(id) ?? null,
  };
}
