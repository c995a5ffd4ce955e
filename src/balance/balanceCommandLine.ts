import type { BalanceResults } from './BalanceResults.ts';

/**
 * The command that repeats a search, for its report: the one balance.json recorded, or for a file written
 * before it recorded one, the command rebuilt from its fields (the experiment by name, every value searched).
 *
 * @example balanceCommandLine(results) // 'triggernometry balance duel-skill-dice --axis a.extraDice ...'
 */
export function balanceCommandLine(r: BalanceResults): string {
  if (r.command !== undefined) return r.command;
  const d = r.design;
  return [
    `triggernometry balance ${r.experiment} --axis ${r.axis} --values ${r.values.join(',')}`,
    `--metric ${r.metric} --target ${d.target} --precision ${d.precision}`,
    `--first-trials ${d.firstTrials} --max-trials ${d.maxTrials} --design ${d.design} --seed ${r.seed}`,
  ].join(' ');
}
