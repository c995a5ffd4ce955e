import { metricTitle } from './charts/metricTitle.ts';
import { differenceUnit } from './differenceUnit.ts';
import { effectSizeLabel } from './effectSizeLabel.ts';
import { formatEstimate } from './formatEstimate.ts';
import { formatPValue } from './formatPValue.ts';
import type { ReportComparison, ReportModel } from './ReportModel.ts';

/**
 * One comparison as the sentence a designer reads: the difference with its interval, whether it survives the
 * study's correction for multiple comparisons, and its effect size.
 *
 * @example
 * describeComparison(model, c)
 * // 'A wins +6.1 percentage points (95% CI +5.8 to +6.4), significant after Holm's correction for the 24
 * //  comparisons in this study (adjusted p < 0.0001); effect size h = 0.12 (negligible)'
 */
export function describeComparison(model: ReportModel, c: ReportComparison): string {
  const metric = model.metrics.find((m) => m.name === c.metric);
  const kind = metric?.kind ?? 'mean';
  const f = formatEstimate(c.difference, kind, { signed: true });
  const unit = differenceUnit(kind, metric?.unit);
  const level = Math.round(100 * c.difference.level);
  const { method, comparisons, alpha } = model.correction;
  const verdict = c.significant ? 'significant' : 'not significant';
  const judged =
    method === 'holm'
      ? `${verdict} after Holm's correction for the ${comparisons} comparisons in this study (adjusted p ${pText(c.adjustedP)})`
      : `${verdict} at the ${alpha} level (p ${pText(c.difference.pValue)})`;
  return (
    `${metric ? metricTitle(metric) : c.metric} ${f.value}${unit ? ` ${unit}` : ''} (${level}% CI ${f.lower} to ${f.upper}), ` +
    `${judged}; effect size ${effectSizeLabel(c.difference.effect)}`
  );
}

function pText(p: number): string {
  const s = formatPValue(p);
  return s.startsWith('<') ? s : `= ${s}`;
}
