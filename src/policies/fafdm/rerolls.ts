import type { LuckPoint, LuckUse } from '../../rules/fafdm/FafdmLuck.ts';

/**
 * Whether a figure throws a die again with a point of `point` (001 1.6), the choice of a tactic that gives
 * none. The engine asks only when the die went wrong: a shooting test that missed, a rescue test whose
 * wounds would eliminate him. Fame also adds to initiative while unused (1.8), so a miss is worth only a
 * fortune point; staying alive is worth any point, a friend's fame within 6U included.
 *
 * @example rerolls('shot', 'fame') === false
 */
export function rerolls(use: LuckUse, point: LuckPoint): boolean {
  return use === 'rescue' || point === 'fortune';
}
