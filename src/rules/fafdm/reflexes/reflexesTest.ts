import type { Dice } from '../../../dice/Dice.ts';

/** How a die of the reflexes test passes: lower than REF (2.4 as printed), or lower or equal (4.3.1's example). */
export type ReflexesCompare = 'under' | 'at-or-under';

/** How many of the two dice must pass (Tab.1: "past with 1 dice of 2", "with 2 dice of 2"). */
export type ReflexesNeed = 1 | 2;

/**
 * The dice of one reflexes test that pass (001 2.4 REFLEXES TEST: "Throw 2D6 whose results, changed by
 * eventual modifiers are considered and separately compared with reflexes score"; equal or higher is
 * "nothing", lower is "successful"; register entry fafdm-reflexes-test). `modifier` goes on each die: Tab.2's
 * "reflexes test +1" makes it harder; a bonus (9.5's cowboys with the lasso, 8.1's good horsemen) is -1.
 *
 * @example passingDice(3, 5, 4, 0, 'under') === 1 // 001's Wyatt, REF 4: one die of two
 */
export function passingDice(
  d1: number,
  d2: number,
  ref: number,
  modifier: number,
  compare: ReflexesCompare,
): 0 | 1 | 2 {
  const ok = (d: number): number =>
    compare === 'under' ? (d + modifier < ref ? 1 : 0) : d + modifier <= ref ? 1 : 0;
  return (ok(d1) + ok(d2)) as 0 | 1 | 2;
}

/**
 * One reflexes test (001 2.4) needing `need` of its two dice: true when it passes. The action points are
 * spent either way ("you loose anyway action points").
 *
 * @example reflexesTest(new ScriptedDice([3, 5]), 4, 0, 2, 'under') === false // Wyatt off a running horse
 */
export function reflexesTest(
  dice: Dice,
  ref: number,
  modifier: number,
  need: ReflexesNeed,
  compare: ReflexesCompare,
): boolean {
  const d1 = dice.d6();
  const d2 = dice.d6();
  return passingDice(d1, d2, ref, modifier, compare) >= need;
}
