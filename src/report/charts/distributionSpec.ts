import type { ReportDistribution, ReportMetric, ReportModel } from '../ReportModel.ts';
import { trialNoun } from '../trialNoun.ts';
import { CHART_CONFIG } from './chartConfig.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { chartSlug } from './chartSlug.ts';
import { inSentence } from './inSentence.ts';
import { cellPanels } from './cellPanels.ts';
import { widestLabel } from './widestLabel.ts';

/**
 * The share of trials the drawn range covers in every cell; the tail beyond it is stated, not drawn. Not
 * higher: a capped metric piles its last trials on the cap (duels unresolved after 200 exchanges), and
 * drawing out to it would squash everything that matters into the first tenth of the axis.
 */
const COVERED = 0.99;
/** Lines a panel holds at most: more colours than this cannot be told apart. */
const MOST_LINES = 12;

/**
 * The distribution of a count metric (hits, exchanges...) in each cell that recorded one. One cell is drawn
 * as bars (the share of trials at each value); several as cumulative curves (the share at or below each
 * value, which can be read off at any point and never crosses itself), at most twelve a panel, the panels
 * named by the leading axes of the sweep (see cellPanels). The range drawn stops where every cell has 99%
 * of its trials; the share beyond (the runner's overflow bin included) is given in the subtitle.
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
  const subtitle = [`Share of ${noun} at each value`, ...(note ? [note] : [])].join('; ');
  const cumulativeSubtitle = [
    `Share of ${noun} that ended at or below each value; a curve further left means shorter games`,
    ...(note ? [note] : []),
  ].join('; ');
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
      : cumulativeSpec(model, shown, rows, { title, subtitle: cumulativeSubtitle, xTitle, noun, x });
  return {
    id: `distribution-${chartSlug(metric.name)}`,
    kind: 'distribution',
    title,
    caption:
      shown.length === 1
        ? `The share of ${noun} at each value of ${inSentence(metric.label)}: where the mass sits and how long the tail is.`
        : `The share of ${noun} that ended at or below each value of ${inSentence(metric.label)}, cell by cell: read the median where a curve crosses 50%; a change of rules that moves a whole curve moves every game, not only the mean.`,
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

/** A row of the drawn range: a cell, a value and its count and share. */
interface DistributionRow {
  readonly cell: string;
  readonly value: number;
  readonly count: number;
  readonly share: number;
}

/** The words and the x encoding the cumulative chart shares with the others. */
interface CumulativeText {
  readonly title: string;
  readonly subtitle: string;
  readonly xTitle: string;
  readonly noun: string;
  readonly x: Record<string, unknown>;
}

/** Several cells as step curves of the share of trials at or below each value, in panels of at most 12. */
function cumulativeSpec(
  model: ReportModel,
  shown: readonly ReportDistribution[],
  rows: readonly DistributionRow[],
  text: CumulativeText,
): ChartSpec['spec'] {
  const cells = model.cells.filter((c) => shown.some((d) => d.cell === c.key));
  const places = cellPanels(model.axes, cells, MOST_LINES);
  const byLabel = new Map(cells.map((c) => [c.label, places.get(c.key)!]));
  // The drawn range starts at the lowest value any cell reached, so only the underflow bin lies left of it.
  const labels = new Map(model.cells.map((c) => [c.key, c.label]));
  const below = new Map(
    shown.map(({ cell, histogram: h }) => [
      labels.get(cell) ?? cell,
      h.underflow / h.counts.reduce((s, c) => s + c, h.underflow + h.overflow),
    ]),
  );
  const running = new Map<string, number>();
  const curve = rows.map((r) => {
    const at = (running.get(r.cell) ?? below.get(r.cell) ?? 0) + r.share;
    running.set(r.cell, at);
    const place = byLabel.get(r.cell);
    return { ...r, atOrBelow: at, panel: place?.panel ?? '', line: place?.line ?? r.cell };
  });
  const panels = [...new Set(cells.map((c) => places.get(c.key)!.panel))];
  const lines = [...new Set(cells.map((c) => places.get(c.key)!.line))];
  const legendRoom = Math.ceil(widestLabel(lines)) + 2;
  const width = 300;
  // Two panels a row at most, so the chart with its legend stays under 1,000 px.
  const columns = panels.length > 1 && legendRoom + 2 * (width + 70) <= 960 ? 2 : 1;
  const layer = {
    width,
    height: 220,
    mark: { type: 'line' as const, interpolate: 'step-after' as const, strokeWidth: 1.6 },
    encoding: {
      x: text.x,
      y: {
        field: 'atOrBelow',
        type: 'quantitative' as const,
        title: `Share of ${text.noun} at or below (%)`,
        axis: { format: '~%' },
        scale: { domain: [0, 1] },
      },
      color: {
        field: 'line',
        type: 'nominal' as const,
        title: 'Cell',
        sort: lines,
        scale: { scheme: lines.length > 10 ? 'tableau20' : 'tableau10' },
        legend: { symbolOpacity: 1, labelLimit: legendRoom, symbolType: 'stroke' },
      },
      tooltip: [
        { field: 'panel', title: 'Panel' },
        { field: 'line', title: 'Cell' },
        { field: 'value', title: text.xTitle },
        { field: 'atOrBelow', title: 'At or below', format: '.1%' },
        { field: 'share', title: 'Exactly', format: '.2%' },
      ],
    },
  };
  const common = {
    title: { text: text.title, subtitle: text.subtitle },
    data: { values: curve },
    config: CHART_CONFIG,
  };
  return panels.length <= 1
    ? { ...common, ...layer }
    : {
        ...common,
        facet: { field: 'panel', type: 'nominal', title: null, sort: panels, header: { labelFontSize: 13 } },
        columns,
        spec: layer,
      };
}
