import type { ChartRequest, ReportModel } from '../ReportModel.ts';
import { trialNoun } from '../trialNoun.ts';
import { trialsPerCellText } from '../trialsPerCellText.ts';
import { differenceUnit } from '../differenceUnit.ts';
import { cellRows } from './cellRows.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { chartSlug } from './chartSlug.ts';
import { differenceTicks } from './differenceTicks.ts';
import { heatmapSpec } from './heatmapSpec.ts';
import { inSentence } from './inSentence.ts';
import { intervalChartSpec, type IntervalRow } from './intervalChartSpec.ts';
import { intervalRow } from './intervalRow.ts';
import { metricAxis } from './metricAxis.ts';
import { metricTitle } from './metricTitle.ts';

/**
 * A chart the experiment file asked for, drawn with the standard builders: a heatmap of `x` against
 * `color`; or the metric's estimates (or, with `comparison`, that comparison's differences against a zero
 * line) as bars, lines or points along `x`, coloured by `color`. Every other axis of the sweep becomes a
 * panel (the requested `facet` first), so no two cells ever share a mark. Returns nothing for a request
 * naming a metric or axis the model lacks: the runner has checked the file, and a report of old results
 * should not fail over one chart.
 *
 * @example requestedChartSpec(model, { type: 'line', metric: 'pAWins', x: 'range', color: 'a.policy' }, 0)
 */
export function requestedChartSpec(
  model: ReportModel,
  request: ChartRequest,
  index: number,
): ChartSpec | undefined {
  const metric = model.metrics.find((m) => m.name === request.metric);
  const axis = (name: string | undefined) =>
    name === undefined ? undefined : model.axes.find((a) => a.name === name);
  const x = axis(request.x);
  const color = axis(request.color);
  if (!metric || !x || (request.color !== undefined && !color)) return undefined;
  const id = `chart-${index + 1}-${chartSlug(request.metric)}`;
  if (request.type === 'heatmap')
    return heatmapSpec(model, metric, {
      across: x,
      ...(color ? { down: color } : {}),
      ...(request.title ? { title: request.title } : {}),
      id,
    });
  const requestedFacet = axis(request.facet);
  const facets = [
    ...(requestedFacet ? [requestedFacet] : []),
    ...model.axes.filter((a) => a !== x && a !== color && a !== requestedFacet),
  ];
  const noun = trialNoun(model.experiment.scenario);
  const exact = metric.kind === 'proportion' ? '.2%' : '.3f';
  if (request.comparison === undefined) {
    const y = metricAxis(metric, noun);
    return intervalChartSpec({
      id,
      kind: 'estimates',
      title:
        request.title ??
        `${metricTitle(metric)} by ${inSentence(x.label)}${color ? ` and ${inSentence(color.label)}` : ''}`,
      subtitle: `Estimates with their 95% intervals; ${trialsPerCellText(model)}`,
      caption: 'Estimates with their 95% intervals as error bars, as the experiment file asks.',
      rows: cellRows(model, [metric]),
      x,
      color,
      facets,
      seriesTitle: 'Metric',
      y: { ...y, tooltipFormat: exact },
      mark: request.type,
      zeroLine: false,
      noun,
    });
  }
  const cells = new Map(model.cells.map((c) => [c.key, c]));
  const rows: IntervalRow[] = model.comparisons.flatMap((c) => {
    const cell = cells.get(c.cell);
    if (c.family !== request.comparison || c.metric !== metric.name || !cell) return [];
    return [intervalRow(c.label, cell.params, metric.label, c.difference)];
  });
  const unit = differenceUnit(metric.kind, metric.unit);
  return intervalChartSpec({
    id,
    kind: 'differences',
    title:
      request.title ??
      `${request.comparison.charAt(0).toUpperCase()}${request.comparison.slice(1)}: ${inSentence(metricTitle(metric))} against the baseline`,
    subtitle: 'Differences (cell minus baseline) with their 95% intervals; dashed line: no difference',
    caption: `The paired differences of the comparison "${request.comparison}" in ${inSentence(metricTitle(metric))}, cell minus baseline, with their 95% intervals; a bar that crosses the dashed zero line is compatible with no difference.`,
    rows,
    x,
    color,
    facets,
    seriesTitle: 'Metric',
    y: {
      title: `Difference in ${inSentence(metricTitle(metric))}${unit ? ` (${unit})` : ''}`,
      format: metric.kind === 'proportion' ? '~%' : '~r',
      // In the title's unit: percentage points, not percent.
      labelExpr: differenceTicks(metric.kind),
      tooltipFormat: metric.kind === 'proportion' ? '+.2%' : '+.3f',
    },
    mark: request.type,
    zeroLine: true,
    noun,
  });
}
