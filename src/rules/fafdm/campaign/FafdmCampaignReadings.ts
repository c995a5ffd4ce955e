import type { ReadingOption } from '../../../odds/OddsMechanic.ts';

/**
 * The readings of the campaign passages 001 leaves open, one per register entry:
 * - `endBonus` (fafdm-end-bonus): 7.1's "final bonuses at the end of each match", never listed: one point
 *   to every character of the winning band still in play, or none;
 * - `winDollars` (fafdm-win-dollars): 9.1's "if he wins the match he can earn the $ necessary to pay more
 *   characters", no amount given: the dollars a winning band earns;
 * - `sniperAim` (fafdm-sniper-aim): Tab.14 SNIPER "can aim having a +2 bonus": +2 in place of Tab.3's +1
 *   for aiming, or +2 on top of it;
 * - `disease` (fafdm-invalid-disease): Tab.12's "-1 COS in fighting shot": -1 on the roll to fight (which
 *   adds COS), or 1 COS less in every match.
 *
 * @example DEFAULT_FAFDM_CAMPAIGN_READINGS.winDollars === 50
 */
export interface FafdmCampaignReadings {
  readonly endBonus: 'winners' | 'none';
  readonly winDollars: number;
  readonly sniperAim: 'replaces' | 'adds';
  readonly disease: 'fight' | 'cos';
}

export const DEFAULT_FAFDM_CAMPAIGN_READINGS: FafdmCampaignReadings = {
  endBonus: 'winners',
  winDollars: 50,
  sniperAim: 'replaces',
  disease: 'fight',
};

/** The campaign's readings as `options` keys of a `fafdm-campaign` setup. */
export const FAFDM_CAMPAIGN_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'fafdmCampaign.endBonus',
    values: ['winners', 'none'],
    default: 'winners',
    describe: "7.1's final bonus: 1 experience point to each winner still in play, or none",
    entry: 'fafdm-end-bonus.md',
  },
  {
    key: 'fafdmCampaign.winDollars',
    values: ['50', '0', '100'],
    default: '50',
    describe: "9.1's dollars for winning a match: 50 (a Guard's price), 0 or 100",
    entry: 'fafdm-win-dollars.md',
  },
  {
    key: 'fafdmCampaign.sniperAim',
    values: ['replaces', 'adds'],
    default: 'replaces',
    describe: "Tab.14 SNIPER's aim: +2 in place of Tab.3's +1 (replaces) or on top of it (adds, +3 in all)",
    entry: 'fafdm-sniper-aim.md',
  },
  {
    key: 'fafdmCampaign.disease',
    values: ['fight', 'cos'],
    default: 'fight',
    describe:
      'Tab.12\'s disease, "-1 COS in fighting shot": -1 on the roll to fight, or 1 COS less in every match',
    entry: 'fafdm-invalid-disease.md',
  },
];

/** The readings named by a setup's options (defaults where not given). @example fafdmCampaignReadingsFrom({}) */
export function fafdmCampaignReadingsFrom(options: Readonly<Record<string, string>>): FafdmCampaignReadings {
  return {
    endBonus: options['fafdmCampaign.endBonus'] === 'none' ? 'none' : 'winners',
    winDollars: Number(options['fafdmCampaign.winDollars'] ?? DEFAULT_FAFDM_CAMPAIGN_READINGS.winDollars),
    sniperAim: options['fafdmCampaign.sniperAim'] === 'adds' ? 'adds' : 'replaces',
    disease: options['fafdmCampaign.disease'] === 'cos' ? 'cos' : 'fight',
  };
}
