import type { Dice } from '../../../dice/Dice.ts';

/** Degrees in a full circle: the red and black dice fall anywhere around each other. */
const CIRCLE = 360;

/** Where a red and a black die sent something: inches and a whole-degree direction 0..359. */
export interface RedBlackMove {
  inches: number;
  degrees: number;
}

/** A fresh record to pass to {@link redBlackDice}. @example redBlackDice(dice, newRedBlackMove()) */
export function newRedBlackMove(): RedBlackMove {
  return { inches: 0, degrees: 0 };
}

/**
 * The red-and-black throw 000 uses for a bucking horse and a bowled-over man: "throw a red and a black dice,
 * leave them where they fall, the [horse or character] moves the difference between the two scores", "in the
 * direction parallel to a line drawn from the positions of the red to the black dice". Where two dice come
 * to rest is any direction alike: a uniform whole degree. Throws red, black, then the direction. Writes into
 * `out`; allocates nothing.
 *
 * @example redBlackDice(new ScriptedDice([5, 2], [90]), out) // { inches: 3, degrees: 90 }
 */
export function redBlackDice(dice: Dice, out: RedBlackMove): RedBlackMove {
  const red = dice.d6();
  const black = dice.d6();
  out.inches = Math.abs(red - black);
  out.degrees = dice.below(CIRCLE);
  return out;
}
