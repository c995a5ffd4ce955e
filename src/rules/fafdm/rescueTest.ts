import type { Dice } from '../../dice/Dice.ts';
import type { RescueReading } from './FafdmReadings.ts';
import { rescueWounds } from './rescueWounds.ts';

/**
 * The rescue test of a struck figure (001 4.2 FIRE, RESCUE TEST): "1D6 added to the damage and to eventual
 * modifiers, to this result must subtracted away the reflexes score of the target", read on the rescue table
 * ({@link rescueWounds}). The player board prints "((1D6 + MOD) - REF) for every damage": `per-damage`
 * throws once for each damage, without the damage, and adds the wounds.
 *
 * @example rescueTest(new ScriptedDice([4]), 1, 3, 0, 'once') === 1 // 001's Billy example
 */
export function rescueTest(
  dice: Dice,
  damage: number,
  reflexes: number,
  modifier: number,
  reading: RescueReading,
): number {
  if (reading === 'once') return rescueWounds(dice.d6() + damage + modifier - reflexes);
  let wounds = 0;
  for (let k = 0; k < damage; k++) wounds += rescueWounds(dice.d6() + modifier - reflexes);
  return wounds;
}
