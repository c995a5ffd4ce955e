import type { Dice } from '../../../dice/Dice.ts';
import { DYNAMITE_SCATTER } from '../tables/dynamiteScatter.ts';
import type { DynamiteReadings } from './DynamiteReadings.ts';
import type { DynamiteScatter } from './DynamiteScatter.ts';
import { settleScatter } from './settleScatter.ts';

/**
 * The first scatter roll's inches with the lobbing modifiers: on the size, keeping the dice's direction
 * (`size`), or on the signed number (`signed`); "a result of less than 1” scatter means a direct hit" (0).
 */
function modifiedLeg(raw: number, modifier: number, r: DynamiteReadings): number {
  if (r.scatterModifiers === 'signed') {
    const v = raw + modifier;
    return Math.abs(v) < DYNAMITE_SCATTER.directHitBelowInches ? 0 : v;
  }
  const size = Math.abs(raw) + modifier;
  if (size < DYNAMITE_SCATTER.directHitBelowInches) return 0;
  return raw < 0 ? -size : size;
}

/**
 * One TBC scatter check (000 "Dynamite Lobbing Procedure", step 4, "The Brian Ansell Method. Modified for
 * TBC"): a red die then a black die, black minus red inches along the arrow from red to black, `modifier`
 * inches of lobbing modifiers ({@link lobbingModifier}). "If the red and black dice are equal, the dynamite
 * bounces. Roll for scatter 2 more times", without the modifiers; a bounce roll's equal dice leave it "on
 * exactly the same spot" (black minus red is 0) and start no bounce of their own. Writes into `out`.
 *
 * @example tbcScatter(0, readings, new ScriptedDice([2, 5]), out).legInches[0] === 3
 */
export function tbcScatter(
  modifier: number,
  r: DynamiteReadings,
  dice: Dice,
  out: DynamiteScatter,
): DynamiteScatter {
  const red = dice.d6();
  const black = dice.d6();
  out.legInches[0] = modifiedLeg(black - red, modifier, r);
  out.legs = 1;
  out.bounced = red === black;
  if (out.bounced) {
    for (let i = 0; i < DYNAMITE_SCATTER.bounce.extraScatterRolls; i++) {
      const bounceRed = dice.d6();
      out.legInches[out.legs++] = dice.d6() - bounceRed;
    }
  }
  return settleScatter(out, r);
}
