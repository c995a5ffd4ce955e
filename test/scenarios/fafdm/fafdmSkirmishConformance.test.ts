import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import {
  auditSkirmish,
  fafdmSkirmishScenario as scenario,
} from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { SkirmishWatch } from './SkirmishWatch.ts';

// The skirmish's conformance suite (001 1.2, 2.1, 4.2, 4.3.2, 6.1-6.3): bands, tactics and options over many
// seeds; the audit sees every activation, action point and shot before it happens.

const BANDS: JsonObject[] = [
  // 5.4: side arms beside the guns, drawn for a fight and put away to fire.
  {
    band: 'lawmen',
    roster: { sheriff: 1, guard: 3, volunteer: 1 },
    weapons: { sheriff: 'repetition-rifle' },
    sideArms: { sheriff: 'woodsman-axe', guard: 'sword' },
  },
  // 5.5.1: the Boss (COS 3, reach 6U) carries a flask of nitroglycerine, at half pace until he throws it.
  {
    band: 'outlaws',
    roster: { boss: 1, bandit: 3 },
    weapons: { boss: 'double-barrelled' },
    nitroglycerine: { boss: 1 },
  },
  // Tab.8: a bow, and tomahawks thrown at COS x 2 (then the Warriors close to fight).
  {
    band: 'indians',
    roster: { 'tribe-chief': 1, warrior: 4 },
    weapons: { 'tribe-chief': 'bow', warrior: 'hatchet' },
  },
  {
    band: 'common',
    roster: { 'armed-civilian': 6, 'saloon-woman': 1 },
    weapons: { 'armed-civilian': 'hunting-rifle' },
  },
];
const TACTICS = ['advance-and-fire', 'hold-in-cover', 'charge'];
const OPTIONS: JsonObject[] = [
  {},
  {
    'fafdm.moveAndFire': 'either',
    'fafdm.cohesion': 'board',
    'fafdm.panicAfter': 'shot-at',
    'fafdm.friendlyFire': 'any-figure',
    'fafdm.changeWeapon': 'free',
  },
];

describe('fafdm-skirmish conformance', () => {
  it('four bands, three tactics, two sets of options, 6 seeds each: no rule broken, every game ends, narrated = fast', () => {
    let games = 0;
    let shots = 0;
    const ends = new Set<number>();
    for (const [i, a] of BANDS.entries())
      for (const b of BANDS.slice(i + 1))
        for (const [t, tactic] of TACTICS.entries())
          for (const options of OPTIONS) {
            const n = scenario.normalize({
              options,
              sides: { a: { ...a, tactic }, b: { ...b, tactic: TACTICS[(t + 1) % 3]! } },
            });
            if ('issues' in n) throw new Error(JSON.stringify(n.issues));
            const key = deriveStreamKey(1, scenario.streamLabel(n.setup));
            const fast = scenario.prepare(n.setup);
            const out = new Float64Array(scenario.metrics.length);
            for (let trial = 0; trial < 6; trial++) {
              const watch = new SkirmishWatch();
              const audited = auditSkirmish(n.setup, key, trial, watch);
              expect(watch.faults, `${scenario.describe(n.setup)}, trial ${trial}`).toEqual([]);
              fast.play(key, trial, out);
              expect([...out]).toEqual([...audited]);
              expect([...scenario.narrate!(n.setup, key, trial).values]).toEqual([...out]);
              // One winner or a draw; the game ends within its turn cap; the survivors within the bands.
              expect(out[0]! + out[1]! + out[2]!).toBe(1);
              expect(out[3]!).toBeGreaterThanOrEqual(1);
              expect(out[3]!).toBeLessThanOrEqual(30);
              ends.add(out[6]! ? 1 : out[7]! ? 2 : out[2]! ? 3 : 0);
              games++;
              shots += watch.shots;
            }
          }
    expect(games).toBe(6 * 3 * 2 * 6);
    // The suite exercises the rules it checks: shots are fired, and games end more than one way.
    expect(shots).toBeGreaterThan(games);
    expect(ends.size).toBeGreaterThanOrEqual(2);
  });
});
