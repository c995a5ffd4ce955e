import type { Dice } from '../../../dice/Dice.ts';
import type { CampaignCharacter } from './CampaignCharacter.ts';
import { rollNewSkill } from './rollNewSkill.ts';
import { SKILL_COSTS, type RaisableScore } from './skillCosts.ts';

/** The order in which experience raises a score (the campaign's policy: shooting first). */
const RAISE_ORDER: readonly RaisableScore[] = ['shot', 'cool', 'ref', 'cos', 'fame', 'fortune'];

/**
 * 001 7.2 Tab.13: a character spends his experience, as the campaign's policy does: the first score of
 * SHOT, COOL, REF, COS, FAME, FORTUNE below the cap of 4 (7.1) that he can afford is raised by one, again
 * while he can; with less than that but at least 3 points he buys a new skill (Tab.14). He saves the rest.
 * Returns the purchases made, in order.
 *
 * @example spendExperience(dice, bandit) // ['shot'] with 6 points
 */
export function spendExperience(dice: Dice, c: CampaignCharacter): string[] {
  const bought: string[] = [];
  for (;;) {
    const raise = RAISE_ORDER.find((s) => c[s] < SKILL_COSTS.cap);
    if (raise !== undefined && c.experience >= SKILL_COSTS.raise[raise]) {
      c.experience -= SKILL_COSTS.raise[raise];
      c[raise]++;
      bought.push(raise);
    } else if (c.experience >= SKILL_COSTS.newSkill) {
      const skill = rollNewSkill(dice, c.skills);
      if (skill === null) return bought;
      c.experience -= SKILL_COSTS.newSkill;
      c.skills.add(skill);
      bought.push(skill);
    } else return bought;
  }
}
