import type { Dice } from '../../../dice/Dice.ts';
import type { CharacterClass } from '../tables/CharacterClass.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { SHOOTING_AT_HORSES } from '../tables/shootingAtHorses.ts';

/** Which of a mounted man and his horse a hit lands on, or is aimed at. */
export type MountedTarget = 'horse' | 'rider';

/**
 * Who a hit on a mounted man strikes (000 SHOOTING AT HORSES): a Citizen throws, "1, 2, 3 Horse, 4, 5, 6
 * Rider", "subtract one if firing at a Plains Indian"; a Gunman throws "as above" (the Plains Indian's -1
 * with it) "but may add or subtract one from the result", moving it one towards `aim`; Shootists and
 * Legends "simply pick" `aim` and throw nothing. A result beyond the chart reads its nearest line.
 *
 * @example hitOnMountedMan('gunman', false, 'rider', dice) // 'rider' on a 3..6
 */
export function hitOnMountedMan(
  firer: CharacterClass,
  plainsIndian: boolean,
  aim: MountedTarget,
  dice: Dice,
): MountedTarget {
  const how = SHOOTING_AT_HORSES.byClass[firer].how;
  if (how === 'chooses') return aim;
  let face = dice.d6() + (plainsIndian ? SHOOTING_AT_HORSES.plainsIndian.modifier : 0);
  if (how === 'throw-adjust-one') face += aim === 'rider' ? 1 : -1;
  const read = Math.min(6, Math.max(1, face)) as DieFace;
  return SHOOTING_AT_HORSES.hitGoesTo[read].target;
}
