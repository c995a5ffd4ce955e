// The one place that knows the runner's results format (src/sim/Results.ts): everything else in
// src/report reads the ReportModel. When results.json changes, this file changes.
import type { JsonValue } from '../scenarios/Scenario.ts';
import { inSentence } from './charts/inSentence.ts';
import { axisLabel } from './axisLabel.ts';
import { axisValueText } from '../sim/axisValueText.ts';
import { metricLabel } from './metricLabel.ts';
import type { Results } from '../sim/Results.ts';
import type { MetricTally } from '../sim/Tally.ts';
import type { EstimateOptions } from '../stats/Estimate.ts';
import { holmAdjust } from '../stats/holmAdjust.ts';
import { meanEstimate } from '../stats/meanEstimate.ts';
import { pairedDifference } from '../stats/pairedDifference.ts';
import { pairedProportionDifference } from '../stats/pairedProportionDifference.ts';
import { proportionEstimate } from '../stats/proportionEstimate.ts';
import type {
  AxisValue,
  ConvergenceSeries,
  ReportAxis,
  ReportCell,
  ReportComparison,
  ReportDistribution,
  ReportMetric,
  ReportModel,
} from './ReportModel.ts';

/** The level at which a comparison is called significant, after Holm's correction. */
const ALPHA = 0.05;

/** Units of the sweep parameters that have one; the experiment file gives bare numbers. */
const AXIS_UNITS: Readonly<Record<string, string>> = { range: 'inches' };

/** A cell in words, one axis after another: "A's weapon two-pistols, range 3 inches, A's policy blaze". */
function cellLabel(axes: readonly ReportAxis[], params: Readonly<Record<string, AxisValue>>): string {
  return axes
    .map((a) => `${inSentence(a.label)} ${String(params[a.name])}${a.unit ? ` ${a.unit}` : ''}`)
    .join(', ');
}

/** Numbers stay numbers (drawn to scale); anything else becomes the text the cell keys use. */
function axisValue(v: JsonValue | undefined): AxisValue {
  if (v === undefined) return '';
  return typeof v === 'number' ? v : axisValueText(v);
}

/**
 * Builds the report model of a run's results: axes with labels and units, every cell's estimates computed
 * from its tallies by the stats estimators (Wilson for proportions, normal for means), every comparison's
 * paired difference per metric with Holm's correction over all of them at alpha 0.05, the histograms
 * the run tallied as distributions, and each cell's convergence series (the estimate at each recorded trial
 * count, by the same estimators). Results with one shard's part only carry a warning saying so.
 *
 * @example const model = reportModelFromResults(JSON.parse(readFileSync('results.json', 'utf8')) as Results);
 */
export function reportModelFromResults(results: Results): ReportModel {
  const options: EstimateOptions = { seed: results.seed };
  const axes: ReportAxis[] = results.axes.map((a) => {
    const unit = AXIS_UNITS[a.name];
    return {
      name: a.name,
      label: axisLabel(a.name),
      ...(unit ? { unit } : {}),
      values: a.values.map(axisValue),
    };
  });
  const metrics: ReportMetric[] = results.metrics.map((m) => ({
    name: m.name,
    label: metricLabel(m.name),
    kind: m.kind,
    describe: m.describe,
    // A mean counts something per trial: its name says what ("exchanges", "dice").
    ...(m.kind === 'mean' ? { unit: metricLabel(m.name).toLowerCase() } : {}),
  }));
  const kinds = new Map(metrics.map((m) => [m.name, m.kind]));
  const estimate = (kind: 'proportion' | 'mean', t: MetricTally) =>
    kind === 'proportion' ? proportionEstimate(t.sum, t.n, options) : meanEstimate(t, options);
  // A proportion needs one trial; a mean two, for its spread (and so its interval).
  const estimable = (name: string, t: MetricTally): boolean =>
    t.n >= (kinds.get(name) === 'proportion' ? 1 : 2);

  const cells: ReportCell[] = results.cells.map((c) => {
    const params = Object.fromEntries(axes.map((a) => [a.name, axisValue(c.params[a.name])]));
    return {
      key: c.key,
      label: axes.length ? cellLabel(axes, params) : c.key,
      params,
      estimates: Object.fromEntries(
        Object.entries(c.tally.metrics).flatMap(([name, t]) =>
          estimable(name, t) ? [[name, estimate(kinds.get(name) ?? 'mean', t)]] : [],
        ),
      ),
    };
  });

  const byKey = new Map(results.cells.map((c) => [c.key, c]));
  const raw = results.comparisons.flatMap((c) => {
    const variant = byKey.get(c.variant);
    const baseline = byKey.get(c.baseline);
    const others = axes.filter((a) => a.name !== c.axis);
    const at = variant
      ? cellLabel(others, Object.fromEntries(others.map((a) => [a.name, axisValue(variant.params[a.name])])))
      : '';
    const label = `${c.comparison}: ${String(axisValue(variant?.params[c.axis]))} vs ${String(axisValue(baseline?.params[c.axis]))}${at ? ` (${at})` : ''}`;
    // Every comparison of the runner is paired: baseline and variant played each trial on the same stream.
    return Object.entries(c.tally.differences).flatMap(([metric, t]) =>
      t.n >= 2
        ? [
            {
              label,
              family: c.comparison,
              metric,
              cell: c.variant,
              baseline: c.baseline,
              difference:
                kinds.get(metric) === 'proportion'
                  ? pairedProportionDifference(t, options)
                  : pairedDifference(t, options),
            },
          ]
        : [],
    );
  });
  const adjusted = holmAdjust(raw.map((c) => c.difference.pValue));
  const comparisons: ReportComparison[] = raw.map((c, i) => ({
    ...c,
    adjustedP: adjusted[i]!,
    significant: adjusted[i]! < ALPHA,
  }));

  const distributions: ReportDistribution[] = results.cells.flatMap((c) =>
    Object.entries(c.tally.metrics).flatMap(([metric, t]) =>
      t.histogram ? [{ metric, cell: c.key, histogram: t.histogram }] : [],
    ),
  );

  // Each point of a series is estimated as the final value is. A line needs two points; results written
  // before the runner recorded series have none.
  const convergence: ConvergenceSeries[] = results.cells.flatMap((c) =>
    metrics.flatMap((m) => {
      const points = (c.convergence ?? []).flatMap((p) => {
        const t = p.metrics[m.name];
        return t && estimable(m.name, t) ? [{ trials: p.trials, estimate: estimate(m.kind, t) }] : [];
      });
      return points.length >= 2 ? [{ metric: m.name, cell: c.key, points }] : [];
    }),
  );

  const p = results.provenance;
  const trials = results.cells.map((c) => c.trials);
  const rulesets = [
    ...new Set(results.cells.map((c) => c.setup.ruleset).filter((r): r is string => typeof r === 'string')),
  ];
  const fixed = p.trials.kind === 'fixed' ? ` --trials ${p.trials.trials}` : '';
  const warnings = results.complete
    ? []
    : [
        p.shard
          ? `These are the results of shard ${p.shard.k} of ${p.shard.n} only: merge the shards for the whole study.`
          : 'These results are incomplete: the run did not finish every cell.',
      ];
  return {
    experiment: {
      name: results.experiment.name,
      ...(results.experiment.description ? { description: results.experiment.description } : {}),
      scenario: results.experiment.scenario,
    },
    provenance: {
      seed: results.seed,
      trialsPerCell: { min: Math.min(...trials), max: Math.max(...trials) },
      version: p.version,
      rulesetHash: p.rulesetHash,
      digest: results.digest,
      ...(rulesets.length ? { ruleset: rulesets.join(', ') } : {}),
      ...(p.gitCommit ? { gitCommit: p.gitCommit } : {}),
      experimentHash: p.experimentHash,
      command: `triggernometry run ${p.experimentFile} --seed ${String(results.seed)}${fixed}`,
    },
    axes,
    metrics,
    cells,
    comparisons,
    correction: { method: 'holm', comparisons: comparisons.length, alpha: ALPHA },
    ...(distributions.length ? { distributions } : {}),
    ...(convergence.length ? { convergence } : {}),
    ...(results.charts.length ? { chartRequests: results.charts } : {}),
    ...(warnings.length ? { warnings } : {}),
  };
}
