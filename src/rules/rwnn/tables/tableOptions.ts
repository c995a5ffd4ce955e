import type { TableInterpretationId } from './TableInterpretationId.ts';

/**
 * A choice between readings of an ambiguous chart passage, for the rules engine to expose. `default` is the
 * reading the tables implement; the value `ruleset` means "what the selected ruleset's own document prints"
 * (000 for rwnn-extended and rwnn-1996 unless 003 prints its own, 002 for rwnn-quickref).
 *
 * @example const o: TableOption = { name: 'tables.carbineRow', values: ['as-printed', 'rifle'], default: 'as-printed', interpretation: 'carbine-row-garbled', describe: '...' };
 */
export interface TableOption {
  readonly name: `tables.${string}`;
  readonly values: readonly [string, ...string[]];
  readonly default: string;
  readonly interpretation: TableInterpretationId;
  readonly describe: string;
}

/**
 * Every option the interpretation register proposes for the RWNN charts, one or more per entry of
 * docs/rules/interpretations/ (the entry's id is `interpretation`).
 *
 * @example TABLE_OPTIONS.find((o) => o.name === 'tables.bowFourthCell')?.default === 'long'
 */
export const TABLE_OPTIONS = [
  {
    name: 'tables.repeatingRifleRow',
    values: ['rifle', 'carbine'],
    default: 'rifle',
    interpretation: 'range-rows-repeating-and-breech-loader',
    describe: 'range-chart row read for a repeating rifle, which 000 does not print',
  },
  {
    name: 'tables.breechLoaderRow',
    values: ['rifle', 'carbine'],
    default: 'rifle',
    interpretation: 'range-rows-repeating-and-breech-loader',
    describe: 'range-chart row read for a breech-loader, which 000 does not print',
  },
  {
    name: 'tables.quickrefBorrowedRows',
    values: ['extended', 'none'],
    default: 'extended',
    interpretation: 'quickref-missing-range-rows',
    describe: "carbine, sawn-off and bow under the quick reference: 000's rows, or not available",
  },
  {
    name: 'tables.carbineRow',
    values: ['as-printed', 'rifle'],
    default: 'as-printed',
    interpretation: 'carbine-row-garbled',
    describe: "000's carbine row as its cells are printed, or the rifle row",
  },
  {
    name: 'tables.bowFourthCell',
    values: ['long', 'extreme'],
    default: 'long',
    interpretation: 'bow-row-fourth-cell',
    describe: 'band of the bow row\'s fourth and last cell, "24” / 1"',
  },
  {
    name: 'tables.rangeBandBound',
    values: ['inclusive', 'exclusive'],
    default: 'inclusive',
    interpretation: 'range-band-upper-bounds',
    describe: "whether a target at exactly a band's printed distance is in that band",
  },
  {
    name: 'tables.shotgunRow',
    values: ['ruleset', 'extended', 'quickref'],
    default: 'ruleset',
    interpretation: 'shotgun-dice-rows',
    describe: "shotgun dice: 000's Shotgun row or 002's Shotgun (Template) row",
  },
  {
    name: 'tables.shotgunBlazingAwayBonus',
    values: ['ruleset', 'none', 'plus-four'],
    default: 'ruleset',
    interpretation: 'shotgun-blazing-away-bonus',
    describe: 'shotgun blazing-away bonus: none (000) or +4 (002)',
  },
  {
    name: 'tables.rifleBlazesAs',
    values: ['breech-loader', 'repeating-rifle'],
    default: 'breech-loader',
    interpretation: 'rifle-blazing-away-class',
    describe: 'blazing-away bonus and hit cap of a rifle not named as repeating or breech-loading',
  },
  {
    name: 'tables.carbineBlazesAs',
    values: ['breech-loader', 'repeating-rifle'],
    default: 'breech-loader',
    interpretation: 'rifle-blazing-away-class',
    describe: 'blazing-away bonus and hit cap of a carbine',
  },
  {
    name: 'tables.twoPistolsModifier',
    values: ['ruleset', 'minus-two', 'minus-three'],
    default: 'ruleset',
    interpretation: 'two-pistols-modifier',
    describe: 'firing two pistols: -3 (000) or -2 (002)',
  },
  {
    name: 'tables.shotgunAfterMovingModifier',
    values: ['ruleset', 'minus-one', 'minus-two'],
    default: 'ruleset',
    interpretation: 'shotgun-after-moving-modifier',
    describe: 'firing a shotgun after moving: -1 (000) or -2 (002)',
  },
  {
    name: 'tables.coverFiringModifier',
    values: ['ruleset', 'single', 'soft-and-hard'],
    default: 'ruleset',
    interpretation: 'cover-firing-modifier',
    describe: 'target in cover: one -1 line (000) or soft -1 / hard -2 (002)',
  },
  {
    name: 'tables.quickrefWoundedFiring',
    values: ['state', 'per-wound', 'extended-wording'],
    default: 'state',
    interpretation: 'quickref-wounded-firing-modifier',
    describe: 'how 002\'s "Wounded / Seriously wounded -1 / -2" firing modifier counts',
  },
  {
    name: 'tables.quickrefBelly4',
    values: ['knocked-down', 'knocked-out'],
    default: 'knocked-down',
    interpretation: 'belly-serious-wound-knock',
    describe: '002 wound chart Belly 4: as printed (Knocked Down) or as 000 (Knocked Out)',
  },
  {
    name: 'tables.toughWoundChart',
    values: ['white-side', 'white-side-and-minus-one'],
    default: 'white-side',
    interpretation: 'tough-white-side',
    describe: "a Tough character's wounds: Appendix C alone, or Appendix C with one more off the effect die",
  },
  {
    name: 'tables.effectDieBelowOne',
    values: ['column-one', 'no-effect'],
    default: 'column-one',
    interpretation: 'effect-die-below-one',
    describe: 'an effect die reduced below 1 reads column 1 (a graze), or the hit has no effect',
  },
  {
    name: 'tables.knockedOutRecovery',
    values: ['ruleset', 'six-only', 'plus-one-per-throw', 'plus-one-after-first'],
    default: 'ruleset',
    interpretation: 'knocked-out-recovery',
    describe:
      'regaining consciousness: a 6 every time (000), or +1 on later throws (002), cumulative or flat',
  },
  {
    name: 'tables.recoverAfterWound',
    values: ['ruleset', 'any-wound', 'serious-only'],
    default: 'ruleset',
    interpretation: 'recover-after-wound',
    describe: 'which wounds need a Recover action: any wound (000) or serious wounds (002)',
  },
  {
    name: 'tables.fightChargeDistance',
    values: ['ruleset', 'over-nine', 'nine-or-more'],
    default: 'ruleset',
    interpretation: 'fight-charge-distance',
    describe: 'attacker movement that earns +2 fighting dice: over 9" (000) or 9"+ (002)',
  },
  {
    name: 'tables.fightBehindCover',
    values: ['defender-in-cover', 'own-cover'],
    default: 'defender-in-cover',
    interpretation: 'fight-behind-cover',
    describe: 'whose dice 002\'s fighting "Behind Cover -1" reduces',
  },
  {
    name: 'tables.quickrefWoundedFighting',
    values: ['state', 'per-wound', 'extended-wording'],
    default: 'state',
    interpretation: 'quickref-wounded-fighting-modifier',
    describe: 'how 002\'s fighting "Wounded -1" and "Seriously Wounded -2" count',
  },
  {
    name: 'tables.strongRuntEffect',
    values: ['ruleset', 'effect-die', 'fight-dice'],
    default: 'ruleset',
    interpretation: 'strong-runt-effect',
    describe:
      'Strong and Runt: +1/-1 on the damage roll (000 text) or +3/-3 fighting dice (003, 000 example)',
  },
  {
    name: 'tables.skillCancels',
    values: ['removes', 'nullifies'],
    default: 'removes',
    interpretation: 'skill-cancels-vs-removes',
    describe: 'whether "Cancels X" removes X like "Removes X", or keeps both with X\'s effects void',
  },
  {
    name: 'tables.doubleSkillMarker',
    values: ['number-or-grant', 'any-asterisk', 'own-number'],
    default: 'number-or-grant',
    interpretation: 'skill-double-asterisk',
    describe:
      'a skill is double if an asterisk marks a number or a skill it grants (Evil single), any asterisk, or one of its own numbers',
  },
] as const satisfies readonly TableOption[];
