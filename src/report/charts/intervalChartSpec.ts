import type { TopLevelSpec } from 'vega-lite';
import type { AxisValue, ReportAxis } from '../ReportModel.ts';
import { axisTitle } from './axisTitle.ts';
import { CHART_CONFIG } from './chartConfig.ts';
import type { ChartKind, ChartSpec } from './ChartSpec.ts';
import { facetLabel, facetOrder } from './facetLabel.ts';
import { inSentence } from './inSentence.ts';
import type { LayerSpec } from './vegaLiteTypes.ts';
import { widestLabel } from './widestLabel.ts';
import { wrapTitle } from './wrapTitle.ts';

/** Past this width, categories give up the room for level labels and turn them, so a chart fits a page. */
const MAX_LEVEL_WIDTH = 960;
/** Plot heights: alone, and in a panel of several. */
const HEIGHT = 300;
const PANEL_HEIGHT = 220;

/**
 * One estimate to draw: where it sits on the sweep, which series it belongs to, and its interval.
 *
 * @example { cell: 'range=9', params: { range: 9 }, series: 'A wins', estimate: 0.4, lower: 0.397, upper: 0.403, n: 100000 }
 */
export interface IntervalRow {
  /** The cell, for the tooltip. */
  readonly cell: string;
  readonly params: Readonly<Record<string, AxisValue>>;
  /** The metric (or other series) it belongs to, coloured when no axis takes the colour. */
  readonly series: string;
  readonly estimate: number;
  readonly lower: number;
  readonly upper: number;
  readonly n: number;
}

/** What an interval chart shows and how it is laid out. @example intervalChartSpec({ id, kind: 'estimates', rows, x: range, ... }) */
export interface IntervalChart {
  readonly id: string;
  readonly kind: ChartKind;
  readonly title: string;
  readonly subtitle: string;
  readonly caption: string;
  readonly rows: readonly IntervalRow[];
  /** The axis along x; without one, the series run along x. */
  readonly x?: ReportAxis | undefined;
  /** The axis that colours the marks; without one, the series do when there are several. */
  readonly color?: ReportAxis | undefined;
  /** Axes that split the chart into panels, one per combination of their values. */
  readonly facets: readonly ReportAxis[];
  /** The legend title when the series take the colour. */
  readonly seriesTitle: string;
  /** The y axis: its title, a d3 format of its ticks (or a Vega expression, `labelExpr`, that writes them). */
  readonly y: {
    readonly title: string;
    readonly format: string;
    readonly labelExpr?: string;
    readonly tooltipFormat: string;
  };
  readonly mark: 'point' | 'bar' | 'line';
  /** A dashed line at zero, for differences. */
  readonly zeroLine: boolean;
  /** The trials, plural, for the tooltip. */
  readonly noun: string;
}

/**
 * Estimates with their 95% intervals as error bars, laid out on the sweep: an axis along x (to scale when
 * numeric, as categories otherwise), colour for a second axis or for the series, panels for the rest.
 * Points, bars from zero, or lines through points; categories of different colours are dodged apart, and a
 * label wider than its category turns.
 *
 * @example intervalChartSpec({ id: 'estimates-pawins', kind: 'estimates', rows, x: range, color: policy, facets: [], ... })
 */
export function intervalChartSpec(c: IntervalChart): ChartSpec {
  const { x: xAxis, color: colourAxis } = c;
  // An axis with one value among the rows (a comparison's only variant) would make a lone, labelled panel.
  const facets = c.facets.filter((a) => new Set(c.rows.map((r) => String(r.params[a.name]))).size > 1);
  const seriesOrder = colourAxis ? colourAxis.values.map(String) : [...new Set(c.rows.map((r) => r.series))];
  const coloured = colourAxis !== undefined || (xAxis !== undefined && seriesOrder.length > 1);
  const numericX =
    xAxis !== undefined && c.mark !== 'bar' && xAxis.values.every((v) => typeof v === 'number');
  const xOrder = xAxis ? xAxis.values.map(String) : seriesOrder;
  const dodge = coloured && !numericX;
  const widest = widestLabel(xOrder);
  // A category is as wide as its colours' slots, and wide enough for its label up to 160px; a longer label
  // turns instead. So many categories that level labels would stretch the chart off a page turn theirs too,
  // and pack their colours closer.
  const slot = c.mark === 'bar' ? 24 : 20;
  const level = Math.max(44, dodge ? seriesOrder.length * slot : 0, Math.min(160, widest + 12));
  const crowded = xOrder.length * level > MAX_LEVEL_WIDTH;
  const band = crowded ? Math.max(44, dodge ? seriesOrder.length * (slot - 6) : 0) : level;
  // With colours dodged, Vega-Lite's step is the width of one colour's slot, not of the whole category.
  const step = dodge ? band / seriesOrder.length : band;
  const labelAngle = numericX || widest <= band - 6 ? 0 : -35;
  const colourTitle = colourAxis ? axisTitle(colourAxis) : c.seriesTitle;
  const values = c.rows.map((r) => ({
    cell: r.cell,
    x: xAxis ? (numericX ? (r.params[xAxis.name] ?? '') : String(r.params[xAxis.name] ?? '')) : r.series,
    series: colourAxis ? String(r.params[colourAxis.name] ?? '') : r.series,
    facet: facetLabel(facets, r.params),
    estimate: r.estimate,
    lower: r.lower,
    upper: r.upper,
    n: r.n,
  }));

  const x = numericX
    ? {
        field: 'x',
        type: 'quantitative' as const,
        title: axisTitle(xAxis),
        scale: { zero: false, padding: 16 },
        axis: { values: xAxis.values.filter((v): v is number => typeof v === 'number'), format: '~g' },
      }
    : {
        field: 'x',
        type: 'nominal' as const,
        title: xAxis ? axisTitle(xAxis) : c.seriesTitle,
        sort: xOrder,
        axis: {
          labelAngle,
          labelAlign: labelAngle === 0 ? ('center' as const) : ('right' as const),
          // Turned labels a band apart never touch, though their bounding boxes do: keep them all.
          ...(labelAngle === 0 ? {} : { labelOverlap: false }),
          // Every label whole, however long: the room below the axis grows with it.
          labelLimit: Math.ceil(widest) + 2,
          maxExtent: Math.max(360, Math.ceil(widest) + 20),
        },
      };
  const color = coloured
    ? {
        color: {
          field: 'series',
          type: 'nominal' as const,
          title: colourTitle,
          sort: seriesOrder,
          // The legend would take its swatch from the faint joining line; keep it as solid as the points.
          legend: { symbolOpacity: 1 },
        },
      }
    : {};
  const xOffset = dodge ? { xOffset: { field: 'series', type: 'nominal' as const, sort: seriesOrder } } : {};
  const f = c.y.tooltipFormat;
  const tooltip = [
    { field: 'cell', title: 'Cell' },
    { field: 'series', title: colourTitle },
    { field: 'estimate', title: 'Estimate', format: f },
    { field: 'lower', title: '95% interval from', format: f },
    { field: 'upper', title: '95% interval to', format: f },
    { field: 'n', title: c.noun, format: ',' },
  ];
  // A title longer than its panel is tall would run into the panel above: it breaks into lines instead.
  const y = {
    title: wrapTitle(c.y.title, facets.length ? PANEL_HEIGHT : HEIGHT),
    axis: { format: c.y.format, ...(c.y.labelExpr ? { labelExpr: c.y.labelExpr } : {}) },
    // Bars must start at zero to be read by their length; points and lines zoom to the data.
    scale: { zero: c.mark === 'bar' || c.zeroLine },
  };
  const layers: LayerSpec[] = [];
  if (c.zeroLine)
    layers.push({
      mark: { type: 'rule', strokeDash: [5, 4], color: '#333333' },
      encoding: { y: { datum: 0, type: 'quantitative' } },
    });
  if (c.mark === 'bar')
    layers.push({
      mark: { type: 'bar', opacity: 0.85 },
      encoding: { x, y: { field: 'estimate', type: 'quantitative', ...y }, ...color, ...xOffset, tooltip },
    });
  if (numericX && (c.mark === 'line' || values.length > 1))
    layers.push({
      mark: {
        type: 'line',
        strokeWidth: c.mark === 'line' ? 2 : 1.5,
        opacity: c.mark === 'line' ? 0.9 : 0.55,
      },
      encoding: {
        x,
        y: { field: 'estimate', type: 'quantitative' },
        ...color,
        detail: { field: 'series', type: 'nominal' },
      },
    });
  layers.push({
    mark: { type: 'errorbar', ticks: true, ...(c.mark === 'bar' ? { color: '#222222' } : {}) },
    encoding: {
      x,
      // The same title on every layer: Vega-Lite joins differing ones ("A wins, lower").
      y: { field: 'lower', type: 'quantitative', ...y },
      y2: { field: 'upper' },
      ...(c.mark === 'bar' ? {} : color),
      ...xOffset,
    },
  });
  if (c.mark !== 'bar')
    layers.push({
      mark: { type: 'point', filled: true, size: 70, opacity: 1 },
      encoding: { x, y: { field: 'estimate', type: 'quantitative' }, ...color, ...xOffset, tooltip },
    });

  const title = { text: c.title, subtitle: c.subtitle };
  const spec: TopLevelSpec = facets.length
    ? {
        title,
        data: { values },
        facet: {
          field: 'facet',
          type: 'nominal',
          title: facets.map(axisTitle).join(', '),
          sort: facetOrder(facets),
        },
        columns: 3,
        spec: { width: numericX ? 300 : { step }, height: PANEL_HEIGHT, layer: layers },
        config: CHART_CONFIG,
      }
    : {
        title,
        data: { values },
        width: numericX ? 480 : { step },
        height: HEIGHT,
        layer: layers,
        config: CHART_CONFIG,
      };
  return {
    id: c.id,
    kind: c.kind,
    title: c.title,
    caption: `${c.caption}${coloured ? ` Colour: ${inSentence(colourTitle)}.` : ''}${facets.length ? ` One panel per ${facets.map((a) => inSentence(a.label)).join(' and ')}.` : ''}`,
    spec,
  };
}
