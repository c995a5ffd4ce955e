import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { herdHeading, herdRollsAgain } from './herdHeading.ts';

/**
 * How far a man on foot turns a stampede once his 1 comes up ("A 1 n a D6 TURNS the stampede. Roll for
 * Deviation. The herd will only turn right, or left.", 000 "How to stop, or turn a stampede"): on the herd's
 * deviation chart, its only deviation chart, with a straight-ahead result thrown again (`chart`); or 90
 * degrees, right on 1-3 and left on 4-6 as the chart's second throw (`ninety`). Register entry
 * stampede-foot-turn.
 */
export type FootTurn = 'chart' | 'ninety';

/**
 * The turn in degrees (right positive) of a stampede a man on foot has turned, thrown as `reading` says.
 *
 * @example footTurn('chart', new ScriptedDice([2, 4])) === 45 // straight ahead is thrown again
 */
export function footTurn(reading: FootTurn, dice: Dice): number {
  if (reading === 'ninety') return dice.d6() <= 3 ? 90 : -90;
  for (;;) {
    const first = dice.d6() as DieFace;
    const turn = herdHeading(first, herdRollsAgain(first, false) ? (dice.d6() as DieFace) : 1, false);
    if (turn !== 0) return turn;
  }
}
