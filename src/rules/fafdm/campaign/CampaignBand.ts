import { FAFDM_BANDS, type FafdmBandId, type FafdmCharacterRow } from '../tables/fafdmBands.ts';
import { CampaignCharacter } from './CampaignCharacter.ts';

/**
 * A band through a campaign: its list, its characters (the dead stay on the roll, marked), its dollars.
 *
 * @example const band = CampaignBand.bought('outlaws', { boss: 1, bandit: 3 }, 30);
 */
export class CampaignBand {
  constructor(
    readonly band: FafdmBandId,
    readonly characters: CampaignCharacter[],
    public dollars: number,
  ) {}

  /** A band as bought from its list: `roster` characters by id, and the dollars left. */
  static bought(band: FafdmBandId, roster: Readonly<Record<string, number>>, dollars: number): CampaignBand {
    const list = FAFDM_BANDS[band].characters as Record<string, FafdmCharacterRow>;
    const characters: CampaignCharacter[] = [];
    for (const [id, card] of Object.entries(list))
      for (let k = 0; k < (roster[id] ?? 0); k++) characters.push(new CampaignCharacter(id, card));
    return new CampaignBand(band, characters, dollars);
  }

  /** The characters who can fight the next match. */
  living(): CampaignCharacter[] {
    return this.characters.filter((c) => !c.dead);
  }
}
