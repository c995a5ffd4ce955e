import type { Dice } from '../../../dice/Dice.ts';
import { onFaces } from '../horse/onFaces.ts';
import { ARROW_WOUNDS } from '../tables/arrowWounds.ts';

/**
 * The throw after an arrow wound (000 INDIAN WEAPONS): "If the target suffers an arrow wound, throw again: on
 * a 4, 5 or 6 he has been impaled" (see impalement for what counts as an arrow wound).
 *
 * @example impaled(new ScriptedDice([4])) === true
 */
export function impaled(dice: Dice): boolean {
  return onFaces(ARROW_WOUNDS.impaled.impaledOn, dice.d6());
}
