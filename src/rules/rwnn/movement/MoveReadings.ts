/**
 * Readings of the movement passages that the books leave open or print differently; each value is explained
 * in its entry under docs/rules/interpretations/ (movement-minimum, movement-falling-over,
 * citizen-move-before-gunplay, movement-wound-dice, movement-double-clumsy, movement-jumpy,
 * movement-rerolls).
 *
 * @example const r: MoveReadings = { ...DEFAULT_MOVE_READINGS, fallMoves: 'after-moving' };
 */
export interface MoveReadings {
  /** Least distance of a Gunman or better: the ruleset's (000/003 three inches, 002 the lowest die) or either. */
  readonly minimum: 'ruleset' | 'three-inches' | 'lowest-die';
  /** Falling over on 1s: the ruleset's (none in 003), 000's rule, or never. */
  readonly fallRule: 'ruleset' | 'extended' | 'none';
  /** A character who falls over falls where he stands, or after moving. */
  readonly fallMoves: 'in-place' | 'after-moving';
  /** Citizens move the full roll always, or (000's words) only once gunplay has commenced. */
  readonly citizenFullRoll: 'always' | 'once-gunplay-commences';
  /** "each serious wound and each flesh wound on a leg": serious wounds anywhere, or on a leg only. */
  readonly seriousWoundDice: 'any-location' | 'leg-only';
  /** A double ("Very") Clumsy character falls over on two 1s like a single one, or on one 1. */
  readonly veryClumsy: 'two-ones' | 'one-one';
  /** 000's Jumpy "Moves like a Citizen": he falls over on two 1s too, or only his distance is a Citizen's. */
  readonly jumpyFalls: 'two-ones' | 'three-ones';
  /**
   * Lucky, Charmed and Cursed touch the movement dice as "a batch of dice he throws" (Swift's extra dice
   * among them), or never.
   */
  readonly rerolls: 'all' | 'none';
}

/**
 * The default readings. @example DEFAULT_MOVE_READINGS.fallMoves === 'in-place'
 */
export const DEFAULT_MOVE_READINGS: MoveReadings = {
  minimum: 'ruleset',
  fallRule: 'ruleset',
  fallMoves: 'in-place',
  citizenFullRoll: 'always',
  seriousWoundDice: 'any-location',
  veryClumsy: 'two-ones',
  jumpyFalls: 'two-ones',
  rerolls: 'all',
};
