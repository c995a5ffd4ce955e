import type { RulesetOption } from './RulesetOption.ts';

/**
 * The differences between the three RWNN sources, one option each: which document's chart a ruleset reads
 * (`source.*`) and which document's rule it plays where the text differs (`rules.*`). The editions are
 * presets of these ({@link EDITION_PRESETS}); docs/rules/interpretations/edition-sources.md quotes where each
 * document says what it is.
 *
 * @example SOURCE_OPTIONS.find((o) => o.key === 'source.fixGun')?.values // ['extended', 'quickref', '1996']
 */
export const SOURCE_OPTIONS = [
  {
    key: 'source.rangeChart',
    values: ['extended', 'quickref'],
    default: 'extended',
    describe: "range dice by weapon and band: 000's RANGE CHART or 002's RANGES & NUMBER OF DICE",
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'source.firingModifiers',
    values: ['extended', 'quickref'],
    default: 'extended',
    describe: "firing modifiers: 000's list under the RANGE CHART or 002's MODIFIERS",
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'source.blazingAway',
    values: ['extended', 'quickref'],
    default: 'extended',
    describe: "blazing-away bonuses and hit caps: 000's or 002's",
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'source.woundChart',
    values: ['extended', 'quickref'],
    default: 'extended',
    describe: "the normal (pink) wound chart: 000's Appendix B or 002's Wound Chart",
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'source.fightingModifiers',
    values: ['extended', 'quickref'],
    default: 'extended',
    describe: "fighting modifiers: 000's or 002's",
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'source.fixGun',
    values: ['extended', 'quickref', '1996'],
    default: 'extended',
    describe: 'the Fix gun throw as 000, 002 or 003 words it',
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'source.nerve',
    values: ['extended', '1996'],
    default: 'extended',
    describe: "nerve dice and triggers: 000's or 003's",
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'source.skills',
    values: ['extended', '1996'],
    default: 'extended',
    describe: "the skill list: 000's SKILLS & ATTRIBUTES or 003's SKILLS",
    entry: 'edition-sources.md',
    readBy: 'tables',
  },
  {
    key: 'rules.blazeAway',
    values: ['extended', '1996'],
    default: 'extended',
    describe: "blazing away's out-of-ammo and jam rule: 000's or 003's",
    entry: 'edition-sources.md',
    readBy: 'shot',
  },
  {
    key: 'rules.toughKnock',
    values: ['down-not-out', 'never-down'],
    default: 'down-not-out',
    describe: 'Tough: knocked down but never out (000), or never knocked down or out (003)',
    entry: 'edition-sources.md',
    readBy: 'wounds',
  },
] as const satisfies readonly RulesetOption[];
