import { describe, expect, it } from 'vitest';
import { fafdmMissionScenarios } from '../../../src/scenarios/fafdmScenarios/fafdmMissionScenarios.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { playAudited } from './playAudited.ts';

// The scenarios' conformance suite (001 1.2, 2.1, 4.2, 4.3.2, 10.1-10.5): bands with their own rules (9.3-9.12),
// tactics and scenario options over many seeds; the audit sees every activation, action point and shot.

const PAIRS: [JsonObject, JsonObject][] = [
  [
    { band: 'lawmen', roster: { sheriff: 1, 'vice-sheriff': 1, volunteer: 1, guard: 1 } },
    { band: 'outlaws', roster: { boss: 1, criminal: 2, bandit: 2 } },
  ],
  [
    { band: 'soldiers', roster: { captain: 1, sergeant: 1, soldier: 2 } },
    { band: 'indians', roster: { 'tribe-chief': 1, warrior: 4 } },
  ],
  [
    { band: 'mountain-men', roster: { 'bear-hunter': 1, trapper: 2, woodman: 1 } },
    { band: 'mexicans', roster: { bandido: 1, gringo: 1, peon: 3 } },
  ],
];
const TACTICS = ['advance-and-fire', 'hold-in-cover', 'charge'];

describe('FAFDM scenarios conformance (10.1, 10.3, 10.5)', () => {
  it('three scenarios, three pairs of bands, three tactics, 3 seeds each: no rule broken, every game ends, narrated = fast', () => {
    let games = 0;
    let shots = 0;
    let byMission = 0;
    for (const scenario of fafdmMissionScenarios.slice(0, 3))
      for (const [a, b] of PAIRS)
        for (const [t, tactic] of TACTICS.entries()) {
          const options =
            scenario.name === 'fafdm-town-duel' && t === 1 ? { 'fafdm.duelStart': 'escorted' } : {};
          const n = scenario.normalize({
            options,
            sides: { a: { ...a, tactic }, b: { ...b, tactic: TACTICS[(t + 1) % 3]! } },
          });
          if ('issues' in n) throw new Error(JSON.stringify(n.issues));
          playAudited(scenario, n.setup, 3, (out, watch) => {
            byMission += out[out.length - 1]!;
            games++;
            shots += watch.shots;
          });
        }
    expect(games).toBe(3 * 3 * 3 * 3);
    expect(shots).toBeGreaterThan(games);
    // The scenarios' own victory conditions decide some games.
    expect(byMission).toBeGreaterThan(0);
  });
});
