import type { AxisValue, ReportAxis, ReportMetric, ReportModel } from '../ReportModel.ts';
import { trialNoun } from '../trialNoun.ts';
import { trialsPerCellText } from '../trialsPerCellText.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { chartSlug } from './chartSlug.ts';
import { inSentence } from './inSentence.ts';
import { cellBarSpecs } from './cellBarSpecs.ts';
import { cellRows } from './cellRows.ts';
import { intervalChartSpec } from './intervalChartSpec.ts';
import { metricAxis } from './metricAxis.ts';
import { metricTitle } from './metricTitle.ts';

/**
 * The estimate of each metric in each cell, as a point with its interval as an error bar, laid out from the
 * sweep's axes: a study of one cell gets a few charts of bars grouping its metrics (see cellBarSpecs); one axis runs along x with the proportions
 * sharing one chart (a colour per metric) and each mean on its own; two or more axes give one chart per
 * metric, the second axis as colour and any further axes as small multiples. A numeric axis is drawn to
 * scale with lines joining its points; a named one as categories, with the colours dodged apart.
 *
 * @example estimateChartSpecs(model).map((c) => c.id) // ['estimates-proportions', 'estimates-exchanges']
 */
export function estimateChartSpecs(model: ReportModel): ChartSpec[] {
  const [only] = model.cells;
  if (model.axes.length === 0 && model.cells.length === 1 && only) return cellBarSpecs(model, only);
  const groups: ReportMetric[][] =
    model.axes.length >= 2
      ? model.metrics.map((m) => [m])
      : [
          model.metrics.filter((m) => m.kind === 'proportion'),
          ...model.metrics.filter((m) => m.kind === 'mean').map((m) => [m]),
        ];
  return groups.filter((g) => g.length > 0).map((g) => groupChart(model, g));
}

function groupChart(model: ReportModel, metrics: readonly ReportMetric[]): ChartSpec {
  const noun = trialNoun(model.experiment.scenario);
  const [first, second] = model.axes;
  const single = metrics.length === 1 ? metrics[0] : undefined;
  const shown = single ?? metrics[0]!;
  const y =
    single || shown.kind === 'mean'
      ? metricAxis(shown, noun)
      : { title: `Share of ${noun} (%)`, format: '~%' };
  const title = single
    ? first
      ? `${metricTitle(single)} by ${inSentence(first.label)}${second ? ` and ${inSentence(second.label)}` : ''}`
      : metricTitle(single)
    : first
      ? `Outcomes by ${inSentence(first.label)}`
      : 'Outcomes';
  return intervalChartSpec({
    id: `estimates-${chartSlug(single ? single.name : 'proportions')}`,
    kind: 'estimates',
    title,
    subtitle: `Points are estimates, bars their 95% intervals; ${trialsPerCellText(model)}, seed ${String(model.provenance.seed)}`,
    caption:
      'Each point is an estimate and its bar the 95% interval. Intervals apart from each other mark a clear difference; overlapping ones may still differ, which the comparisons test.',
    rows: cellRows(model, metrics),
    x: first && model.axes.length === 1 ? byValue(model, first, shown) : first,
    color: second,
    facets: model.axes.slice(2),
    seriesTitle: 'Metric',
    y: { ...y, tooltipFormat: shown.kind === 'proportion' ? '.2%' : '.3f' },
    mark: 'point',
    zeroLine: false,
    noun,
  });
}

/**
 * A lone axis of names (skills, policies) with its values sorted by the estimate of the chart's first
 * metric, largest first, so the chart reads as a ranking; numbers keep their scale and order.
 */
function byValue(model: ReportModel, axis: ReportAxis, metric: ReportMetric): ReportAxis {
  if (axis.values.some((v) => typeof v === 'number')) return axis;
  const at = (v: AxisValue): number =>
    model.cells.find((c) => c.params[axis.name] === v)?.estimates[metric.name]?.estimate ?? -Infinity;
  return { ...axis, values: [...axis.values].sort((a, b) => at(b) - at(a)) };
}
