import type { HorseReaction } from '../tables/lossOfControl.ts';

/**
 * Where a rider stands after a loss-of-control throw and whatever followed it. One object is reused from
 * throw to throw: the functions that take it overwrite the fields they own.
 */
export interface ControlOutcome {
  /** The first throw came up 1-3. */
  lost: boolean;
  /** The second throw, once control is lost; null when it was not lost. */
  reaction: HorseReaction | null;
  /** The rider is out of the saddle (the Combat Damage Chart follows). */
  thrown: boolean;
  /** The horse is still bucking, the sequence to go on in the rider's next turn. */
  bucking: boolean;
  /** The horse is bolting with the rider still on it. */
  bolting: boolean;
  /** Rounds of the bucking sequence played so far. */
  buckingRounds: number;
  /** Inches the bucking horse moved in the last round (the difference of the red and the black die). */
  buckInches: number;
  /** The direction of that move, in whole degrees 0..359 (the line from the red die to the black). */
  buckDegrees: number;
}

/** A fresh outcome. @example lossOfControl('good', r, dice, newControlOutcome()) */
export function newControlOutcome(): ControlOutcome {
  return {
    lost: false,
    reaction: null,
    thrown: false,
    bucking: false,
    bolting: false,
    buckingRounds: 0,
    buckInches: 0,
    buckDegrees: 0,
  };
}
