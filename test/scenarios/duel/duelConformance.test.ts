import { describe, expect, it } from 'vitest';
import { blazeWhenPolicy } from '../../../src/policies/duel/blazeWhenPolicy.ts';
import { blazePolicy, deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { oddsMaxPolicy } from '../../../src/policies/duel/oddsMaxPolicy.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { DuelSkill } from '../../../src/scenarios/duel/Duellist.ts';
import { MAX_EXCHANGES } from '../../../src/scenarios/duel/DuelEngine.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { StoryNarrator } from '../../../src/scenarios/duel/Narrator.ts';
import { replayDuel, runDuels } from '../../../src/scenarios/duel/runDuels.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import { spec } from './duelKit.ts';

const classes: CharacterClass[] = ['citizen', 'gunman', 'shootist', 'legend'];
const policies = [deliberatePolicy, blazePolicy, blazeWhenPolicy(2, 1), oddsMaxPolicy()];
const skillSets: Partial<Record<DuelSkill, number>>[] = [
  {},
  { 'quick-shot': 1 },
  { 'lightning-fast': 2 },
  { tough: 1, 'hard-as-nails': 1 },
  { jumpy: 1, slow: 1 },
  { deadeye: 1, 'crack-shot': 1, swift: 1 },
];
const rulesets: RwnnRulesetId[] = ['rwnn-extended', 'rwnn-1996', 'rwnn-quickref'];

describe('duel conformance over classes, policies, skills, rulesets, ranges and seeds', () => {
  it('every duel ends within the cap, and a narrated replay of a trial has the fast run outcome', () => {
    let checked = 0;
    for (let i = 0; i < 48; i++) {
      const rules = duelRules(rulesets[i % 3]!);
      const a = spec('A', classes[i % 4], skillSets[i % 6], policies[i % 4]);
      const b = spec('B', classes[(i + 1) % 4], skillSets[(i + 3) % 6], policies[(i + 2) % 4]);
      const setup = { a, b, range: [2, 6, 9, 12, 18][i % 5]!, rules };
      for (const seed of [1, 77]) {
        const tally = runDuels(setup, seed, 0, 40);
        expect(tally.outcomes.reduce((x, y) => x + y, 0)).toBe(40);
        expect(tally.exchanges).toBeLessThanOrEqual(40 * MAX_EXCHANGES);
        for (let t = 0; t < 40; t += 13) {
          const single = runDuels(setup, seed, t, t + 1);
          const log = new StoryNarrator();
          const replay = replayDuel(setup, seed, t, log);
          expect(single.outcomes[replay.outcome]).toBe(1);
          expect(single.exchanges).toBe(replay.exchanges);
          // The story ends with the duel's end, and nobody acts after he is down.
          const last = log.lines.at(-1) ?? '';
          expect(last).toMatch(/wins the duel|Both duellists are down|unresolved/);
          checked++;
        }
      }
    }
    expect(checked).toBe(48 * 2 * 4);
  });

  it('tallies do not depend on how trials are split into blocks', () => {
    const setup = {
      a: spec('A', 'legend', { 'quick-shot': 1 }, blazePolicy),
      b: spec('B', 'shootist'),
      range: 9,
      rules: duelRules('rwnn-extended'),
    };
    const whole = runDuels(setup, 5, 0, 3000);
    const parts = runDuels(setup, 5, 1700, 3000, runDuels(setup, 5, 0, 1700));
    expect(parts).toEqual(whole);
  });
});
