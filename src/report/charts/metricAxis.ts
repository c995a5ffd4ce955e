import type { ReportMetric } from '../ReportModel.ts';
import { metricTitle } from './metricTitle.ts';

/** How a metric's values are labelled on an axis or legend. @example { title: 'A wins (% of duels)', format: '~%' } */
export interface MetricAxis {
  readonly title: string;
  /** A d3 format: percent with trailing zeros trimmed for proportions, plain numbers for means. */
  readonly format: string;
}

/**
 * The axis title and tick format of a metric's estimates: a proportion is a share of the trials, in
 * percent; a mean is per trial. `~%` keeps as many decimals as the ticks need, so a zoomed axis never shows
 * "45%, 45%, 45%".
 *
 * @example metricAxis({ name: 'pAWins', label: 'A wins', kind: 'proportion', describe: '' }, 'duels') // { title: 'A wins (% of duels)', format: '~%' }
 */
export function metricAxis(metric: ReportMetric, noun: string): MetricAxis {
  if (metric.kind === 'proportion') return { title: `${metric.label} (% of ${noun})`, format: '~%' };
  return { title: `${metricTitle(metric)} per ${noun.replace(/s$/, '')}`, format: '~r' };
}
