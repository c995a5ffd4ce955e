import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { herdHeading, herdRollsAgain } from './herdHeading.ts';

/**
 * The deviation throw of a driven or ambling herd (000 "Driving the Herd, the TBC method": "Roll 1 D6 to
 * determine deviation"), in degrees, right positive: a first die, and a second only when the first is a 6 or
 * an obstacle stands in the herd's way ("Obstacles will be treated as if the result of the first roll was a
 * 6": no first die is thrown then, the second decides 90 degrees right on 1-3 or left on 4-6).
 *
 * @example driveDeviation(new ScriptedDice([4]), false) === 45
 * @example driveDeviation(new ScriptedDice([5]), true) === -90 // an obstacle: the second throw only
 */
export function driveDeviation(dice: Dice, obstacle: boolean): number {
  const first = obstacle ? 6 : (dice.d6() as DieFace);
  return herdHeading(first, herdRollsAgain(first, obstacle) ? (dice.d6() as DieFace) : 1, obstacle);
}
