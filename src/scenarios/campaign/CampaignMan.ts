import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';

/**
 * One man of a band across a campaign: what a gunfight's shootout needs of him (class, weapon, the skills he
 * gained in order, tactic, blade) and what the campaign keeps between gunfights: alive or dead, the gunfights
 * he must still sit out with his serious wounds, and his tally.
 *
 * @example const m = new CampaignMan('wyatt', 0, 'shootist', 'pistol', [], 'gunfighter', null);
 */
export class CampaignMan {
  alive = true;
  /** Gunfights still to be missed for serious wounds (000 EXPERIENCE). */
  sittingOut = 0;
  gunfights = 0;
  kills = 0;

  constructor(
    readonly name: string,
    readonly band: number,
    public cls: CharacterClass,
    readonly weapon: string,
    public gained: readonly SkillId[],
    readonly policy: string,
    readonly blade: string | null,
  ) {}
}
