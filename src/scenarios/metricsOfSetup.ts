import type { JsonObject, MetricDefinition, Scenario } from './Scenario.ts';

/**
 * The metrics a canonical setup reports: the scenario's own list, or the one it names after the file's
 * figures or sides ({@link Scenario.metricsFor}), in the same order and of the same kinds.
 *
 * @example metricsOfSetup(fafdmDuelScenario, setup).map((m) => m.name) // ['pGuardWins', 'pBanditWins', ...]
 */
export function metricsOfSetup(scenario: Scenario, setup: JsonObject): readonly MetricDefinition[] {
  return scenario.metricsFor?.(setup) ?? scenario.metrics;
}
