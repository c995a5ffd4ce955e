import { metricTitle } from './charts/metricTitle.ts';
import { describeComparison } from './describeComparison.ts';
import { formatEstimate } from './formatEstimate.ts';
import { metricGroup } from './metricGroup.ts';
import { pluralNoun } from './pluralNoun.ts';
import type { ReportCell, ReportComparison, ReportMetric, ReportModel } from './ReportModel.ts';
import { trialNoun } from './trialNoun.ts';
import { trialsPerCellText } from './trialsPerCellText.ts';
import type { Estimate } from '../stats/Estimate.ts';

/** One sentence of the headline: what it is about (set in bold) and what the study found. */
export interface HeadlineSentence {
  readonly lead: string;
  readonly text: string;
}

/**
 * "What this study shows": at most five sentences, largest first, each a difference (or, in a study that
 * compares nothing, an estimate) in the metric's own unit with its interval and trials, and a note said
 * once for all of them on what the intervals and "survives Holm" mean.
 *
 * @example studyHeadline(model).sentences[0] // { lead: 'blazing away: blaze vs deliberate (range 18 inches)', text: 'A wins +25.7 percentage points (95% CI ...' }
 */
export interface StudyHeadline {
  readonly sentences: readonly HeadlineSentence[];
  readonly note: string;
}

const MOST = 5;

/** The headline of a report: see StudyHeadline. */
export function studyHeadline(model: ReportModel): StudyHeadline {
  return model.comparisons.length ? comparisonHeadline(model) : estimateHeadline(model);
}

/** |h|, |d| or |d_z|: unit-free, so a swing in points and one in exchanges can be ranked together. */
function size(c: ReportComparison): number {
  const v = Math.abs(c.difference.effect.value);
  return Number.isFinite(v) ? v : 0;
}

function comparisonHeadline(model: ReportModel): StudyHeadline {
  const ranked = [...model.comparisons].sort((a, b) => size(b) - size(a));
  // One sentence per pair of cells first (A wins and B wins of one pair are one finding), then the rest.
  const picked: ReportComparison[] = [];
  const pairs = new Set<string>();
  for (const c of ranked)
    if (picked.length < MOST && !pairs.has(c.label)) {
      picked.push(c);
      pairs.add(c.label);
    }
  for (const c of ranked) if (picked.length < MOST && !picked.includes(c)) picked.push(c);
  const { method, comparisons, alpha } = model.correction;
  const level = Math.round(100 * (model.comparisons[0]?.difference.level ?? 0.95));
  const surviving = model.comparisons.filter((c) => c.significant).length;
  const judged =
    method === 'holm'
      ? `"Survives Holm" means significant after Holm's correction for all ${comparisons} comparisons of the study (α = ${alpha}); ${surviving} of ${comparisons} survive.`
      : `Significance is judged at α = ${alpha} without correction for multiple comparisons.`;
  return {
    sentences: picked.map((c) => ({ lead: c.label, text: describeComparison(model, c) })),
    note:
      `The largest differences first, by standardised size (the effect sizes in data.csv), each in its own unit. ` +
      `Each ${level}% interval holds for its comparison alone. ${judged}`,
  };
}

function estimateText(e: Estimate, metric: ReportMetric): string {
  const f = formatEstimate(e, metric.kind);
  const u = metric.kind === 'proportion' ? '%' : '';
  return `${f.value}${u} (95% CI ${f.lower} to ${f.upper}${u})`;
}

function estimateHeadline(model: ReportModel): StudyHeadline {
  const noun = trialNoun(model.experiment.scenario);
  const trials =
    model.cells.length === 1
      ? `${model.provenance.trialsPerCell.max.toLocaleString('en-US')} ${noun}`
      : trialsPerCellText(model);
  const sentences: HeadlineSentence[] = [];
  const groups = model.metrics.map((m) => ({ metric: m, group: metricGroup(m) }));
  const outcomes = groups.filter((g) => g.group.group === 'outcome').map((g) => g.metric);
  const lengths = groups.filter((g) => g.group.group === 'length').map((g) => g.metric);
  const [cell] = model.cells;
  if (model.cells.length === 1 && cell) {
    const of = (m: ReportMetric): Estimate | undefined => cell.estimates[m.name];
    const list = (ms: readonly ReportMetric[], name: (m: ReportMetric) => string): string =>
      ms
        .filter((m) => of(m))
        .sort((a, b) => of(b)!.estimate - of(a)!.estimate)
        .map((m) => `${name(m)} ${estimateText(of(m)!, m)}`)
        .join(', ');
    if (outcomes.length)
      sentences.push({ lead: `Outcomes of ${noun}`, text: list(outcomes, (m) => m.label) });
    const kinds = new Map<string, { metric: ReportMetric; figureClass: string }[]>();
    for (const { metric, group } of groups)
      if (group.group === 'casualty')
        kinds.set(group.casualty.kind, [
          ...(kinds.get(group.casualty.kind) ?? []),
          { metric, figureClass: group.casualty.figureClass },
        ]);
    for (const [kind, ms] of kinds) {
      const name = new Map(ms.map((x) => [x.metric, pluralNoun(x.figureClass)]));
      sentences.push({
        lead: `Figures ${kind} at the end, per ${noun.replace(/s$/, '')}, both sides`,
        text: list(
          ms.map((x) => x.metric),
          (m) => name.get(m)!,
        ),
      });
    }
    for (const m of lengths)
      if (of(m))
        sentences.push({ lead: metricTitle(m), text: `${estimateText(of(m)!, m)} ${m.unit ?? ''}`.trim() });
  } else {
    const shown = [...outcomes.slice(0, 1), ...lengths];
    for (const m of shown.length ? shown : model.metrics.slice(0, 1)) {
      const cells = model.cells.filter((c) => c.estimates[m.name]);
      if (cells.length < 2) continue;
      const by = (c: ReportCell): number => c.estimates[m.name]!.estimate;
      const high = cells.reduce((a, b) => (by(b) > by(a) ? b : a));
      const low = cells.reduce((a, b) => (by(b) < by(a) ? b : a));
      sentences.push({
        lead: metricTitle(m),
        text:
          `from ${estimateText(low.estimates[m.name]!, m)} at ${low.label} ` +
          `to ${estimateText(high.estimates[m.name]!, m)} at ${high.label}`,
      });
    }
  }
  return {
    sentences: sentences.slice(0, MOST).map((s) => ({ ...s, text: `${s.text}; ${trials}` })),
    note:
      'Each 95% interval holds for its estimate alone. This study makes no comparisons, so no difference is ' +
      'tested for significance; the tables below hold every estimate.',
  };
}
