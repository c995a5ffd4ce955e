import type { Dice } from '../../../dice/Dice.ts';
import { NEW_SKILLS, type NewSkillId } from './newSkillsChart.ts';

/**
 * 001 7.2 Tab.14: a new skill for a character who has `has`: 2D6 on the chart, thrown again when he has the
 * skill already; DOC taken twice becomes the graduated doctor. Null when he has every skill (no roll can
 * give him one).
 *
 * @example rollNewSkill(new ScriptedDice([4, 4]), new Set()) // 'gambler'
 */
export function rollNewSkill(dice: Dice, has: ReadonlySet<NewSkillId>): NewSkillId | null {
  if (NEW_SKILLS.every((s) => has.has(s.id)) && has.has('graduated-doctor')) return null;
  // A skill he lacks is on the chart (checked above), so the throws end.
  for (;;) {
    const skill = NEW_SKILLS[dice.d6() + dice.d6() - 2]!.id;
    if (skill === 'doc' && has.has('doc')) {
      if (!has.has('graduated-doctor')) return 'graduated-doctor';
    } else if (!has.has(skill)) return skill;
  }
}
