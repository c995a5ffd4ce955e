import type { Dice, FaceCounts } from '../../../dice/Dice.ts';
import { LARIAT } from '../tables/lariat.ts';

/**
 * A hog-tied man's full action to wriggle loose (000 "Lariats"): "rolling at least 2 sixes on a roll of 3
 * dice". `counts` is reused scratch space ({@link newFaceCounts}).
 *
 * @example hogTieWriggle(new ScriptedDice([6, 2, 6]), newFaceCounts()) === true
 */
export function hogTieWriggle(dice: Dice, counts: FaceCounts): boolean {
  return dice.rollCounts(LARIAT.hogTied.dice, counts)[6]! >= LARIAT.hogTied.sixes;
}
