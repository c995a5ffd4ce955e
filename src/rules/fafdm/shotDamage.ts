/**
 * The shooting test's damage (001 4.2 FIRE, SHOOTING TEST): 1d6 + shot + weapon bonus + modifiers;
 * "Equal or lower score than 6 – target missed / Score from 7 to 9 – ... 1 damage / Equal or higher than
 * 10 – ... 2 damages".
 *
 * @example shotDamage(8) === 1
 */
export function shotDamage(total: number): 0 | 1 | 2 {
  return total <= 6 ? 0 : total <= 9 ? 1 : 2;
}
