import { THROWING_SKILLS } from '../../../rules/rwnn/tables/throwingSkills.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ThrowSkillDiceReading } from './ThrowRules.ts';

/**
 * The dice `f`'s skills add to (or take from) a thrown weapon's throw: Runt -1, Stoopid +1, Strong +1 (000
 * SKILLS & ATTRIBUTES, "D6 Lobbing or Throwing") under `arms.throwSkillDice=throws-too`, else 0.
 *
 * @example throwSkillDice(strongMan, 'throws-too') === 1
 */
export function throwSkillDice(f: Gunfighter, reading: ThrowSkillDiceReading): number {
  if (reading === 'lobbing-only') return 0;
  let n = 0;
  for (const row of THROWING_SKILLS.skillDice) if (f.skills[row.skill] > 0) n += row.dice;
  return n;
}
