import { describe, expect, it } from 'vitest';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { duelApproachReadings } from '../../../src/scenarios/duel/duelApproachReadings.ts';
import { duelReadingsFrom } from '../../../src/scenarios/duel/duelReadingOptions.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { runDuels } from '../../../src/scenarios/duel/runDuels.ts';
import { meanInterval } from '../../../src/stats/meanInterval.ts';
import { wilsonInterval } from '../../../src/stats/wilsonInterval.ts';
import { spec } from './duelKit.ts';
import { referenceDuelExact } from './referenceDuelExact.ts';

describe('the reference duel: two plain Gunmen, 6 inches, deliberate, rwnn-extended', () => {
  const exact = referenceDuelExact();
  // The reference duel reloads after a lucky shot runs dry whatever his wounds ("he reloads the next time he
  // would fire"): 003's reading, shot.seriousArmReload=can-reload, where 000 bars a seriously wounded arm.
  const readings = duelReadingsFrom({ 'shot.seriousArmReload': 'can-reload' }, 'rwnn-extended');

  it('the exact chain is a distribution and symmetric (to the rounding of ~10^6 floating-point additions)', () => {
    expect(exact.pAWins + exact.pBWins + exact.pBothDown + exact.pUnresolved).toBeCloseTo(1, 9);
    expect(exact.pAWins).toBeCloseTo(exact.pBWins, 9);
  });

  it('10^6 seeded duels: pBothDown and meanExchanges inside their 99.9% intervals of the exact values', () => {
    const setup = {
      a: spec('A', 'gunman', {}, deliberatePolicy),
      b: spec('B'),
      range: 6,
      rules: duelRules(rwnnRuleset('rwnn-extended'), readings),
    };
    // Seed 1 is the acceptance's seed; the verdict is the same on every run.
    const t = runDuels(setup, 1, 0, 1_000_000);
    const [aWins, bWins, bothDown] = t.outcomes;
    const within = ([lo, hi]: [number, number], x: number): boolean => x >= lo && x <= hi;
    expect(within(wilsonInterval(bothDown, t.trials, 0.999), exact.pBothDown)).toBe(true);
    expect(within(meanInterval(t.trials, t.exchanges, t.exchangesSquared, 0.999), exact.meanExchanges)).toBe(
      true,
    );
    expect(within(wilsonInterval(aWins, t.trials, 0.999), exact.pAWins)).toBe(true);
    expect(within(wilsonInterval(bWins, t.trials, 0.999), exact.pBWins)).toBe(true);
  });

  it('started from the fate deck with both drawing at once, it is still the reference duel', () => {
    // The first duellist activated declares the Fast Draw at 6"; the deck only changes who declares.
    const setup = {
      a: spec('A'),
      b: spec('B'),
      range: 6,
      rules: duelRules(rwnnRuleset('rwnn-extended'), readings),
      start: { kind: 'deck', readings: duelApproachReadings('rwnn-extended') } as const,
    };
    const t = runDuels(setup, 2, 0, 200_000);
    const [aWins, bWins, bothDown, unresolved, declined] = t.outcomes;
    const within = ([lo, hi]: [number, number], x: number): boolean => x >= lo && x <= hi;
    expect(declined).toBe(0);
    expect(within(wilsonInterval(bothDown, t.trials, 0.999), exact.pBothDown)).toBe(true);
    expect(within(wilsonInterval(unresolved, t.trials, 0.999), exact.pUnresolved)).toBe(true);
    expect(within(meanInterval(t.trials, t.exchanges, t.exchangesSquared, 0.999), exact.meanExchanges)).toBe(
      true,
    );
    expect(within(wilsonInterval(aWins, t.trials, 0.999), exact.pAWins)).toBe(true);
    expect(within(wilsonInterval(bWins, t.trials, 0.999), exact.pBWins)).toBe(true);
  });
});
