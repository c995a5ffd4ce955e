import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { closeToPolicy } from '../../../src/policies/duel/closeToPolicy.ts';
import type { DuelApproachPolicy } from '../../../src/policies/duel/DuelApproachPolicy.ts';
import { blazePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { duelApproachReadings } from '../../../src/scenarios/duel/duelApproachReadings.ts';
import { DUEL_OUTCOME, type DuelResult } from '../../../src/scenarios/duel/DuelEngine.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { DuelTrial } from '../../../src/scenarios/duel/DuelTrial.ts';
import { StoryNarrator } from '../../../src/scenarios/duel/Narrator.ts';
import { replayDuel, runDuels, type DuelSetup } from '../../../src/scenarios/duel/runDuels.ts';
import { spec } from './duelKit.ts';

const deck = { kind: 'deck', readings: duelApproachReadings('rwnn-extended') } as const;

function setup(range: number, bApproach: DuelApproachPolicy, aApproach?: DuelApproachPolicy): DuelSetup {
  return {
    a: { ...spec('A'), ...(aApproach ? { approach: aApproach } : {}) },
    b: { ...spec('B'), approach: bApproach },
    range,
    rules: duelRules(rwnnRuleset('rwnn-extended')),
    start: deck,
  };
}

const refuses: DuelApproachPolicy = { ...closeToPolicy(0), name: 'refuses', answerChallenge: () => 'refuse' };

describe('a duel started from the fate deck', () => {
  it('000 ACTIONS: "three 1’s with the movement dice falls over (treat as knocked down)": he loses the duel', () => {
    // The challenger A's card is spent on the challenge; the first card turned (position 0) is B's. B walks
    // in towards 3" and throws 1, 1, 1. 000: "One of the duelists loses by receiving the result of killed,
    // knocked out or knocked down and the duel is over."
    const out: DuelResult = { outcome: DUEL_OUTCOME.unresolved, exchanges: -1 };
    new DuelTrial(setup(12, closeToPolicy(3))).play(new ScriptedDice([1, 1, 1], [0]), out);
    expect(out).toEqual({ outcome: DUEL_OUTCOME.aWins, exchanges: 0 });
  });

  it('a refused challenge is no duel: declined, with no exchange', () => {
    const out: DuelResult = { outcome: DUEL_OUTCOME.aWins, exchanges: -1 };
    new DuelTrial(setup(12, refuses)).play(new ScriptedDice([], []), out);
    expect(out).toEqual({ outcome: DUEL_OUTCOME.declined, exchanges: 0 });
  });

  it('over many seeds and approach policies: every duel ends in a known outcome, narrated = fast', () => {
    const policies = [closeToPolicy(0), closeToPolicy(6), closeToPolicy(12), refuses];
    for (const range of [3, 9, 18])
      for (const bp of policies)
        for (const ap of [undefined, closeToPolicy(4)]) {
          const s = { ...setup(range, bp, ap), b: { ...setup(range, bp, ap).b, policy: blazePolicy } };
          const tally = runDuels(s, 11, 0, 30);
          expect(tally.outcomes.reduce((x, y) => x + y, 0)).toBe(30);
          for (const t of [0, 7, 29]) {
            const fast = runDuels(s, 11, t, t + 1);
            const told = replayDuel(s, 11, t, new StoryNarrator());
            expect(fast.outcomes[told.outcome]).toBe(1);
            expect(fast.exchanges).toBe(told.exchanges);
          }
        }
  });

  it('walking in changes the duel: closing from 18" to 3" before drawing ends it in fewer exchanges', () => {
    // At 18" a pistol is at long range (000 RANGE CHART: 12”/1 .. 24”/-1); at 3" it throws close-range
    // dice, so hits come sooner and the duel is shorter.
    const closing = runDuels(setup(18, closeToPolicy(18), closeToPolicy(3)), 5, 0, 20_000);
    const standing = runDuels(setup(18, closeToPolicy(18), closeToPolicy(18)), 5, 0, 20_000);
    expect(closing.exchanges / closing.trials).toBeLessThan(standing.exchanges / standing.trials);
  });

  it('the approach sees his skills as the ruleset resolves them: "Swift ... Removes Slow" gained after Slow leaves neither', () => {
    // 000 SKILLS & ATTRIBUTES: Swift removes Slow and Slow removes Swift; gained in that order, neither stays.
    const seen: boolean[] = [];
    const watcher: DuelApproachPolicy = {
      ...closeToPolicy(0),
      chooseAction: (v) => {
        seen.push(v.swift);
        return 'fast-draw';
      },
    };
    const s = setup(12, watcher);
    const b = { ...s.b, skills: { ...s.b.skills, slow: 1, swift: 1 }, gained: ['slow', 'swift'] as const };
    new DuelTrial({ ...s, b }).play(new ScriptedDice([6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6], [0]), {
      outcome: DUEL_OUTCOME.unresolved,
      exchanges: 0,
    });
    expect(seen).toEqual([false]);
  });

  it("allowances spent on the approach stay spent in the duel: B's Charmed re-roll saved him from a fall, so A's killing hit stands", () => {
    // On a signal of 6" B (close-to 6) walks in from 12": three 1s would lose him the duel, and his Charmed
    // re-roll of the whole batch gives 2, 2, 2 (6"). At the signal A draws first ([6 2 2 2] against
    // [5 5 5 5]), hits with [6 3 3] and throws chest 6, "Dead!": with the re-roll spent, B has none left to
    // make A throw the hit again.
    const s = setup(12, closeToPolicy(6));
    const charmedB: DuelSetup = {
      ...s,
      b: { ...s.b, skills: { ...s.b.skills, charmed: 1 } },
      start: { ...deck, signalDistance: 6 },
    };
    const log = new StoryNarrator();
    const out: DuelResult = { outcome: DUEL_OUTCOME.unresolved, exchanges: -1 };
    const dice = new ScriptedDice([1, 1, 1, 2, 2, 2, 6, 2, 2, 2, 5, 5, 5, 5, 6, 3, 3, 2, 6], [0]);
    new DuelTrial(charmedB).play(dice, out, log);
    dice.assertConsumed();
    expect(log.lines).toContain('  B is Charmed and re-rolls the whole batch: [2 2 2].');
    expect(out).toEqual({ outcome: DUEL_OUTCOME.aWins, exchanges: 1 });
  });
});
