/**
 * The ids of the interpretation-register entries written for the RWNN charts; each id is the file name
 * (without `.md`) of an entry under docs/rules/interpretations/.
 *
 * @example const id: TableInterpretationId = 'carbine-row-garbled';
 */
export type TableInterpretationId =
  | 'range-rows-repeating-and-breech-loader'
  | 'quickref-missing-range-rows'
  | 'carbine-row-garbled'
  | 'bow-row-fourth-cell'
  | 'range-band-upper-bounds'
  | 'shotgun-dice-rows'
  | 'shotgun-blazing-away-bonus'
  | 'rifle-blazing-away-class'
  | 'two-pistols-modifier'
  | 'shotgun-after-moving-modifier'
  | 'cover-firing-modifier'
  | 'mounted-firing-modifier'
  | 'quickref-wounded-firing-modifier'
  | 'belly-serious-wound-knock'
  | 'tough-white-side'
  | 'effect-die-below-one'
  | 'knocked-out-recovery'
  | 'recover-after-wound'
  | 'fighting-chart-not-in-extended'
  | 'fight-charge-distance'
  | 'fight-behind-cover'
  | 'quickref-wounded-fighting-modifier'
  | 'skill-renames-1996'
  | 'skilled-fighter-1996'
  | 'strong-runt-effect'
  | 'skill-cancels-vs-removes'
  | 'skill-chits-vs-list'
  | 'skill-double-asterisk';
