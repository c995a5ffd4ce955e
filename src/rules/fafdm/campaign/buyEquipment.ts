import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmBandId } from '../tables/fafdmBands.ts';
import type { FafdmEquipmentRow } from './equipmentTable.ts';

/** Why a purchase did or did not happen. */
export type PurchaseOutcome = 'bought' | 'unavailable' | 'rare' | 'too-dear';

/** 9.3 and 9.8: "They can buy a weapon without making AVAILABILITY TEST" (Lawmen; Rangers "any weapon"). */
const NO_AVAILABILITY_TEST: readonly FafdmBandId[] = ['lawmen', 'rangers'];

/** The band each RARE object of Tab.15 is kept for (the places of "mines, railway buildings" are not on a skirmish table). */
const RARE_FOR: Readonly<Record<string, FafdmBandId | null>> = {
  'soldier only': 'soldiers',
  'Indian only': 'indians',
  'mines, railway buildings': null,
};

/**
 * 001 8.1 BUYING EQUIPMENT: a band with `dollars` tries to buy `item`. A RARE object "can be purchased only
 * by some classes of characters and in particular places" (Tab.15's note names them); then "you throw 1D6
 * and if the score is higher or equal to the disposability you can buy it" (no roll for Lawmen and Rangers,
 * 9.3, 9.8); then it must be paid for. A roll is made only when the item is allowed and affordable.
 *
 * @example buyEquipment(new ScriptedDice([2]), 'outlaws', FAFDM_EQUIPMENT.rifle, 100) // 'bought'
 */
export function buyEquipment(
  dice: Dice,
  band: FafdmBandId,
  item: FafdmEquipmentRow,
  dollars: number,
): PurchaseOutcome {
  if (item.rare !== null && RARE_FOR[item.rare] !== band) return 'rare';
  if (item.cost > dollars) return 'too-dear';
  if (!NO_AVAILABILITY_TEST.includes(band) && dice.d6() < item.disp) return 'unavailable';
  return 'bought';
}
