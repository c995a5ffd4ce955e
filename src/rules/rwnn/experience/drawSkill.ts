import type { Dice } from '../../../dice/Dice.ts';
import { SKILL_CHITS } from '../tables/skillChits.ts';
import type { SkillId } from '../tables/skills.ts';
import type { CampaignReadings } from './CampaignReadings.ts';

/**
 * One random skill (003/000 SKILLS: "You can either dice for skills randomly, draw chits, ..."): under
 * `chits` a chit of 000 Appendix A's sheet of 34, drawn from the full sheet each time, the one chit that names
 * no skill ("Life is Cheap") drawn again, or under `lifeIsCheap=no-skill` giving none (null; register entry
 * skill-chits-vs-list); under `list` one of `printed` (the edition's skills), each as
 * likely, the books printing no dice chart for skills (register entry campaign-skill-draw). Whether the man
 * can take it is the caller's question ("roll or draw again").
 *
 * @example drawSkill(new ScriptedDice([], [9]), DEFAULT_CAMPAIGN_READINGS, printed) === 'deadeye'
 */
export function drawSkill(
  dice: Dice,
  readings: Pick<CampaignReadings, 'skillDraw' | 'lifeIsCheap'>,
  printed: readonly SkillId[],
): SkillId | null {
  if (readings.skillDraw === 'list') return printed[dice.below(printed.length)]!;
  const chits = SKILL_CHITS.chits;
  for (;;) {
    const skill = chits[dice.below(chits.length)]!.skill;
    if (skill !== null || readings.lifeIsCheap === 'no-skill') return skill;
  }
}
