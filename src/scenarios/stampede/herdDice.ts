import type { HerdBlock } from './HerdBlock.ts';
import { ESCAPE_REACH } from './InsideTheHerd.ts';

/**
 * How many movement dice a running herd throws on its card (000 "What happens when a Stampede result
 * occurs"): "the entire herd rolls 3 movement dice as if they were walking fast"; "If more shots go off,
 * their movement dice for the next turn goes up to 4 dice".
 *
 * @example herdDice(true) === 4
 */
export function herdDice(shotsSinceMove: boolean): number {
  return shotsSinceMove ? 4 : 3;
}

/**
 * Whether the running herd's next move may reach a man on foot at (`x`, `y`): in its path within its
 * dice's most (six a die) and the 1" within which a man throws to escape. What a man on foot sees coming at
 * him, and runs from: the stampede scenario's men in a gunfight and a shootout's figures read it alike.
 *
 * @example if (herdBearsDown(herd, x, y, false)) cover.run(i, herd, dice, out);
 */
export function herdBearsDown(h: HerdBlock, x: number, y: number, shotsSinceMove: boolean): boolean {
  return h.reaches(x, y, 6 * herdDice(shotsSinceMove), ESCAPE_REACH);
}
