import type { Dice } from '../../../dice/Dice.ts';
import type { CampaignCharacter } from './CampaignCharacter.ts';
import { rollNewSkill } from './rollNewSkill.ts';
import { SKILL_COSTS, type RaisableScore } from './skillCosts.ts';

/** The order in which experience raises a score (the campaign's policy: shooting first). */
const RAISE_ORDER: readonly RaisableScore[] = ['shot', 'cool', 'ref', 'cos', 'fame', 'fortune'];

/** What a character's experience bought: scores raised and new skills. */
export interface Bought {
  raises: number;
  skills: number;
}

/** A new skill for 3 points (Tab.14); false when he has too few or holds every skill. */
function newSkill(dice: Dice, c: CampaignCharacter): boolean {
  if (c.experience < SKILL_COSTS.newSkill) return false;
  const skill = rollNewSkill(dice, c.skills);
  if (skill === null) return false;
  c.experience -= SKILL_COSTS.newSkill;
  c.skills.add(skill);
  return true;
}

/**
 * 001 7.2 Tab.13: a character spends his experience, as the band's spending policy says (`first`). Scores
 * first: the first score of SHOT, COOL, REF, COS, FAME, FORTUNE below the cap of 4 (7.1) that he can afford
 * is raised by one, again while he can; with less than that but at least 3 points he buys a new skill
 * (Tab.14). Skills first: a new skill while he has 3 points and a skill to gain, then scores. He saves the
 * rest. Adds what he bought to `bought`.
 *
 * @example spendExperience(dice, bandit, 'scores', bought) // bought.raises + 1 with 6 points
 */
export function spendExperience(
  dice: Dice,
  c: CampaignCharacter,
  first: 'scores' | 'skills',
  bought: Bought,
): void {
  if (first === 'skills') while (newSkill(dice, c)) bought.skills++;
  for (;;) {
    let raise: RaisableScore | undefined;
    for (const s of RAISE_ORDER)
      if (c[s] < SKILL_COSTS.cap) {
        raise = s;
        break;
      }
    if (raise !== undefined && c.experience >= SKILL_COSTS.raise[raise]) {
      c.experience -= SKILL_COSTS.raise[raise];
      c[raise]++;
      bought.raises++;
    } else if (newSkill(dice, c)) bought.skills++;
    else return;
  }
}
