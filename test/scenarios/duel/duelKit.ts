import type { DuelPolicy } from '../../../src/policies/duel/DuelPolicy.ts';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import { NO_SKILLS, type DuelSkill, type DuellistSpec } from '../../../src/scenarios/duel/Duellist.ts';

/** A duellist spec for tests: Gunman, no skills, deliberate, unless told otherwise. */
export function spec(
  name: string,
  cls: CharacterClass = 'gunman',
  skills: Partial<Record<DuelSkill, number>> = {},
  policy: DuelPolicy = deliberatePolicy,
): DuellistSpec {
  return { name, cls, skills: { ...NO_SKILLS, ...skills }, policy };
}

/** A duellist spec whose skills are gained in this order (000's removals apply), with one or two pistols. */
export function gainedSpec(
  name: string,
  cls: CharacterClass,
  gained: readonly DuelSkill[],
  policy: DuelPolicy = deliberatePolicy,
  pistols: 1 | 2 = 1,
): DuellistSpec {
  const skills: Record<DuelSkill, number> = { ...NO_SKILLS };
  for (const s of gained) skills[s]++;
  return { name, cls, skills, gained, policy, ...(pistols === 2 ? { pistols } : {}) };
}
