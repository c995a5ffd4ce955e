import type { ReportModel } from '../ReportModel.ts';
import type { ChartSpec } from './ChartSpec.ts';
import { convergenceSpec } from './convergenceSpec.ts';
import { distributionSpec } from './distributionSpec.ts';
import { estimateChartSpecs } from './estimateChartSpecs.ts';
import { forestPlotSpec } from './forestPlotSpec.ts';
import { heatmapSpec } from './heatmapSpec.ts';
import { requestedChartSpec } from './requestedChartSpec.ts';

/**
 * The standard charts of a report, chosen from the model: estimates with intervals always (laid out by the
 * sweep's axes); a heatmap of each primary metric when the sweep has two or more axes; a forest plot of each
 * metric that has comparisons; the distributions the run recorded and the convergence of each primary metric
 * (the first when none is); then the charts
 * the experiment file asks for. Ids are unique: a repeat gets a number.
 *
 * @example reportCharts(model).map((c) => c.kind) // ['estimates', 'estimates', 'heatmap', 'forest', 'distribution', 'convergence']
 */
export function reportCharts(model: ReportModel): ChartSpec[] {
  const charts = estimateChartSpecs(model);
  const primary = model.metrics.filter((m) => m.primary === true);
  if (model.axes.length >= 2 && model.cells.length > 1)
    for (const m of primary.length ? primary : model.metrics.slice(0, 1)) charts.push(heatmapSpec(model, m));
  for (const m of model.metrics) {
    if (model.comparisons.some((c) => c.metric === m.name)) charts.push(forestPlotSpec(model, m));
  }
  for (const m of model.metrics) {
    const d = model.distributions ?? [];
    if (d.some((x) => x.metric === m.name && x.histogram.counts.some((c) => c > 0)))
      charts.push(distributionSpec(model, m, d));
  }
  // Convergence for the metrics the study is about only: a run long enough for them is long enough for the
  // rest (their series are in data.csv), and a chart of twenty panels per metric buries the report.
  for (const m of primary.length ? primary : model.metrics.slice(0, 1)) {
    const s = model.convergence ?? [];
    if (s.some((x) => x.metric === m.name && x.points.length > 0)) charts.push(convergenceSpec(model, m, s));
  }
  (model.chartRequests ?? []).forEach((r, i) => {
    const chart = requestedChartSpec(model, r, i);
    if (chart) charts.push(chart);
  });
  const seen = new Map<string, number>();
  return charts.map((c) => {
    const n = (seen.get(c.id) ?? 0) + 1;
    seen.set(c.id, n);
    return n === 1 ? c : { ...c, id: `${c.id}-${n}` };
  });
}
