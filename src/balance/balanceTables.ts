import { metricLabel } from '../report/metricLabel.ts';
import type { ReportTable } from '../report/reportTables.ts';
import type { BalanceResults, BalanceSlice } from './BalanceResults.ts';

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const pct = (x: number, proportion: boolean): string =>
  proportion ? `${(100 * x).toFixed(1)}%` : x.toFixed(3);

/**
 * The question a search answers, in words: the metric (the edge `pAWins-pBWins` as "A wins minus B wins"),
 * the target (a proportion in percent) and the axis.
 *
 * @example balanceQuestion(results) // 'Where along gunmen.figures.gunman.count does A wins (pAWins) reach 50%?'
 */
export function balanceQuestion(r: BalanceResults): string {
  const words = r.metric
    .split('-')
    .map((m) => metricLabel(m))
    .join(' minus ');
  const target = r.metricKind === 'proportion' ? `${num(100 * r.design.target)}%` : num(r.design.target);
  return `Where along ${r.axis} does ${words} (${r.metric}) reach ${target}?`;
}

/**
 * A slice's curve as a table: each value played, its trials, the metric's estimate and 95% interval, and
 * whether it is an end of the bracket. The same rows in summary.md and index.html.
 *
 * @example markdownTable(curveTable(results, results.slices[0]))
 */
export function curveTable(r: BalanceResults, s: BalanceSlice): ReportTable {
  const proportion = r.metricKind === 'proportion';
  const inBracket = (v: number): boolean =>
    s.result.bracket !== null && (v === s.result.bracket[0] || v === s.result.bracket[1]);
  return {
    header: [r.axis, 'trials', r.metric, '95% CI', 'bracket'],
    numeric: [true, true, true, false, false],
    rows: s.result.points.map((p) => [
      num(p.value),
      p.trials.toLocaleString('en-US'),
      pct(p.estimate, proportion),
      `${pct(p.ci95[0], proportion)} to ${pct(p.ci95[1], proportion)}`,
      inBracket(p.value) ? 'yes' : '',
    ]),
  };
}

/** How the search was made, in a paragraph. @example methodText(results) // 'Sequential design: ...' */
export function methodText(r: BalanceResults): string {
  const d = r.design;
  return `${d.design === 'sequential' ? 'Sequential design: the two ends of the axis, then bisection of the values (each point doubled from' : 'Uniform grid: every value doubled together from'} ${d.firstTrials.toLocaleString('en-US')} trials${d.design === 'sequential' ? ' until its side of the target is clear at 99.9%), then the bracketing values side by side on common random numbers' : ''}, until the 95% Fieller interval of the interpolated crossing is at most ±${d.precision} (at most ${d.maxTrials.toLocaleString('en-US')} trials a value). See docs/balance.md.`;
}

/**
 * What repeats the search: seed, trials, version, git commit, ruleset hash and the command line.
 *
 * @example markdownTable(provenanceTable(results, command))
 */
export function provenanceTable(r: BalanceResults, command: string): ReportTable {
  return {
    header: ['what', 'value'],
    numeric: [false, false],
    rows: [
      ['seed', r.seed],
      ['trials', r.trials.toLocaleString('en-US')],
      ['version', r.provenance.version],
      ['git commit', r.provenance.gitCommit ?? 'unknown'],
      ['ruleset hash', r.provenance.rulesetHash],
      ['replay', command],
    ],
  };
}
