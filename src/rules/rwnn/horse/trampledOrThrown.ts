import type { Dice } from '../../../dice/Dice.ts';
import { redBlackDice, type RedBlackMove } from './redBlackDice.ts';

/**
 * "Bowled over" (000 FIGHTING, TRAMPLED OR THROWN CHARACTERS): "a: throw to determine the distance that the
 * character flies through the air; throw a red and a black dice ... the character is propelled the
 * difference between the two scores. b: move the character in the direction parallel to a line drawn from
 * the positions of the red to the black dice." The man is also knocked down and winded "until after the
 * Joker is next turned" (the scenario keeps that). Writes into `out`; allocates nothing.
 *
 * @example bowledOver(new ScriptedDice([6, 1], [180]), out) // 5 inches, 180 degrees
 */
export function bowledOver(dice: Dice, out: RedBlackMove): RedBlackMove {
  return redBlackDice(dice, out);
}

/** One throw of a man dragged by a stirrup or trapped under his horse. */
export interface CaughtThrow {
  /** He is free. */
  escapes: boolean;
  /** Otherwise the face he reads the damage on (after the friends' help), 2..6. */
  face: number;
}

/** A fresh record to pass to {@link caughtThrow}. */
export function newCaughtThrow(): CaughtThrow {
  return { escapes: false, face: 0 };
}

/**
 * One throw of a thrown rider held by his horse (000 FIGHTING, "Foot caught in stirrup: throw for injury
 * again immediately, and each time the characters card is drawn. A second 1 allows the character to escape,
 * otherwise he suffers the damage indicated. A character who’s horse has been shot from under him is trapped
 * underneath. Treat as above, but subtract one from the dice for each friend trying to pull him clear.").
 * `friendsPulling` is 0 for a stirrup. A 1, or less with help, frees him; any other face is the damage chart's
 * to read (register entry combat-damage-chart: the chart's faces are not printed). Writes into `out`.
 *
 * @example caughtThrow(2, new ScriptedDice([3]), out).escapes === true // 3 - 2 friends
 */
export function caughtThrow(friendsPulling: number, dice: Dice, out: CaughtThrow): CaughtThrow {
  const face = dice.d6() - friendsPulling;
  out.escapes = face <= 1;
  out.face = out.escapes ? 1 : face;
  return out;
}
