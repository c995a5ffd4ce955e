import type { FafdmFigure } from '../FafdmFigure.ts';
import { MELEE_MODIFIERS as M } from '../tables/meleeModifiers.ts';

/**
 * Tab.4's rows for horses (001 4.3 MELEE): "attacker is on horseback +2", "defender is on horseback -2";
 * two riders cancel out. 0 for fighters on foot.
 *
 * @example horseFightModifier(rider, guardOnFoot) === 2
 */
export function horseFightModifier(attacker: FafdmFigure, defender: FafdmFigure): number {
  return (
    (attacker.horse?.mounted === true ? M.attackerMounted : 0) +
    (defender.horse?.mounted === true ? M.defenderMounted : 0)
  );
}
