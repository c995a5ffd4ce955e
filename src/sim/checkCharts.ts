import type { Axis, Chart, Comparison } from './Experiment.ts';
import type { ExperimentFile, Fail } from './ExperimentFile.ts';
import { showValue } from './experimentSchemaIssues.ts';

/**
 * Checks an experiment's charts: each plots a tallied metric against sweep axes (x, color, facet) or a
 * comparison by its name.
 *
 * @example const charts = checkCharts(fail, file, axes, metrics, comparisons)
 */
export function checkCharts(
  fail: Fail,
  f: ExperimentFile,
  axes: readonly Axis[],
  metrics: readonly string[],
  comparisons: readonly Comparison[],
): Chart[] {
  const names = axes.map((a) => a.name);
  (f.charts ?? []).forEach((c, i) => {
    if (!metrics.includes(c.metric))
      fail(['charts', i, 'metric'], `a tallied metric: ${metrics.join(', ')} (got ${showValue(c.metric)})`);
    for (const field of ['x', 'color', 'facet'] as const) {
      const v = c[field];
      if (v !== undefined && !names.includes(v))
        fail(
          ['charts', i, field],
          `a sweep axis: ${names.length ? names.join(', ') : '(the sweep has none)'} (got ${showValue(v)})`,
        );
    }
    if (c.comparison !== undefined && !comparisons.some((k) => k.name === c.comparison))
      fail(
        ['charts', i, 'comparison'],
        `a comparison's name: ${comparisons.map((k) => k.name).join(', ') || '(there are none)'} (got ${showValue(c.comparison)})`,
      );
  });
  return [...(f.charts ?? [])];
}
