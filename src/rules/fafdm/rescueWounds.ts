/**
 * The rescue test's wounds (001 4.2 FIRE, RESCUE TEST): 1d6 + damage + modifiers - the target's reflexes;
 * "equal or lower than 0 – no wound / between 1 and 3 – 1 wound / equal or higher than 4 – 2 wounds".
 *
 * @example rescueWounds(4 + 1 - 3) === 1 // 001's Billy example: rolls 4, one damage, reflexes 3
 */
export function rescueWounds(score: number): 0 | 1 | 2 {
  return score <= 0 ? 0 : score <= 3 ? 1 : 2;
}
