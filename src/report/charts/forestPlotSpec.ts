import type { TopLevelSpec } from 'vega-lite';
import { differenceUnit } from '../differenceUnit.ts';
import { formatPValue } from '../formatPValue.ts';
import type { ReportMetric, ReportModel } from '../ReportModel.ts';
import { CHART_CONFIG } from './chartConfig.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { chartSlug } from './chartSlug.ts';
import { differenceTicks } from './differenceTicks.ts';
import { forestGroups } from './forestGroups.ts';
import { inSentence } from './inSentence.ts';
import { metricTitle } from './metricTitle.ts';
import type { LayerSpec } from './vegaLiteTypes.ts';
import { widestLabel } from './widestLabel.ts';
import { wrapTitle } from './wrapTitle.ts';

const SIGNIFICANT = 'significant';
const NOT_SIGNIFICANT = 'not significant';
/** Pixels per row. */
const ROW = 28;
/** The least height of a group's panel: room for the title along its axis. */
const MIN_PANEL = 64;

/**
 * A forest plot of the comparisons of one metric: one row per comparison, its difference (cell minus
 * baseline) as a point with its 95% interval, a dashed line at zero, and colour and shape saying whether
 * the difference survives the study's correction for multiple comparisons. An interval that crosses the
 * line is compatible with no difference at all. Comparisons are grouped under a header per comparison name
 * (with the compared values when they are the same throughout), and each row is labelled in full by what
 * varies inside its group; the groups share one difference axis, drawn under the last.
 *
 * @example forestPlotSpec(model, model.metrics[0]!).spec // rows of differences against a zero line
 */
export function forestPlotSpec(model: ReportModel, metric: ReportMetric): ChartSpec {
  const groups = forestGroups(
    model,
    model.comparisons.filter((c) => c.metric === metric.name),
  );
  const { method, comparisons: m, alpha } = model.correction;
  const rows = groups.flatMap((g, group) =>
    g.rows.map(({ row, comparison: c }) => ({
      group,
      row,
      comparison: c.label,
      estimate: c.difference.estimate,
      lower: c.difference.interval[0],
      upper: c.difference.interval[1],
      verdict: c.significant ? SIGNIFICANT : NOT_SIGNIFICANT,
      p: formatPValue(c.adjustedP),
    })),
  );
  const unit = differenceUnit(metric.kind, metric.unit);
  const exact = metric.kind === 'proportion' ? '+.2%' : '+.3f';
  // Two lines: one would be wider than the plot it explains.
  const verdictTitle =
    method === 'holm'
      ? ["After Holm's correction", `for ${m} comparisons (α = ${alpha})`]
      : [`At α = ${alpha}`];
  // Every group's labels get the room of the widest, so the panels' plots line up under each other.
  const labelRoom = Math.ceil(widestLabel(rows.map((r) => r.row))) + 2;
  const colour = {
    field: 'verdict',
    type: 'nominal' as const,
    title: verdictTitle,
    scale: { domain: [SIGNIFICANT, NOT_SIGNIFICANT], range: ['#c0392b', '#7f7f7f'] },
  };
  const xTitle = `Difference in ${inSentence(metricTitle(metric))}${unit ? ` (${unit})` : ''}`;
  const panels = groups.map((g, i) => {
    const last = i === groups.length - 1;
    const height = Math.max(MIN_PANEL, g.rows.length * ROW);
    const y = {
      field: 'row',
      type: 'nominal' as const,
      title: wrapTitle(g.axisTitle, height - 8),
      sort: g.rows.map((r) => r.row),
      axis: { labelLimit: labelRoom, minExtent: labelRoom + 8, maxExtent: labelRoom + 8 },
    };
    // The axis is drawn once, under the last group; the others keep its grid so the eye can follow it down.
    const xAxis = last
      ? {
          title: xTitle,
          // A + on gains, none on zero; few ticks: the signed labels are wide.
          labelExpr: differenceTicks(metric.kind),
          tickCount: 6,
        }
      : { title: null, labels: false, ticks: false, domain: false, tickCount: 6 };
    const layers: LayerSpec[] = [
      {
        mark: { type: 'rule', strokeDash: [5, 4], color: '#333333' },
        encoding: { x: { datum: 0, type: 'quantitative' } },
      },
      {
        mark: { type: 'errorbar', ticks: true },
        encoding: {
          y,
          x: {
            field: 'lower',
            type: 'quantitative',
            title: xTitle,
            axis: xAxis,
            // Padding keeps the zero line off the frame when every difference lies on one side of it.
            scale: { zero: true, padding: 12 },
          },
          x2: { field: 'upper' },
          color: colour,
        },
      },
      {
        mark: { type: 'point', filled: true, size: 80, opacity: 1 },
        encoding: {
          y,
          x: { field: 'estimate', type: 'quantitative' },
          color: colour,
          shape: {
            field: 'verdict',
            type: 'nominal',
            title: verdictTitle,
            scale: { domain: [SIGNIFICANT, NOT_SIGNIFICANT], range: ['diamond', 'circle'] },
          },
          tooltip: [
            { field: 'comparison', title: 'Comparison' },
            { field: 'estimate', title: 'Difference', format: exact },
            { field: 'lower', title: '95% interval from', format: exact },
            { field: 'upper', title: '95% interval to', format: exact },
            { field: 'p', title: method === 'holm' ? 'Holm-adjusted p' : 'p' },
            { field: 'verdict', title: 'Verdict' },
          ],
        },
      },
    ];
    return {
      title: { text: g.header, fontSize: 13, anchor: 'start' as const, offset: 6 },
      transform: [{ filter: { field: 'group', equal: i } }],
      width: 440,
      height,
      layer: layers,
    };
  });
  const title = `${metricTitle(metric)}: differences against the baseline`;
  const spec: TopLevelSpec = {
    title: {
      text: title,
      subtitle:
        'Points are differences (cell minus baseline), bars their 95% intervals; dashed line: no difference',
    },
    data: { values: rows },
    vconcat: panels,
    spacing: 16,
    // One difference axis for every group, so their rows can be held against each other.
    resolve: { scale: { x: 'shared', color: 'shared', shape: 'shared' } },
    config: CHART_CONFIG,
  };
  return {
    id: `forest-${chartSlug(metric.name)}`,
    kind: 'forest',
    title,
    caption: `One row per comparison, under the name the experiment gives it: the point is the difference in ${inSentence(metricTitle(metric))} (cell minus baseline${unit ? `, in ${unit}` : ''}) and the bar its 95% interval. A bar that crosses the dashed zero line is compatible with no difference; red marks a difference that stays significant after correcting for every comparison of the study.`,
    spec,
  };
}
