import type { EstimateMethod } from '../stats/Estimate.ts';
import { MCNEMAR_EXACT_BELOW } from '../stats/pairedProportionDifference.ts';
import type { ReportModel } from './ReportModel.ts';

const NAMES: Record<EstimateMethod, string> = {
  wilson: 'Wilson score intervals for proportions',
  'student-t-mean': "Student's t intervals for means",
  'histogram-quantile': 'order-statistic intervals for quantiles',
  'newcombe-hybrid-score': "Newcombe's hybrid score intervals for differences of proportions",
  'welch-t': "Welch's t intervals for differences of means",
  'paired-t': 'paired t intervals for cells played on common random numbers',
  'mcnemar-exact': `exact (McNemar) tests and intervals for paired proportions with fewer than ${MCNEMAR_EXACT_BELOW} discordant pairs`,
};

/**
 * The interval methods behind a report's numbers, as one sentence, so a reader can look each one up in
 * docs/statistics.md.
 *
 * @example describeMethods(model) // "Intervals: Wilson score intervals for proportions; Student's t intervals for means."
 */
export function describeMethods(model: ReportModel): string {
  const used = new Set<EstimateMethod>();
  for (const cell of model.cells) for (const e of Object.values(cell.estimates)) used.add(e.method);
  for (const c of model.comparisons) used.add(c.difference.method);
  const names = (Object.keys(NAMES) as EstimateMethod[]).filter((m) => used.has(m)).map((m) => NAMES[m]);
  return names.length ? `Intervals: ${names.join('; ')}.` : '';
}
