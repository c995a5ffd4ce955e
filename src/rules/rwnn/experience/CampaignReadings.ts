import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';
import { withPresetValues } from '../ruleset/withPresetValues.ts';

/**
 * The readings of the experience passages a campaign plays, one per register entry:
 * - `skillDraw` (campaign-skill-draw): a random skill drawn from 000's chit sheet, or thrown uniformly over
 *   the edition's printed skills;
 * - `lifeIsCheap` (skill-chits-vs-list): the chit that names no skill is drawn again, or gives nothing;
 * - `skillsClass` (campaign-promotion-gunfight): the skills of the gunfight that promotes a man are those of
 *   the class he fought as (the Gunman's first kill excepted, "including the first"), or of his new class;
 * - `evilExempt` (campaign-evil-exception): what Evil's exception covers;
 * - `legendKiller` (campaign-legend-killer): 000's "If you like" skill for killing a Legend;
 * - `recovery` (campaign-serious-wound-recovery): serious wounds keep a man out of gunfights, or not;
 * - `recruits` (campaign-recruits): new men between gunfights.
 *
 * @example DEFAULT_CAMPAIGN_READINGS.skillDraw === 'chits'
 */
export interface CampaignReadings {
  readonly skillDraw: 'chits' | 'list';
  readonly lifeIsCheap: 'draw-again' | 'no-skill';
  readonly skillsClass: 'as-fought' | 'as-promoted';
  readonly evilExempt: 'shooting-acts' | 'all';
  readonly legendKiller: 'no' | 'skill';
  readonly recovery: 'miss-gunfights' | 'none';
  readonly recruits: 'each-game' | 'gang-throw' | 'none';
}

export const DEFAULT_CAMPAIGN_READINGS: CampaignReadings = {
  skillDraw: 'chits',
  lifeIsCheap: 'draw-again',
  skillsClass: 'as-fought',
  evilExempt: 'shooting-acts',
  legendKiller: 'no',
  recovery: 'miss-gunfights',
  recruits: 'each-game',
};

const D = DEFAULT_CAMPAIGN_READINGS;

/** The campaign's readings as `options` keys of a `campaign` setup. */
export const CAMPAIGN_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'campaign.skillDraw',
    values: ['chits', 'list'],
    default: D.skillDraw,
    describe:
      "a random skill: a chit drawn from 000's sheet of 34, or one of the edition's printed skills, each as likely",
    entry: 'campaign-skill-draw.md',
  },
  {
    key: 'campaign.lifeIsCheap',
    values: ['draw-again', 'no-skill'],
    default: D.lifeIsCheap,
    describe: 'the "Life is Cheap" chit, which names no skill: drawn again, or the skill is lost',
    entry: 'skill-chits-vs-list.md',
  },
  {
    key: 'campaign.skillsClass',
    values: ['as-fought', 'as-promoted'],
    default: D.skillsClass,
    describe: 'the skills of a gunfight that promotes a man: by the class he fought it as, or his new class',
    entry: 'campaign-promotion-gunfight.md',
  },
  {
    key: 'campaign.evilExempt',
    values: ['shooting-acts', 'all'],
    default: D.evilExempt,
    describe:
      "Evil's exception: backshooting and shooting helpless men only, or also surrendering and refusing a challenge",
    entry: 'campaign-evil-exception.md',
  },
  {
    key: 'campaign.legendKiller',
    values: ['no', 'skill'],
    default: D.legendKiller,
    describe: "000's optional skill for any man who kills a Legend: not given, or given",
    entry: 'campaign-legend-killer.md',
  },
  {
    key: 'campaign.recovery',
    values: ['miss-gunfights', 'none'],
    default: D.recovery,
    describe: 'a seriously wounded man misses one gunfight per serious wound (000), or fights the next one',
    entry: 'campaign-serious-wound-recovery.md',
    presets: { 'rwnn-1996': 'none' },
  },
  {
    key: 'campaign.recruits',
    values: ['each-game', 'gang-throw', 'none'],
    default: D.recruits,
    describe:
      "new men between gunfights: one a band each game (1-5 Citizen, 6 Gunman), the gang's throw (4-5 Citizen, 6 Gunman), or none",
    entry: 'campaign-recruits.md',
    presets: { 'rwnn-1996': 'none' },
  },
];

/**
 * The campaign readings of a setup's options under the edition `preset` (its own readings where the file
 * names none).
 *
 * @example campaignReadingsFrom('rwnn-1996', {}).recovery === 'none'
 */
export function campaignReadingsFrom(preset: string, given: OptionValues): CampaignReadings {
  const o = withPresetValues(preset, given, CAMPAIGN_OPTIONS);
  // Each reading by its option's own values and default: one list says what a campaign option may be.
  const pick = <K extends keyof CampaignReadings>(key: K): CampaignReadings[K] => {
    const option = CAMPAIGN_OPTIONS.find((x) => x.key === `campaign.${key}`)!;
    return choiceValue(o, option.key, option.values, option.default) as CampaignReadings[K];
  };
  return {
    skillDraw: pick('skillDraw'),
    lifeIsCheap: pick('lifeIsCheap'),
    skillsClass: pick('skillsClass'),
    evilExempt: pick('evilExempt'),
    legendKiller: pick('legendKiller'),
    recovery: pick('recovery'),
    recruits: pick('recruits'),
  };
}
