import type { RwnnRulesetId } from '../tables/rulesetTables.ts';

/**
 * Readings of the shotgun passages: which of the two printed shotgun rules is played, and every point the
 * books leave open or print differently within each. Each has its entry under docs/rules/interpretations/
 * (shotgun-rule, shotgun-sawn-off-template, shotgun-line-reach, shotgun-line-beyond-spot,
 * shotgun-moving-miss, shotgun-both-lines, shotgun-dice-ones, shotgun-dice-apportion,
 * shotgun-blunderbuss-dice) and, for those a game can reach, its `--option` key
 * ({@link SHOTGUN_READING_OPTIONS}).
 *
 * @example const r: ShotgunReadings = shotgunReadings('rwnn-1996'); // r.rule === 'template'
 */
export interface ShotgunReadings {
  /** 000's "Bengal Club Rules Version" (range dice, shared hits) or the "TRWNN Rules Version" template. */
  readonly rule: 'dice' | 'template';
  /** Template: a two-handed sawn-off's spot 12" away like a conventional shotgun (000), or 6" (003). */
  readonly sawnOffSpot: 'twelve-inches' | 'six-inches';
  /** Template: a sawn-off's line reaches 1.5" at six inches or less (000), or 1" always (003). */
  readonly sawnOffReach: 'wide-within-six' | 'one-inch';
  /** Template: a sawn-off's effect "deduct two" over 6" (000), or -1 over 6" and -2 over 9" (003). */
  readonly sawnOffEffect: 'minus-two-over-six' | 'minus-two-over-nine';
  /** Template: a figure is hit when his head (000) or any part of his base (003) is within reach of a line. */
  readonly lineReach: 'head' | 'base';
  /** Template: the "imaginary line" runs on beyond the marker spot, or ends there. */
  readonly line: 'ray' | 'segment';
  /** Template: a moving firer misses with a barrel whose marker moved a non-zero even number (000), an even number with 0 counted, or never (003). */
  readonly movingMiss: 'even' | 'nonzero-even' | 'never';
  /** Template: a figure within reach of both barrels' lines is hit by each barrel, or once. */
  readonly bothLines: 'per-barrel' | 'once';
  /** Dice: the 1s and 6s of the throw are judged by the ruleset's blazing-away rule, decide jams only, or nothing. */
  readonly diceOnes: 'blaze-rule' | 'jam-only' | 'none';
  /** Dice: "left over" hits go to the other victims nearest the firer first, or to random ones. */
  readonly leftover: 'nearest-first' | 'random';
  /** Dice: a target with nobody within 1" takes every hit, or only his half. */
  readonly loneTarget: 'all-hits' | 'half-hits';
  /** Dice: "standing within 1" of a shotgun target" measured between the bases' edges, or between centres. */
  readonly shareReach: 'bases' | 'centres';
  /**
   * Dice: a blunderbuss throws as a one-barrelled sawn-off, or scores six hits at six inches or less. No
   * figure carries a blunderbuss yet, so this is no `--option` (shotgun-blunderbuss-dice is data only).
   */
  readonly blunderbussDice: 'one-barrel-sawn-off' | 'six-hits-within-six';
}

/**
 * The shotgun readings of a ruleset, with any single reading changed. The 1996 edition prints only the
 * template (003 SHOTGUNS) and reads its own wording of it; the extended edition prints both versions, the
 * Bengal Club's first, and its range chart's shotgun rows are that version's dice, so it plays the dice
 * version; the quick reference sheet gives shotgun dice and a blazing-away bonus, which only a dice rule
 * uses, and otherwise reads 000 (see shotgun-rule).
 *
 * @example shotgunReadings('rwnn-extended', { rule: 'template' }).movingMiss === 'nonzero-even'
 */
export function shotgunReadings(
  ruleset: RwnnRulesetId,
  overrides: Partial<ShotgunReadings> = {},
): ShotgunReadings {
  const text1996 = ruleset === 'rwnn-1996';
  return {
    rule: text1996 ? 'template' : 'dice',
    sawnOffSpot: text1996 ? 'six-inches' : 'twelve-inches',
    sawnOffReach: text1996 ? 'one-inch' : 'wide-within-six',
    sawnOffEffect: text1996 ? 'minus-two-over-nine' : 'minus-two-over-six',
    lineReach: text1996 ? 'base' : 'head',
    line: 'ray',
    movingMiss: text1996 ? 'never' : 'nonzero-even',
    bothLines: 'per-barrel',
    diceOnes: 'blaze-rule',
    leftover: 'nearest-first',
    loneTarget: 'all-hits',
    shareReach: 'bases',
    blunderbussDice: 'one-barrel-sawn-off',
    ...overrides,
  };
}
