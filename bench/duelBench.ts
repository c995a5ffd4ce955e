import { deliberatePolicy } from '../src/policies/duel/fixedPolicies.ts';
import { rwnnRuleset } from '../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { NO_SKILLS } from '../src/scenarios/duel/Duellist.ts';
import { duelRules } from '../src/scenarios/duel/DuelRules.ts';
import { runDuels, type DuelSetup } from '../src/scenarios/duel/runDuels.ts';
import type { BenchFigure } from './measure.ts';
import { medianRate } from './measure.ts';

const DUELS = 1_000_000;
const TARGET = 1_000_000;

/** The reference duel (two plain Gunmen, 6", deliberate, rwnn-extended) in-process on one thread. */
export function duelBench(runs: number, diceFloor: number): BenchFigure[] {
  const gunman = { cls: 'gunman' as const, skills: NO_SKILLS, policy: deliberatePolicy };
  const setup: DuelSetup = {
    a: { ...gunman, name: 'A' },
    b: { ...gunman, name: 'B' },
    range: 6,
    rules: duelRules(rwnnRuleset('rwnn-extended')),
  };
  let dicePerDuel = 0;
  const rate = medianRate(() => {
    const t = runDuels(setup, 1, 0, DUELS);
    dicePerDuel = t.dice / t.trials;
    return DUELS;
  }, runs);
  // The share of the dice floor the duel reaches: duels/s x dice per duel against raw d6/s.
  const ofFloor = (100 * rate * dicePerDuel) / diceFloor;
  return [
    {
      name: 'reference duel, in-process duels/s',
      value: rate,
      unit: 'duels/s',
      biggerIsBetter: true,
      extra: `${ofFloor.toFixed(0)}% of the speed of just rolling its dice; target >= 1M/s: ${rate >= TARGET ? 'met' : 'MISSED'}`,
    },
    { name: 'reference duel, dice per duel', value: dicePerDuel, unit: 'd6', biggerIsBetter: false },
  ];
}
