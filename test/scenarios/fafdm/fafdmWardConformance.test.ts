import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { fafdmMissionScenarios } from '../../../src/scenarios/fafdmScenarios/fafdmMissionScenarios.ts';
import { WARD_MISSIONS } from '../../../src/scenarios/fafdmScenarios/wardMissions.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { SkirmishWatch } from './SkirmishWatch.ts';

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
          const key = deriveStreamKey(1, scenario.streamLabel(n.setup));
          const fast = scenario.prepare(n.setup);
          const out = new Float64Array(scenario.metrics.length);
          for (let trial = 0; trial < 2; trial++) {
            const watch = new SkirmishWatch();
            const audited = scenario.audit(n.setup, key, trial, watch);
            expect(watch.faults, `${scenario.describe(n.setup)}, trial ${trial}`).toEqual([]);
            fast.play(key, trial, out);
            expect([...out]).toEqual([...audited]);
            expect([...scenario.narrate!(n.setup, key, trial).values]).toEqual([...out]);
            expect(out[0]! + out[1]! + out[2]!).toBe(1);
            expect(out[3]!).toBeLessThanOrEqual(30);
            byMission += out[out.length - 1]!;
            games++;
          }
        }
    expect(games).toBe(4 * 2 * 3 * 2);
    expect(byMission).toBeGreaterThan(games / 8);
  });
});
