import type { Figure } from '../figure/Figure.ts';
import type { NerveRules } from './NerveRules.ts';

/**
 * The nerve dice a figure throws (000 NERVE and/or Morale; 003 NERVE): his class's dice ("Citizen 3
 * Gunman 4 Shootist 5 Legend 6"), "Subtract one dice for each flesh wound, and two dice for each serious
 * wound. Add one dice if he and his friends have caused more of the enemy to go down than they have lost
 * themselves" (`sideDownedMore`), his own nerve skills (True Grit "adds three* dice", Nerves of steel "add
 * one* dice", Yellow "subtracts three* dice", Jumpy/Nervous "subtract two* dice": his SkillProfile),
 * `bossmanDice` (bossmanNerveDice summed over his side's Bossmen) and `opponentDice` (the Terrifying
 * enemies': "opponents subtract one* dice when testing nerve", NerveRules.opponentNerveDice summed). Wounds
 * Hard as Nails ignored cost nothing (their effect is ignored). Zero or fewer means the test fails.
 * Pure and allocation-free.
 *
 * @example nerveTestDice(gunmanWithOneFleshWound, rules, true, 0, 0) === 4 // 4 - 1 + 1
 */
export function nerveTestDice(
  figure: Figure,
  rules: NerveRules,
  sideDownedMore: boolean,
  bossmanDice: number,
  opponentDice: number,
): number {
  const w = figure.wounds;
  const f = w.flesh;
  const flesh = f[0]! + f[1]! + f[2]! + f[3]! + f[4]! + f[5]!;
  return (
    rules.classDice[figure.classIndex]! +
    rules.perFlesh * flesh +
    rules.perSerious * w.seriousTotal() +
    (sideDownedMore ? rules.sideDownedMore : 0) +
    figure.profile.nerveDice +
    bossmanDice +
    opponentDice
  );
}
