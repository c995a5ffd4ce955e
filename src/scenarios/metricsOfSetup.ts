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

/** A name a file gives a figure or a side to name its metrics by (`Guard` gives `pGuardWins`). */
export const METRIC_NAME_WORD = /^[A-Z][A-Za-z0-9]{0,23}$/;

/**
 * `metrics` with its first two, A's and B's wins, named after the two named figures or sides.
 *
 * @example winsNamed('Guard', 'Bandit', METRICS)[0].name === 'pGuardWins'
 */
export function winsNamed(
  a: string,
  b: string,
  metrics: readonly MetricDefinition[],
): readonly MetricDefinition[] {
  const wins = (w: string, l: string, like: MetricDefinition): MetricDefinition => ({
    ...like,
    name: `p${w}Wins`,
    describe: `${w} wins: ${like.describe.replace(/^[AB] wins: /, '').replace(/\b[AB]\b/g, l)}`,
  });
  return [wins(a, b, metrics[0]!), wins(b, a, metrics[1]!), ...metrics.slice(2)];
}
