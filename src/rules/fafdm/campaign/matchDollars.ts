import type { Dice } from '../../../dice/Dice.ts';

/**
 * 001 7.2 Tab.14 GAMBLER: "at the end of each match, if not eliminated, throw 1D6 of base + 1d6 roll for
 * every character it eliminated, the total score are gained $". Zero when he was eliminated (no roll).
 *
 * @example gamblerDollars(new ScriptedDice([3, 5]), { eliminated: false, eliminations: 1 }) // 8
 */
export function gamblerDollars(
  dice: Dice,
  gambler: { readonly eliminated: boolean; readonly eliminations: number },
): number {
  if (gambler.eliminated) return 0;
  let total = dice.d6();
  for (let k = 0; k < gambler.eliminations; k++) total += dice.d6();
  return total;
}

/**
 * 001 9.9 BOUNTY HUNTERS: "For every OUTLAW or MEXICAN killed, they earn 1/2 of the character value (in $)",
 * rounded down (see fafdm-bounty). Only a bounty-hunter band earns it, and only for the dead of Tab.12.
 *
 * @example bountyDollars('bounty-hunters', 'outlaws', [60, 190]) // 125
 */
export function bountyDollars(band: string, enemyBand: string, deadCosts: readonly number[]): number {
  if (band !== 'bounty-hunters' || (enemyBand !== 'outlaws' && enemyBand !== 'mexicans')) return 0;
  return deadCosts.reduce((s, c) => s + Math.floor(c / 2), 0);
}
