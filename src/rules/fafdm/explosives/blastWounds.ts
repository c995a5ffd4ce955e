import type { Dice } from '../../../dice/Dice.ts';
import type { RescueReading } from '../FafdmReadings.ts';
import { rescueTest } from '../rescueTest.ts';
import type { BlastDamage } from './explosivesOptions.ts';

/**
 * The damage a blast does to one figure within its radius (001 5.5: "suffers all the caused damages if not
 * covered by partial or whole protections"): Tab.10's damage less Tab.9's protection, at least 0.
 *
 * @example blastDamage(6, 2) === 4 // dynamite, behind a wall (partial)
 */
export function blastDamage(damage: number, protection: number): number {
  return Math.max(0, damage - protection);
}

/**
 * The wounds that damage does (register entry fafdm-blast-damage): `rescue` reads it as a shot's damage,
 * through 4.2's rescue test (1D6 + damage - REF); `wounds` takes it straight off CONSTITUTION. No damage
 * throws no die.
 *
 * @example blastWounds(new ScriptedDice([1]), 4, 3, 'once', 'rescue') === 1 // 1 + 4 - 3 = 2: one wound
 */
export function blastWounds(
  dice: Dice,
  damage: number,
  reflexes: number,
  rescue: RescueReading,
  reading: BlastDamage,
): number {
  if (damage <= 0) return 0;
  if (reading === 'wounds') return damage;
  return rescueTest(dice, damage, reflexes, 0, rescue);
}
