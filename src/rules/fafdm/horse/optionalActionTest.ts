import type { Dice } from '../../../dice/Dice.ts';
import type { FafdmFigure } from '../FafdmFigure.ts';
import type { FafdmLog } from '../FafdmLog.ts';
import { passingDice, type ReflexesCompare, type ReflexesNeed } from '../reflexes/reflexesTest.ts';

/**
 * The reflexes test an action asks for (001 2.4 REFLEXES TEST; Tab.1's "TEST REFLEX past with 1 dice of 2",
 * Tab.2's "reflexes test +1"): 2D6, `modifier` on each die, `need` of them lower than the figure's REF
 * (`fafdm.reflexes`). `need` null: the action asks for no test and passes without a die. The action points
 * are spent either way ("you loose anyway action points"); the caller spends them. Narrated with `what`.
 *
 * @example optionalActionTest(wyatt, 2, 0, new ScriptedDice([3, 5]), 'under', 'gets off his running horse', null) === false
 */
export function optionalActionTest(
  fig: FafdmFigure,
  need: ReflexesNeed | null,
  modifier: number,
  dice: Dice,
  compare: ReflexesCompare,
  what: string,
  log: FafdmLog | null,
): boolean {
  if (need === null) return true;
  const d1 = dice.d6();
  const d2 = dice.d6();
  const passed = passingDice(d1, d2, fig.ref, modifier, compare) >= need;
  log?.line(
    `  ${fig.name} ${what}: reflexes test (2.4) ${d1}, ${d2}${modifier === 0 ? '' : ` ${modifier > 0 ? '+' : '-'}${Math.abs(modifier)} each`} against REF ${fig.ref}, ${need} of 2 needed: ${passed ? 'passed' : 'failed'}.`,
  );
  return passed;
}
