/**
 * Which printing of the shooting test's thresholds is played: 4.2's text ("Equal or lower score than 6 –
 * target missed / Score from 7 to 9 – ... 1 damage") or the player board's ("1-7 missed / 8-9 ... 1 damage").
 * See the register entry fafdm-shot-thresholds.
 */
export type ShotTable = 'text' | 'board';

/**
 * The shooting test's damage (001 4.2 FIRE, SHOOTING TEST): 1d6 + shot + weapon bonus + modifiers;
 * "Equal or lower score than 6 – target missed / Score from 7 to 9 – ... 1 damage / Equal or higher than
 * 10 – ... 2 damages". The player board misses on 7 as well (`board`).
 *
 * @example shotDamage(8) === 1
 */
export function shotDamage(total: number, table: ShotTable = 'text'): 0 | 1 | 2 {
  return total <= (table === 'text' ? 6 : 7) ? 0 : total <= 9 ? 1 : 2;
}
