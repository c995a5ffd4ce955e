import { describe, expect, it } from 'vitest';
import { fafdmMissionScenarios } from '../../../src/scenarios/fafdmScenarios/fafdmMissionScenarios.ts';
import { WARD_MISSIONS } from '../../../src/scenarios/fafdmScenarios/wardMissions.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { playAudited } from './playAudited.ts';

// The conformance suite of the scenarios played round a ward (001 10.1 PRISONER, 10.2, 10.4, 10.6): two pairs of
// bands with their own rules (9.3-9.12), every tactic, each scenario's option both ways, over a few seeds; the
// audit sees every activation, action point and shot, the scenario's own shots at a ward included.

const PAIRS: [JsonObject, JsonObject][] = [
  [
    { band: 'lawmen', roster: { sheriff: 1, 'vice-sheriff': 1, volunteer: 1, guard: 1 } },
    { band: 'outlaws', roster: { boss: 1, criminal: 2, bandit: 2 }, weapons: { criminal: 'rifle' } },
  ],
  [
    { band: 'soldiers', roster: { captain: 1, sergeant: 1, soldier: 2 } },
    { band: 'mexicans', roster: { bandido: 1, gringo: 1, peon: 3 } },
  ],
];
const TACTICS = ['advance-and-fire', 'hold-in-cover', 'charge'];

describe('FAFDM ward scenarios conformance (10.1 PRISONER, 10.2, 10.4, 10.6)', () => {
  it('four scenarios, two pairs, three tactics, both readings of each option: no rule broken, every game ends, narrated = fast', () => {
    const scenarios = fafdmMissionScenarios.filter((s) => WARD_MISSIONS.some((m) => m.name === s.name));
    let games = 0;
    let byMission = 0;
    for (const scenario of scenarios)
      for (const [a, b] of PAIRS)
        for (const [t, tactic] of TACTICS.entries()) {
          const own = scenario.options.at(-1)!;
          const n = scenario.normalize({
            options: { [own.key]: own.values[t % 2]! },
            sides: { a: { ...a, tactic }, b: { ...b, tactic: TACTICS[(t + 1) % 3]! } },
          });
          if ('issues' in n) throw new Error(JSON.stringify(n.issues));
          playAudited(scenario, n.setup, 2, (out) => {
            byMission += out[out.length - 1]!;
            games++;
          });
        }
    expect(games).toBe(4 * 2 * 3 * 2);
    expect(byMission).toBeGreaterThan(games / 8);
  });
});
