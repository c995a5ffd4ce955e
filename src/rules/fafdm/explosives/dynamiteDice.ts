import type { Dice } from '../../../dice/Dice.ts';

/**
 * 5.5.2: a target "still not moved" may escape "1D6 divided by 2 (rounding up)" U.
 *
 * @example escapeU(new ScriptedDice([5])) === 3
 */
export function escapeU(dice: Dice): number {
  return Math.ceil(dice.d6() / 2);
}

/**
 * 5.5.2's short fuse: the thrower "must roll 1D6 if it gets a 1 dynamite explodes in his hands".
 * Returns whether it does.
 *
 * @example fuseBlowsUp(new ScriptedDice([1])) === true
 */
export function fuseBlowsUp(dice: Dice): boolean {
  return dice.d6() === 1;
}

/**
 * 5.5: "Struck characters are bounced away from explosion point 1D6, plus a number of U equal to the
 * damages they have received."
 *
 * @example bounceU(new ScriptedDice([3]), 4) === 7
 */
export function bounceU(dice: Dice, damage: number): number {
  return dice.d6() + damage;
}
