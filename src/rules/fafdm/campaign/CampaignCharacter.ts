import type { FafdmCharacterRow } from '../tables/fafdmBands.ts';
import type { FafdmGunId } from '../tables/fafdmGuns.ts';
import type { NewSkillId } from './newSkillsChart.ts';
import { STARTING_EXPERIENCE } from './skillCosts.ts';

/**
 * One character of a band through a campaign (001 6.5-8.1): his card's scores as raised with experience
 * (Tab.13), his experience, his Tab.14 skills, his gun, and what Tab.12 left him with.
 *
 * @example const c = new CampaignCharacter('outlaws/bandit', FAFDM_BANDS.outlaws.characters.bandit);
 */
export class CampaignCharacter {
  shot: number;
  cool: number;
  ref: number;
  cos: number;
  fame: number;
  fortune: number;
  /** 7.1: leaders start with 2, heroes with 1, the others with none. */
  experience: number;
  readonly skills = new Set<NewSkillId>();
  gun: FafdmGunId = 'six-shot';
  /** Tab.12 WOUNDED: "it loses 1 COS during the next match". */
  wounded = false;
  /** Tab.12 INVALID: the invalidities he carries (faces 1-6 of the second die). */
  readonly invalidities: number[] = [];
  dead = false;
  eliminations = 0;

  constructor(
    readonly id: string,
    readonly card: FafdmCharacterRow,
  ) {
    this.shot = card.shot;
    this.cool = card.cool;
    this.ref = card.ref;
    this.cos = card.cos;
    this.fame = card.fame;
    this.fortune = card.fortune;
    this.experience = STARTING_EXPERIENCE[card.role];
  }
}
