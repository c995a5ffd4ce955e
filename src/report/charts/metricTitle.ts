import type { ReportMetric } from '../ReportModel.ts';
import { inSentence } from './inSentence.ts';

/**
 * What an estimate of the metric is called: the label of a proportion, "Mean ..." for a mean (whose label
 * names the per-trial count, "Exchanges"), unless the label already says so.
 *
 * @example metricTitle({ name: 'meanExchanges', label: 'Exchanges', kind: 'mean', describe: '' }) // 'Mean exchanges'
 */
export function metricTitle(metric: ReportMetric): string {
  if (metric.kind === 'proportion' || /^(mean|average)\b/i.test(metric.label)) return metric.label;
  return `Mean ${inSentence(metric.label)}`;
}
