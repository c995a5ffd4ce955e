import { markdownTable } from '../report/markdownTable.ts';
import type { CrossingResult } from './BalanceDesign.ts';
import type { BalanceResults } from './BalanceResults.ts';

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const pct = (x: number, proportion: boolean): string =>
  proportion ? `${(100 * x).toFixed(1)}%` : x.toFixed(3);

/**
 * One crossing in words: "pAWins reaches 0.5 at gunmen.figures.gunman.count = 2.61 (95% CI 2.52 to 2.70),
 * between 2 and 3", or why there is none.
 *
 * @example crossingSentence(results, slice.result) // 'pAWins crosses 0.5 at ... = 2.61 (95% CI 2.52 to 2.70), between 2 and 3'
 */
export function crossingSentence(r: BalanceResults, c: CrossingResult): string {
  if (!c.crossing || !c.bracket) return `no crossing: ${c.note ?? 'the metric does not reach the target'}`;
  const [lo, hi] = c.crossing.ci95;
  const tail = c.converged ? '' : ` (not converged: ${c.note})`;
  return `${r.metric} crosses ${r.design.target} at ${r.axis} = ${num(c.crossing.estimate)} (95% CI ${num(lo)} to ${num(hi)}), between ${num(c.bracket[0])} and ${num(c.bracket[1])}, ${c.direction}; ${c.trials.toLocaleString('en-US')} trials${tail}`;
}

/**
 * The search's report as Markdown: the question, every slice's crossing in words, its curve as a table
 * (each value played, its trials, its estimate with the 95% interval, the bracket marked), and the
 * provenance needed to repeat it.
 *
 * @example writeFileAtomic(join(out, 'summary.md'), balanceSummary(results, command))
 */
export function balanceSummary(r: BalanceResults, command: string): string {
  const proportion = r.metricKind === 'proportion';
  const lines: string[] = [
    `# ${r.experiment}: where ${r.metric} crosses ${r.design.target} along ${r.axis}`,
    '',
  ];
  if (r.description) lines.push(r.description, '');
  lines.push('## What this search shows', '');
  lines.push('![The curve and the crossing](charts/crossing.svg)', '');
  for (const s of r.slices)
    lines.push(`- ${s.key === 'base' ? '' : `**${s.key}**: `}${crossingSentence(r, s.result)}`);
  for (const s of r.slices) {
    lines.push('', `## ${s.key === 'base' ? 'The curve' : `The curve at ${s.key}`}`, '');
    const inBracket = (v: number): boolean =>
      s.result.bracket !== null && (v === s.result.bracket[0] || v === s.result.bracket[1]);
    lines.push(
      markdownTable({
        header: [r.axis, 'trials', r.metric, '95% CI', 'bracket'],
        numeric: [true, true, true, false, false],
        rows: s.result.points.map((p) => [
          num(p.value),
          p.trials.toLocaleString('en-US'),
          pct(p.estimate, proportion),
          `${pct(p.ci95[0], proportion)} to ${pct(p.ci95[1], proportion)}`,
          inBracket(p.value) ? 'yes' : '',
        ]),
      }),
    );
  }
  const d = r.design;
  lines.push(
    '',
    '## How it was found',
    '',
    `${d.design === 'sequential' ? 'Sequential design: the two ends of the axis, then bisection of the values (each point doubled from' : 'Uniform grid: every value doubled together from'} ${d.firstTrials.toLocaleString('en-US')} trials${d.design === 'sequential' ? ' until its side of the target is clear at 99.9%), then the bracketing values side by side on common random numbers' : ''}, until the 95% Fieller interval of the interpolated crossing is at most ±${d.precision} (at most ${d.maxTrials.toLocaleString('en-US')} trials a value). See docs/balance.md.`,
    '',
    markdownTable({
      header: ['what', 'value'],
      numeric: [false, false],
      rows: [
        ['seed', r.seed],
        ['trials', r.trials.toLocaleString('en-US')],
        ['version', r.provenance.version],
        ['git commit', r.provenance.gitCommit ?? 'unknown'],
        ['ruleset hash', r.provenance.rulesetHash],
        ['replay', `\`${command}\``],
      ],
    }),
    '',
  );
  return lines.join('\n');
}
