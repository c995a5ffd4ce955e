import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { DYNAMITE_SCATTER_VARIANT_A, type ScatterDirection } from '../tables/dynamiteScatter.ts';

/**
 * Variant "A" of 000 "Dynamite Scatter Variants": "Roll a regular D6", 1 Left, then the lettered lines as
 * faces 2 to 6 (see dynamite-scatter-variant-a): Right, Forward, Back, Hit, Hit. The chart gives a direction
 * only; how far is not printed.
 *
 * @example variantAScatter(new ScriptedDice([5])) === 'hit'
 */
export function variantAScatter(dice: Dice): ScatterDirection {
  return DYNAMITE_SCATTER_VARIANT_A.results[dice.d6() as DieFace].direction;
}
