import type { ReportAxis, ReportMetric, ReportModel } from '../ReportModel.ts';
import { trialNoun } from '../trialNoun.ts';
import { axisTitle } from './axisTitle.ts';
import { categoryAxis } from './categoryAxis.ts';
import { CHART_CONFIG } from './chartConfig.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { chartSlug } from './chartSlug.ts';
import { facetLabel, facetOrder } from './facetLabel.ts';
import { inSentence } from './inSentence.ts';
import { metricTitle } from './metricTitle.ts';
import { metricAxis } from './metricAxis.ts';
import { trialsPerCellText } from '../trialsPerCellText.ts';
import { widestLabel } from './widestLabel.ts';

/**
 * A two-axis sweep as a grid: the first axis across, the second down, each square coloured by the metric's
 * estimate and labelled with it, so the whole sweep reads at a glance (e.g. weapon x range win rate). Labels
 * are white on the dark half of the scale and black on the light half. The interval of each square is in
 * its tooltip and in the estimates chart. The first two axes by default; any other axes of the sweep get a
 * grid each, so no two cells share a square.
 *
 * @example heatmapSpec(model, model.metrics[0]!).spec // rect + text layers over range x policy
 */
export function heatmapSpec(
  model: ReportModel,
  metric: ReportMetric,
  axes: {
    readonly across?: ReportAxis;
    readonly down?: ReportAxis;
    readonly title?: string;
    readonly id?: string;
  } = {},
): ChartSpec {
  const across = axes.across ?? model.axes[0];
  const down = axes.down ?? model.axes.find((a) => a !== across);
  if (!across || !down) throw new Error('a heatmap needs a sweep of two axes');
  const facets = model.axes.filter((a) => a !== across && a !== down);
  const noun = trialNoun(model.experiment.scenario);
  const axis = metricAxis(metric, noun);
  const rows = model.cells.flatMap((cell) => {
    const e = cell.estimates[metric.name];
    return e
      ? [
          {
            cell: cell.label,
            x: String(cell.params[across.name] ?? ''),
            y: String(cell.params[down.name] ?? ''),
            facet: facetLabel(facets, cell.params),
            estimate: e.estimate,
            lower: e.interval[0],
            upper: e.interval[1],
          },
        ]
      : [];
  });
  const values = rows.map((r) => r.estimate);
  const middle = values.length ? (Math.min(...values) + Math.max(...values)) / 2 : 0;
  const exact = metric.kind === 'proportion' ? '.1%' : '.2f';
  // A square is as wide as its column's label (past 160px the labels turn), so labels never run together.
  const columns = categoryAxis(across.values.map(String), 64);
  const widestRow = widestLabel(down.values.map(String));
  // No grid: its lines would run through the middle of every square and its number.
  const x = {
    field: 'x',
    type: 'ordinal' as const,
    title: axisTitle(across),
    sort: across.values.map(String),
    axis: { ...columns.axis, grid: false },
  };
  const y = {
    field: 'y',
    type: 'ordinal' as const,
    title: axisTitle(down),
    sort: down.values.map(String),
    axis: {
      grid: false,
      labelLimit: Math.ceil(widestRow) + 2,
      maxExtent: Math.max(360, Math.ceil(widestRow) + 20),
    },
  };
  const title =
    axes.title ?? `${metricTitle(metric)}: ${inSentence(across.label)} × ${inSentence(down.label)}`;
  const tooltip = [
    { field: 'cell', title: 'Cell' },
    { field: 'estimate', title: metricTitle(metric), format: exact },
    { field: 'lower', title: '95% interval from', format: exact },
    { field: 'upper', title: '95% interval to', format: exact },
  ];
  const layer = [
    {
      mark: { type: 'rect' as const, stroke: 'white', strokeWidth: 1 },
      encoding: {
        color: {
          field: 'estimate',
          type: 'quantitative' as const,
          title: axis.title,
          scale: { scheme: 'viridis' },
          // The gradient runs the height of the grid (at least 120px, so its two end labels stay apart).
          legend: { format: axis.format, gradientLength: Math.max(120, 44 * down.values.length) },
        },
        tooltip,
      },
    },
    {
      mark: { type: 'text' as const, fontSize: 12 },
      encoding: {
        text: { field: 'estimate', type: 'quantitative' as const, format: exact },
        // viridis runs from dark purple to light yellow: white text on the low half, black on the high.
        color: { condition: { test: `datum.estimate < ${middle}`, value: 'white' }, value: 'black' },
        // The number covers the middle of its square: it must answer the pointer as the square does.
        tooltip,
      },
    },
  ];
  const heading = {
    text: title,
    subtitle: `Colour and number: the estimate in each cell; ${trialsPerCellText(model)}`,
  };
  return {
    id: axes.id ?? `heatmap-${chartSlug(metric.name)}`,
    kind: 'heatmap',
    title,
    caption: `Each square is one cell: ${inSentence(axisTitle(across))} across, ${inSentence(axisTitle(down))} down; its colour and number are the estimate of ${inSentence(metricTitle(metric))} (hover for the 95% interval).${facets.length ? ` One grid per ${facets.map((a) => inSentence(a.label)).join(' and ')}.` : ''}`,
    spec: facets.length
      ? {
          title: heading,
          data: { values: rows },
          facet: {
            field: 'facet',
            type: 'nominal',
            title: facets.map(axisTitle).join(', '),
            sort: facetOrder(facets),
          },
          columns: 2,
          spec: { width: { step: columns.step }, height: { step: 44 }, encoding: { x, y }, layer },
          config: CHART_CONFIG,
        }
      : {
          title: heading,
          data: { values: rows },
          width: { step: columns.step },
          height: { step: 44 },
          encoding: { x, y },
          layer,
          config: CHART_CONFIG,
        },
  };
}
