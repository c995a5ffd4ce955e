import { stringify } from 'csv-stringify/sync';
import { axisValueText } from './axisValueText.ts';
import type { Results } from './Results.ts';

/**
 * results.csv: tidy, one row per cell and metric, with a column per sweep axis, the trials, the estimate
 * and its 95% interval.
 *
 * @example resultsCsv(results).split('\n')[0] // 'experiment,cell,range,metric,kind,trials,estimate,ci95_low,ci95_high'
 */
export function resultsCsv(results: Results): string {
  const axes = results.axes.map((a) => a.name);
  const kinds = new Map(results.metrics.map((m) => [m.name, m.kind]));
  const rows = results.cells.flatMap((cell) =>
    Object.entries(cell.metrics).map(([metric, e]) => [
      results.experiment.name,
      cell.key,
      ...axes.map((a) => axisValueText(cell.params[a] ?? null)),
      metric,
      kinds.get(metric) ?? '',
      cell.trials,
      e.estimate,
      e.ci95[0],
      e.ci95[1],
    ]),
  );
  return stringify(rows, {
    header: true,
    columns: ['experiment', 'cell', ...axes, 'metric', 'kind', 'trials', 'estimate', 'ci95_low', 'ci95_high'],
  });
}

/**
 * comparisons.csv: one row per comparison pair and metric: both cells' estimates and the paired difference
 * (variant - baseline) with its 95% interval.
 *
 * @example comparisonsCsv(results)
 */
export function comparisonsCsv(results: Results): string {
  const rows = results.comparisons.flatMap((c) =>
    Object.entries(c.metrics).map(([metric, m]) => [
      results.experiment.name,
      c.comparison,
      c.axis,
      c.baseline,
      c.variant,
      metric,
      c.trials,
      m.baseline.estimate,
      m.variant.estimate,
      m.difference.estimate,
      m.difference.ci95[0],
      m.difference.ci95[1],
    ]),
  );
  return stringify(rows, {
    header: true,
    columns: [
      'experiment',
      'comparison',
      'axis',
      'baseline',
      'variant',
      'metric',
      'trials',
      'baseline_estimate',
      'variant_estimate',
      'difference',
      'difference_ci95_low',
      'difference_ci95_high',
    ],
  });
}
