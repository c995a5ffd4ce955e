/** How a shocked character's +1 is applied to the two coolness dice (001 "Test modifiers"). */
export type ShockedModifier = 'each-die' | 'higher-die';
/** Whether a die equal to the coolness score counts as over it (001 "Higher or equal score – no modifiers"). */
export type CoolCompare = 'greater' | 'greater-or-equal';

export interface CoolnessReadings {
  readonly shocked: ShockedModifier;
  readonly compare: CoolCompare;
}

export const DEFAULT_COOLNESS_READINGS: CoolnessReadings = { shocked: 'each-die', compare: 'greater' };

/** A coolness test's result as a shooting modifier: steady 0, tense -1, nervous -2 (001 4.2 FIRE). */
export const COOLNESS_SHOT_MODIFIER = [0, -1, -2] as const;

/**
 * The For A Few Dice More coolness/panic count (001 4.2 FIRE, COOLNESS TEST and panic test): two dice,
 * taken separately, compared with the coolness score; returns how many are over it (0, 1 or 2).
 * For a coolness test 0 is steady, 1 tense (-1), 2 nervous (-2); for a panic test 0 nothing, 1 shocked,
 * 2 scared. A shocked character adds +1 (to each die, by default).
 *
 * @example diceOverCoolness(2, 4, 3, false, DEFAULT_COOLNESS_READINGS) === 1 // 001's Wyatt example
 */
export function diceOverCoolness(
  die1: number,
  die2: number,
  coolness: number,
  shocked: boolean,
  r: CoolnessReadings,
): 0 | 1 | 2 {
  let d1 = die1;
  let d2 = die2;
  if (shocked) {
    if (r.shocked === 'each-die') {
      d1++;
      d2++;
    } else if (d1 >= d2) d1++;
    else d2++;
  }
  return (overCoolness(d1, coolness, r.compare) + overCoolness(d2, coolness, r.compare)) as 0 | 1 | 2;
}

/** One die against the coolness: 1 when it counts. A module function, not a closure: a test allocates nothing. */
function overCoolness(d: number, coolness: number, compare: CoolCompare): number {
  return compare === 'greater' ? (d > coolness ? 1 : 0) : d >= coolness ? 1 : 0;
}
