import type { ReportDistribution, ReportMetric, ReportModel } from '../ReportModel.ts';
import { trialNoun } from '../trialNoun.ts';
import { CHART_CONFIG } from './chartConfig.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { chartSlug } from './chartSlug.ts';
import { inSentence } from './inSentence.ts';
import { widestLabel } from './widestLabel.ts';

/**
 * The share of trials the drawn range covers in every cell; the tail beyond it is stated, not drawn. Not
 * higher: a capped metric piles its last trials on the cap (duels unresolved after 200 exchanges), and
 * drawing out to it would squash everything that matters into the first tenth of the axis.
 */
const COVERED = 0.99;
/** Up to this many cells are told apart by colour; more would exhaust the palette, so they become a grid. */
const MAX_COLOURED = 10;

/**
 * The distribution of a count metric (hits, exchanges...) in each cell that recorded one: the share of trials
 * at each value. One cell is drawn as bars, up to ten as coloured lines, more as a grid of cells against
 * values shaded by share. The range drawn stops where every cell has 99% of its trials; the share beyond
 * (the runner's overflow bin included) is given in the subtitle.
 *
 * @example distributionSpec(model, exchanges, model.distributions!).spec // lines of P(exchanges = k) per cell
 */
export function distributionSpec(
  model: ReportModel,
  metric: ReportMetric,
  distributions: readonly ReportDistribution[],
): ChartSpec {
  const noun = trialNoun(model.experiment.scenario);
  const labels = new Map(model.cells.map((c) => [c.key, c.label]));
  const total = (h: ReportDistribution['histogram']): number =>
    h.counts.reduce((s, c) => s + c, h.underflow + h.overflow);
  // A cell that tallied nothing has no shares to draw.
  const shown = distributions.filter((d) => d.metric === metric.name && total(d.histogram) > 0);
  let from = Infinity;
  let to = -Infinity;
  for (const { histogram: h } of shown) {
    const n = total(h);
    let seen = h.underflow;
    h.counts.forEach((c, i) => {
      if (c > 0) from = Math.min(from, h.lower + (i + 0.5) * h.width);
      if (seen / n < COVERED) to = Math.max(to, h.lower + (i + 0.5) * h.width);
      seen += c;
    });
  }
  const rows = shown.flatMap(({ cell, histogram: h }) => {
    const n = total(h);
    return h.counts.flatMap((count, i) => {
      const value = h.lower + (i + 0.5) * h.width;
      // lo and hi bound the bar of a lone cell, a little narrower than the bin so bars stand apart.
      const bar = { lo: value - 0.42 * h.width, hi: value + 0.42 * h.width };
      return value >= from && value <= to
        ? [{ cell: labels.get(cell) ?? cell, value, ...bar, count, share: count / n }]
        : [];
    });
  });
  const tail = Math.max(0, ...shown.map((d) => tailShare(d, to)));
  // Number(...) trims the zeros toPrecision leaves ("0.0010" becomes "0.001").
  const note =
    tail > 0
      ? `above ${to}: at most ${Number((100 * tail).toPrecision(2))}% of ${noun} in any cell, not drawn`
      : '';
  const title = `Distribution of ${inSentence(metric.label)} per ${noun.replace(/s$/, '')}`;
  // The count itself, not its mean: "Exchanges", with the unit when the label does not name it.
  const unit =
    metric.unit && !metric.label.toLowerCase().includes(metric.unit.toLowerCase()) ? metric.unit : '';
  const xTitle = unit ? `${metric.label} (${unit})` : metric.label;
  const yAxis = { title: `Share of ${noun} (%)`, format: '~%' };
  const x = {
    field: 'value',
    type: 'quantitative' as const,
    title: xTitle,
    scale: { domain: [from - 0.5, to + 0.5], nice: false },
    axis: { format: 'd', tickMinStep: 1 },
  };
  const tooltip = [
    { field: 'cell', title: 'Cell' },
    { field: 'value', title: xTitle },
    { field: 'share', title: 'Share', format: '.2%' },
    { field: 'count', title: noun, format: ',' },
  ];
  const cellOrder = model.cells.map((c) => c.label);
  const labelRoom = Math.ceil(widestLabel(cellOrder)) + 2;
  const subtitle = [`Share of ${noun} at each value`, ...(note ? [note] : [])].join('; ');
  const common = { title: { text: title, subtitle }, data: { values: rows }, config: CHART_CONFIG };
  const spec: ChartSpec['spec'] =
    shown.length === 1
      ? {
          ...common,
          width: 480,
          height: 280,
          mark: { type: 'bar', color: '#4c78a8' },
          encoding: {
            x: { ...x, field: 'lo' },
            x2: { field: 'hi' },
            y: { field: 'share', type: 'quantitative', title: yAxis.title, axis: { format: yAxis.format } },
            // Ranged along x, a bar needs its base said outright or Vega-Lite draws it as a flat line.
            y2: { datum: 0 },
            tooltip,
          },
        }
      : shown.length <= MAX_COLOURED
        ? {
            ...common,
            width: 480,
            height: 280,
            encoding: {
              x,
              y: { field: 'share', type: 'quantitative', title: yAxis.title, axis: { format: yAxis.format } },
              color: {
                field: 'cell',
                type: 'nominal',
                title: 'Cell',
                sort: cellOrder,
                legend: { symbolOpacity: 1, labelLimit: labelRoom },
              },
            },
            layer: [
              { mark: { type: 'line', strokeWidth: 1.5 } },
              { mark: { type: 'point', filled: true, size: 30 }, encoding: { tooltip } },
            ],
          }
        : {
            ...common,
            width: 480,
            height: { step: 18 },
            mark: 'rect',
            encoding: {
              x: {
                field: 'value',
                type: 'ordinal',
                title: xTitle,
                // No grid: its lines would run through the middle of every square.
                axis: { labelAngle: 0, labelOverlap: true, grid: false },
              },
              y: {
                field: 'cell',
                type: 'nominal',
                title: 'Cell',
                sort: cellOrder,
                // Whole cell names, however long: they differ at their ends ("...policy=blaze").
                axis: { grid: false, labelLimit: labelRoom, maxExtent: Math.max(360, labelRoom + 20) },
              },
              color: {
                field: 'share',
                type: 'quantitative',
                title: yAxis.title,
                scale: { scheme: 'blues' },
                legend: { format: yAxis.format },
              },
              tooltip,
            },
          };
  return {
    id: `distribution-${chartSlug(metric.name)}`,
    kind: 'distribution',
    title,
    caption: `The share of ${noun} at each value of ${inSentence(metric.label)}, cell by cell: where the mass sits, how long the tail is, and whether a change of rules moves the whole distribution or only its mean.`,
    spec,
  };
}

/** The share of a cell's trials above `to`, overflow included. */
function tailShare({ histogram: h }: ReportDistribution, to: number): number {
  const total = h.counts.reduce((s, c) => s + c, h.underflow + h.overflow);
  if (total === 0) return 0;
  const above = h.counts.reduce((s, c, i) => (h.lower + (i + 0.5) * h.width > to ? s + c : s), h.overflow);
  return above / total;
}
