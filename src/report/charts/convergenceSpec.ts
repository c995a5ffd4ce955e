import type { ConvergenceSeries, ReportMetric, ReportModel } from '../ReportModel.ts';
import { trialNoun } from '../trialNoun.ts';
import { CHART_CONFIG } from './chartConfig.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { chartSlug } from './chartSlug.ts';
import { inSentence } from './inSentence.ts';
import { metricTitle } from './metricTitle.ts';
import { metricAxis } from './metricAxis.ts';
import type { LayerSpec } from './vegaLiteTypes.ts';
import { widestLabel } from './widestLabel.ts';

/** Up to this many cells share one panel, told apart by colour; more get a panel each. */
const MAX_OVERLAID = 6;
/** The width a chart may take on a page, axes and legends included. */
const PAGE_WIDTH = 960;

/**
 * How a metric's estimate settled as trials accumulated, for the cells whose runs recorded it: the estimate
 * as a line and its 95% interval as a band, against trials on a log scale (where an interval narrowing as
 * 1 / sqrt(trials) falls steadily). A run is long enough when the estimate has stopped wandering and the band
 * is narrower than any difference that matters.
 *
 * @example convergenceSpec(model, model.metrics[0]!, model.convergence!).spec // bands narrowing to the right
 */
export function convergenceSpec(
  model: ReportModel,
  metric: ReportMetric,
  series: readonly ConvergenceSeries[],
): ChartSpec {
  const noun = trialNoun(model.experiment.scenario);
  const labels = new Map(model.cells.map((c) => [c.key, c.label]));
  const shown = series.filter((s) => s.metric === metric.name);
  const rows = shown.flatMap((s) =>
    s.points.map((p) => ({
      cell: labels.get(s.cell) ?? s.cell,
      trials: p.trials,
      estimate: p.estimate.estimate,
      lower: p.estimate.interval[0],
      upper: p.estimate.interval[1],
    })),
  );
  const axis = metricAxis(metric, noun);
  const exact = metric.kind === 'proportion' ? '.2%' : '.3f';
  const overlaid = shown.length <= MAX_OVERLAID;
  // A panel is as wide as the longest cell name heading it, so the names of neighbours never run together.
  const longest = Math.ceil(widestLabel(shown.map((s) => labels.get(s.cell) ?? s.cell))) + 4;
  // A panel's header breaks its cell's name at the commas, one axis a line, so panels stay narrow enough
  // for several a row within the 1,000 px a page gives a chart.
  const panelWidth = overlaid ? 480 : 220;
  const columns = Math.max(1, Math.min(4, Math.floor(PAGE_WIDTH / (panelWidth + 80))));
  const cellOrder = model.cells.map((c) => c.label).filter((l) => rows.some((r) => r.cell === l));
  // The legend is shared with the faint band; a solid swatch keeps the cells' colours legible in it.
  const colour = overlaid
    ? {
        color: {
          field: 'cell',
          type: 'nominal' as const,
          title: 'Cell',
          sort: cellOrder,
          legend: { symbolOpacity: 1, symbolType: 'circle', labelLimit: longest },
        },
      }
    : {};
  const counts = rows.map((r) => r.trials);
  const x = {
    field: 'trials',
    type: 'quantitative' as const,
    title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} played (log scale)`,
    // From the first recorded count to the last: a rounded log domain would leave a decade of empty plot.
    scale: { type: 'log' as const, domain: [Math.min(...counts), Math.max(...counts)], nice: false },
    // Ticks at the recorded trial counts; a log axis's own ticks crowd ("40k50k").
    axis: {
      format: '~s',
      values: [...new Set(rows.map((r) => r.trials))],
      labelOverlap: 'greedy' as const,
      grid: true,
    },
  };
  const layers: LayerSpec[] = [
    {
      mark: { type: 'area', opacity: 0.18 },
      encoding: {
        x,
        y: {
          field: 'lower',
          type: 'quantitative',
          title: axis.title,
          axis: { format: axis.format },
          scale: { zero: false },
        },
        y2: { field: 'upper' },
        ...colour,
      },
    },
    {
      mark: { type: 'line', strokeWidth: 1.5, point: { filled: true, size: 30 } },
      encoding: {
        x,
        y: { field: 'estimate', type: 'quantitative' },
        ...colour,
        tooltip: [
          { field: 'cell', title: 'Cell' },
          { field: 'trials', title: noun, format: ',' },
          { field: 'estimate', title: metricTitle(metric), format: exact },
          { field: 'lower', title: '95% interval from', format: exact },
          { field: 'upper', title: '95% interval to', format: exact },
        ],
      },
    },
  ];
  const title = `${metricTitle(metric)}: estimate as ${noun} accumulate`;
  const subtitle = `Line: the estimate after each number of ${noun}; band: its 95% interval`;
  const spec: ChartSpec['spec'] = overlaid
    ? {
        title: { text: title, subtitle },
        data: { values: rows },
        width: 480,
        height: 280,
        layer: layers,
        config: CHART_CONFIG,
      }
    : {
        title: { text: title, subtitle },
        data: { values: rows },
        facet: {
          field: 'cell',
          type: 'nominal',
          title: 'Cell',
          sort: cellOrder,
          header: { labelLimit: panelWidth, labelExpr: "split(datum.label, ', ')" },
        },
        columns,
        spec: { width: panelWidth, height: 180, layer: layers },
        config: CHART_CONFIG,
      };
  return {
    id: `convergence-${chartSlug(metric.name)}`,
    kind: 'convergence',
    title,
    caption: `The estimate of ${inSentence(metricTitle(metric))} after each number of ${noun} (log scale), with its 95% interval as a band: the run was long enough if the line has settled and the band is narrower than any difference that matters.`,
    spec,
  };
}
