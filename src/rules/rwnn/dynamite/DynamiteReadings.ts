/**
 * Readings of 000's dynamite passages where the text allows more than one; each has its register entry
 * (dynamite-scatter-modifiers, dynamite-bounce, dynamite-wound-modifiers, dynamite-scatter-die) and its
 * `--option` key.
 *
 * @example const r: DynamiteReadings = { ...DEFAULT_DYNAMITE_READINGS, bounceFrom: 'aim' };
 */
export interface DynamiteReadings {
  /**
   * "Apply ‘Lobbing Modifiers’ to the raw dice roll": to the size of the scatter, whichever way it goes
   * (`size`), or to the signed black-minus-red number, so +1" moves the stick an inch further ahead (`signed`).
   */
  readonly scatterModifiers: 'size' | 'signed';
  /**
   * Where a bounce roll is measured from: where the stick lies, each roll moving it on (`landing`), or the
   * aiming point, the last roll placing it (`aim`, TRWNN's "Roll twice from our aiming marker").
   */
  readonly bounceFrom: 'landing' | 'aim';
  /** "For each would suffered by Thrower": one a wound (`per-wound`), or a serious wound two (`per-severity`). */
  readonly woundInches: 'per-wound' | 'per-severity';
  /** How many of the Games Workshop scatter die's six faces carry the target symbol: `two`, or `one`. */
  readonly scatterDieTargets: 'two' | 'one';
}

/** The default readings. @example DEFAULT_DYNAMITE_READINGS.bounceFrom === 'landing' */
export const DEFAULT_DYNAMITE_READINGS: DynamiteReadings = {
  scatterModifiers: 'size',
  bounceFrom: 'landing',
  woundInches: 'per-wound',
  scatterDieTargets: 'two',
};
