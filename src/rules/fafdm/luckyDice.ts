import type { Dice } from '../../dice/Dice.ts';
import type { FafdmFigure } from './FafdmFigure.ts';
import type { FafdmLog } from './FafdmLog.ts';
import type { FafdmLuck, LuckUse } from './FafdmLuck.ts';
import type { FafdmReadings } from './FafdmReadings.ts';
import { rescueTest } from './rescueTest.ts';
import { rescueWounds } from './rescueWounds.ts';

const POINT_WORDS = { fortune: 'his fortune', fame: 'his fame', 'friend-fame': "a friend's fame" } as const;

/**
 * A die gone wrong thrown again if `fig` spends a point (001 1.6: "can throw a dice again in any test"):
 * the new die, or `die` when no point is spent.
 *
 * @example rerolled(3, bandit, 'shot', luck, dice, null)
 */
export function rerolled(
  die: number,
  fig: FafdmFigure,
  use: LuckUse,
  luck: FafdmLuck,
  dice: Dice,
  log: FafdmLog | null,
): number {
  const point = luck.spend(fig, use);
  if (point === null) return die;
  const again = dice.d6();
  log?.line(`  ${fig.name} throws his ${die} again with ${POINT_WORDS[point]} (1.6): ${again}.`);
  return again;
}

/**
 * The rescue test (4.2) with the target's fame and fortune: a die whose wounds would eliminate him is thrown
 * again if he spends a point. Without `luck` it is `rescueTest` itself, die for die.
 *
 * @example rescueWithLuck(dice, 2, guard, 0, readings, luck, null)
 */
export function rescueWithLuck(
  dice: Dice,
  damage: number,
  target: FafdmFigure,
  modifier: number,
  r: FafdmReadings,
  luck: FafdmLuck | null,
  log: FafdmLog | null,
): number {
  if (luck === null) return rescueTest(dice, damage, target.ref, modifier, r.rescue);
  // 'once': one die for the shot's damage; 'per-damage': one die a damage, each without it.
  const rolls = r.rescue === 'once' ? 1 : damage;
  const add = r.rescue === 'once' ? damage : 0;
  let wounds = 0;
  for (let k = 0; k < rolls; k++) {
    let die = dice.d6();
    if (wounds + rescueWounds(die + add + modifier - target.ref) >= target.cos)
      die = rerolled(die, target, 'rescue', luck, dice, log);
    wounds += rescueWounds(die + add + modifier - target.ref);
  }
  return wounds;
}
