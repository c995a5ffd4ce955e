/**
 * The one interface through which the rules see randomness. Rules never import a generator: they are
 * handed a `Dice` (a seeded {@link DiceStream} in a simulation, a {@link ScriptedDice} in a test that forces
 * faces) and ask it for faces.
 *
 * @example
 * const counts = newFaceCounts();
 * dice.rollCounts(6, counts); // counts[6] is the number of 6s among six dice
 * dice.below(7); // 0..6: which of seven face-down cards is turned
 */
export interface Dice {
  /** One six-sided die: an integer 1..6, every face exactly equally likely. */
  d6(): number;
  /**
   * Rolls `n` dice (none when n <= 0) and writes how many showed each face into `counts[1..6]`
   * (`counts[0]` is set to 0). Returns `counts`, so a hot loop can reuse one array and allocate nothing.
   */
  rollCounts(n: number, counts: FaceCounts): FaceCounts;
  /**
   * A uniform integer 0..n-1, for an integer `n` in 1..2^32 (anything else is a RangeError): every value
   * exactly equally likely. Turning a card from a pile of `n` is `below(n)`. It is not a die: it does not
   * count towards {@link DiceStream.rolled}.
   */
  below(n: number): number;
}

/** Face tallies of one batch of dice: index f (1..6) holds the number of dice showing f; index 0 is unused. */
export type FaceCounts = Int32Array;

/** A fresh, zeroed tally array for {@link Dice.rollCounts}; allocate once per simulation, not per roll. */
export function newFaceCounts(): FaceCounts {
  return new Int32Array(7);
}
