import { metricTitle } from './charts/metricTitle.ts';
import { differenceUnit } from './differenceUnit.ts';
import { formatEstimate } from './formatEstimate.ts';
import { formatPValue } from './formatPValue.ts';
import type { ReportComparison, ReportModel } from './ReportModel.ts';
import { trialNoun } from './trialNoun.ts';

/**
 * One comparison as the clause a designer reads: the difference in the metric's own unit (percentage points
 * of a share, exchanges, cards) with its interval and the trials behind it, and whether it survives the
 * study's correction for multiple comparisons. No Cohen's word ("negligible") is given: a six-point swing in
 * a duel matters to a player whatever its standardised size; that size is in data.csv and the table.
 *
 * @example
 * describeComparison(model, c)
 * // 'A wins +6.1 percentage points (95% CI +5.8 to +6.4; 100,000 paired duels), survives Holm (adjusted p < 0.0001)'
 */
export function describeComparison(model: ReportModel, c: ReportComparison): string {
  const metric = model.metrics.find((m) => m.name === c.metric);
  const kind = metric?.kind ?? 'mean';
  const f = formatEstimate(c.difference, kind, { signed: true });
  const unit = differenceUnit(kind, metric?.unit);
  const level = Math.round(100 * c.difference.level);
  const d = c.difference;
  const noun = trialNoun(model.experiment.scenario);
  const n = (x: number): string => x.toLocaleString('en-US');
  const trials = d.paired
    ? `${n(d.nA)} paired ${noun}`
    : d.nA === d.nB
      ? `${n(d.nA)} ${noun} a side`
      : `${n(d.nA)} and ${n(d.nB)} ${noun}`;
  const { method, alpha } = model.correction;
  const judged =
    method === 'holm'
      ? `${c.significant ? 'survives' : 'does not survive'} Holm (adjusted p ${pText(c.adjustedP)})`
      : `${c.significant ? 'significant' : 'not significant'} at the ${alpha} level (p ${pText(d.pValue)})`;
  return (
    `${metric ? metricTitle(metric) : c.metric} ${f.value}${unit ? ` ${unit}` : ''} ` +
    `(${level}% CI ${f.lower} to ${f.upper}; ${trials}), ${judged}`
  );
}

function pText(p: number): string {
  const s = formatPValue(p);
  return s.startsWith('<') ? s : `= ${s}`;
}
