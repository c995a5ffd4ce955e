import type { EstimateMethod } from '../stats/Estimate.ts';
import type { ReportModel } from './ReportModel.ts';

const NAMES: Record<EstimateMethod, string> = {
  wilson: 'Wilson score intervals for proportions',
  'normal-mean': 'normal intervals for means',
  'histogram-quantile': 'order-statistic intervals for quantiles',
  'newcombe-hybrid-score': "Newcombe's hybrid score intervals for differences of proportions",
  'welch-normal': "Welch's intervals for differences of means",
  'paired-normal': 'paired intervals for cells played on common random numbers',
};

/**
 * The interval methods behind a report's numbers, as one sentence, so a reader can look each one up in
 * docs/statistics.md.
 *
 * @example describeMethods(model) // 'Intervals: Wilson score intervals for proportions; normal intervals for means.'
 */
export function describeMethods(model: ReportModel): string {
  const used = new Set<EstimateMethod>();
  for (const cell of model.cells) for (const e of Object.values(cell.estimates)) used.add(e.method);
  for (const c of model.comparisons) used.add(c.difference.method);
  const names = (Object.keys(NAMES) as EstimateMethod[]).filter((m) => used.has(m)).map((m) => NAMES[m]);
  return names.length ? `Intervals: ${names.join('; ')}.` : '';
}
