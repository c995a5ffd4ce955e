import { expect } from 'vitest';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import type { FafdmMissionScenario } from '../../../src/scenarios/fafdmScenarios/fafdmMissionScenario.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import {
  auditSkirmish,
  fafdmSkirmishScenario as skirmish,
} from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { SkirmishWatch } from './SkirmishWatch.ts';

/**
 * Plays trials 0 to `trials - 1` of a scenario of 10.1-10.6 (seed 1) three ways, with the audit watching, on
 * the fast path and narrated, and holds each to the conformance suite's invariants: no rule broken, the same
 * metrics every way, one result, an end within 30 turns. Hands each trial's metrics and watch to `seen`.
 *
 * @example playAudited(scenario, setup, 3, (out, watch) => (shots += watch.shots))
 */
export function playAudited(
  scenario: FafdmMissionScenario,
  setup: JsonObject,
  trials: number,
  seen: (out: Float64Array, watch: SkirmishWatch) => void,
): void {
  const key = deriveStreamKey(1, scenario.streamLabel(setup));
  const fast = scenario.prepare(setup);
  const out = new Float64Array(scenario.metrics.length);
  for (let trial = 0; trial < trials; trial++) {
    const watch = new SkirmishWatch();
    const audited = scenario.audit(setup, key, trial, watch);
    expect(watch.faults, `${scenario.describe(setup)}, trial ${trial}`).toEqual([]);
    fast.play(key, trial, out);
    expect([...out]).toEqual([...audited]);
    expect([...scenario.narrate!(setup, key, trial).values]).toEqual([...out]);
    expect(out[0]! + out[1]! + out[2]!).toBe(1);
    expect(out[3]!).toBeGreaterThanOrEqual(1);
    expect(out[3]!).toBeLessThanOrEqual(30);
    seen(out, watch);
  }
}

/**
 * Plays trials 0 to `trials - 1` of a `fafdm-skirmish` setup (seed 1) with the audit watching, on the fast
 * path and narrated: no rule broken, the same metrics every way. Hands each trial's story to `told`.
 *
 * @example playSkirmishAudited(setup, 3, (lines) => (rides += lines.length))
 */
export function playSkirmishAudited(
  setup: JsonObject,
  trials: number,
  told: (lines: readonly string[]) => void,
): void {
  const key = deriveStreamKey(1, skirmish.streamLabel(setup));
  const fast = skirmish.prepare(setup);
  const out = new Float64Array(skirmish.metrics.length);
  for (let trial = 0; trial < trials; trial++) {
    const watch = new SkirmishWatch();
    const audited = auditSkirmish(setup, key, trial, watch);
    expect(watch.faults).toEqual([]);
    fast.play(key, trial, out);
    expect([...out]).toEqual([...audited]);
    const story = skirmish.narrate!(setup, key, trial);
    expect([...story.values]).toEqual([...out]);
    told(story.lines);
  }
}
