import { markdownTable } from '../report/markdownTable.ts';
import type { CrossingResult } from './BalanceDesign.ts';
import type { BalanceResults } from './BalanceResults.ts';
import { balanceQuestion, curveTable, methodText, provenanceTable } from './balanceTables.ts';

const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

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
  const lines: string[] = [
    `# ${r.experiment}: where ${r.metric} crosses ${r.design.target} along ${r.axis}`,
    '',
  ];
  if (r.description) lines.push(r.description, '');
  lines.push('## What this search shows', '', balanceQuestion(r), '');
  lines.push('![The curve and the crossing](charts/crossing.svg)', '');
  for (const s of r.slices)
    lines.push(`- ${s.key === 'base' ? '' : `**${s.key}**: `}${crossingSentence(r, s.result)}`);
  for (const s of r.slices)
    lines.push(
      '',
      `## ${s.key === 'base' ? 'The curve' : `The curve at ${s.key}`}`,
      '',
      markdownTable(curveTable(r, s)),
    );
  const provenance = provenanceTable(r, command);
  const rows = provenance.rows.map(([k, v]) => [k!, k === 'replay' ? `\`${v}\`` : v!]);
  lines.push(
    '',
    '## How it was found',
    '',
    methodText(r),
    '',
    markdownTable({ ...provenance, rows }),
    '',
    'The report with its charts: [index.html](index.html).',
    '',
  );
  return lines.join('\n');
}
