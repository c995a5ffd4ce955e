import type { Dice } from '../../dice/Dice.ts';
import type { DisengageDistance } from './FafdmReadings.ts';

/**
 * Disengaging from a melee (001 4.3.1): "must make a reflexes test [...] If there are more than one enemy
 * engaged, add to the score a +1 modifier for each enemy besides the first", played as the example plays it
 * (one die, +1 a further enemy, 3 "succeeds" for Billy's REF 3: passed at or under REF; register entry
 * fafdm-disengage). Passed, he moves "up to 10U D6 +1 / 2": 10U + 1D6 (the example's 4 gives 14U) or
 * (1D6 + 1) / 2 U (`fafdm.disengage`). Returns the U he may move, 0 when the test fails.
 *
 * @example disengageTest(new ScriptedDice([2, 4]), 3, 2, 'ten-plus-d6') === 14 // 001's Billy example
 */
export function disengageTest(dice: Dice, ref: number, enemies: number, reading: DisengageDistance): number {
  const score = dice.d6() + Math.max(0, enemies - 1);
  if (score > ref) return 0;
  const d = dice.d6();
  return reading === 'ten-plus-d6' ? 10 + d : (d + 1) / 2;
}
