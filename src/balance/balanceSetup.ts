import type { JsonObject, JsonValue } from '../scenarios/Scenario.ts';
import { checkExperiment } from '../sim/checkExperiment.ts';
import type { Axis, Comparison, Experiment } from '../sim/Experiment.ts';
import { readYamlFile } from '../sim/readYamlFile.ts';
import { shippedExperimentFile } from '../sim/shippedExperimentFile.ts';
import { SimError } from '../sim/SimError.ts';
import type { BalanceRequest } from './balanceExperiment.ts';
import { balanceMetric, EDGES, type BalanceMetric } from './balanceMetric.ts';

/** An experiment made ready for a balance search, with the axis searched and its values in ascending order. */
export interface BalanceSetup {
  readonly experiment: Experiment;
  readonly axis: Axis;
  /** The axis's value indices in ascending order of value. */
  readonly order: readonly number[];
  readonly values: readonly number[];
  readonly metric: BalanceMetric;
}

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads an experiment file for a balance search: `--values` replace (or add) the searched axis in its
 * sweep; its comparisons and charts, trial count or precision target are set aside (the search decides the
 * trials), and it is checked by the same code as `run`. The searched axis must hold at least two distinct
 * numbers; the metric must be one of the scenario's. Each problem is a one-line error naming the flag.
 *
 * @example balanceSetup('experiments/shootout-legend-vs-gunmen.yaml', { axis: 'gunmen.figures.gunman.count', metric: 'pAWins', design })
 */
export function balanceSetup(file: string, request: BalanceRequest): BalanceSetup {
  const path = shippedExperimentFile(file) ?? file;
  const { value, locate } = readYamlFile(path, 'experiment file');
  if (!isObject(value)) {
    checkExperiment(value, path, locate); // names what is wrong
    throw new SimError('invalid-experiment', `${path}: not an experiment`);
  }
  const sweep = isObject(value.sweep) ? { ...value.sweep } : {};
  if (request.values) sweep[request.axis] = [...request.values];
  // The search decides the trials and reads one metric: comparisons, charts and trial rules are set aside.
  const raw: JsonObject = Object.fromEntries(
    Object.entries(value).filter(([k]) => !['comparisons', 'charts', 'precision', 'metrics'].includes(k)),
  );
  Object.assign(raw, { sweep, trials: 1 });
  const experiment = checkExperiment(raw, path, locate);
  const axis = experiment.axes.find((a) => a.name === request.axis);
  if (!axis) {
    const names = experiment.axes.map((a) => a.name).join(', ');
    throw new SimError(
      'bad-request',
      `--axis: a sweep axis of ${path} (${names || 'it has none'}), or any axis with --values (got ${JSON.stringify(request.axis)})`,
    );
  }
  const numbers = axis.values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length !== axis.values.length || new Set(numbers).size < 2)
    throw new SimError(
      'bad-request',
      `--axis: an axis of numbers with at least two values; ${axis.name} holds ${axis.values.map((v: JsonValue) => JSON.stringify(v)).join(', ')}`,
    );
  const metric = balanceMetric(request.metric);
  if (!metric.tallied.every((m) => experiment.metrics.includes(m))) {
    const edges = EDGES.map(([a, b]) => `${a}-${b}`).filter((e) =>
      balanceMetric(e).tallied.every((m) => experiment.metrics.includes(m)),
    );
    throw new SimError(
      'bad-request',
      `--metric: a metric of the ${experiment.scenario} scenario: ${[...experiment.metrics, ...edges].join(', ')} (got ${JSON.stringify(request.metric)})`,
    );
  }
  const order = numbers.map((_, i) => i).sort((x, y) => numbers[x]! - numbers[y]!);
  // Every value of a slice reads the streams of its lowest value, as a comparison's variants read its
  // baseline's: common random numbers along the axis.
  const along: Comparison = {
    name: 'balance',
    axis: experiment.axes.indexOf(axis),
    baseline: order[0]!,
    variants: order.slice(1),
    metrics: metric.tallied,
  };
  return {
    experiment: { ...experiment, metrics: metric.tallied, comparisons: [along], charts: [] },
    axis,
    order,
    values: order.map((i) => numbers[i]!),
    metric,
  };
}
