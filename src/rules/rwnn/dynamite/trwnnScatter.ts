import type { Dice } from '../../../dice/Dice.ts';
import { onFaces } from '../horse/onFaces.ts';
import { DYNAMITE_SCATTER_TRWNN } from '../tables/dynamiteScatter.ts';
import type { DynamiteReadings } from './DynamiteReadings.ts';
import type { DynamiteScatter } from './DynamiteScatter.ts';
import { settleScatter } from './settleScatter.ts';

const T = DYNAMITE_SCATTER_TRWNN;

/** Whether the scatter die's face shows the target symbol, two faces of six or one (dynamite-scatter-die). */
function isTarget(face: number, r: DynamiteReadings): boolean {
  return r.scatterDieTargets === 'one'
    ? face === T.scatterDie.targetFaces[0]
    : onFaces(T.scatterDie.targetFaces, face);
}

/**
 * One roll of the scatter die then the distance die: the target symbol leaves the leg at 0, an arrow moves
 * the marker the distance die's inches (halved when the estimate was "DEAD ACCURATE"). Returns whether it
 * calls for a bounce: "BOTH 6 on the distance dice AND a target symbol on the scatter dice".
 */
function scatterRoll(deadAccurate: boolean, r: DynamiteReadings, dice: Dice, out: DynamiteScatter): boolean {
  const target = isTarget(dice.d6(), r);
  const distance = dice.d6();
  out.legInches[out.legs++] = target ? 0 : deadAccurate ? distance / 2 : distance;
  return target && distance === T.bounceOnDistanceFace;
}

/**
 * One TRWNN scatter check (000 "Dynamite Lobbing Procedure TRWNN Method.", "Check for Scatter or Bounce"):
 * a target symbol goes off on the marker, an arrow moves it the distance die's inches; a target with a 6
 * bounces: "Roll twice ... with the Scatter and Distance dice", and the same combination again "the marker
 * stays where it is" (a target leaves the leg at 0 and starts no bounce of its own). "If you were ‘Dead
 * Accurate’ in your range guess, then halve the distance die results". Writes into `out`.
 *
 * @example trwnnScatter(false, readings, new ScriptedDice([4, 5]), out).inches === 5
 */
export function trwnnScatter(
  deadAccurate: boolean,
  r: DynamiteReadings,
  dice: Dice,
  out: DynamiteScatter,
): DynamiteScatter {
  out.legs = 0;
  out.bounced = scatterRoll(deadAccurate, r, dice, out);
  if (out.bounced) for (let i = 0; i < T.bounceRolls; i++) scatterRoll(deadAccurate, r, dice, out);
  return settleScatter(out, r);
}
