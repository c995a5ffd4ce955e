import type { NerveReadings } from './NerveReadings.ts';
import type { BossmanDice } from './NerveRules.ts';

/**
 * Where a Bossman stands, for his side's nerve: still in the fight with his nerve, his nerve failed, or
 * down and out of it (killed, knocked out, surrendered or gone from the table without losing his nerve).
 *
 * @example const s: BossStateCode = BOSS_STATE.failed;
 */
export const BOSS_STATE = { good: 0, failed: 1, out: 2 } as const;
export type BossStateCode = (typeof BOSS_STATE)[keyof typeof BOSS_STATE];

/**
 * The nerve dice one Bossman of level `level` (2 for a double skill) gives a figure of his side who tests
 * (000 SKILLS & ATTRIBUTES, 003's Boss): "all the characters on his side add one dice* when testing nerve,
 * except that those within six inches of his beloved person add three dice (including the Great Man
 * himself). If his own nerve fails, then all his friends test with minus three dice." `near` is true for
 * the Bossman himself and for friends within six inches (inclusive). Within six inches the three dice
 * replace the one ("except"), never fewer than the far dice of a double Bossman; a failed Bossman's minus
 * three replaces his bonus; a Bossman who is out gives what `nerve.bossmanDown` says. See bossman-nerve.
 *
 * @example bossmanNerveDice(1, true, BOSS_STATE.good, boss, readings) === 3
 */
export function bossmanNerveDice(
  level: number,
  near: boolean,
  state: BossStateCode,
  dice: BossmanDice,
  readings: NerveReadings,
): number {
  if (level <= 0) return 0;
  let s: BossStateCode = state;
  if (s === BOSS_STATE.out) {
    if (readings.bossmanDown === 'no-bonus') return 0;
    s = readings.bossmanDown === 'as-failed' ? BOSS_STATE.failed : BOSS_STATE.good;
  }
  if (s === BOSS_STATE.failed) return dice.failed;
  const far = dice.far * level;
  return near ? Math.max(dice.near, far) : far;
}
