import { markdownTable } from '../../report/markdownTable.ts';
import type { FairCostResults, FairCostRow } from './FairCostStudy.ts';

const dollars = (x: number): string => `$${Math.round(x)}`;
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const VERDICT = {
  within: 'within',
  over: 'listed above: dearer than its strength',
  under: 'listed below: cheaper than its strength',
  unknown: 'no interval: the reference is not told from nothing here',
} as const;

/** The subjects whose listed cost lies outside their fair interval, as a sentence a verdict. */
export function outsideSentences(r: FairCostResults): string[] {
  const named = (v: 'over' | 'under'): FairCostRow[] => r.rows.filter((row) => row.verdict === v);
  const list = (rows: FairCostRow[]): string =>
    rows.map((row) => `${row.subject} (${dollars(row.listed)}; fair ${fairText(row)})`).join(', ');
  const over = named('over');
  const under = named('under');
  const unknown = r.rows.filter((row) => row.verdict === 'unknown');
  return [
    over.length
      ? `Listed above their fair interval: ${list(over)}.`
      : 'No listed cost lies above its fair interval.',
    under.length
      ? `Listed below their fair interval: ${list(under)}.`
      : 'No listed cost lies below its fair interval.',
    ...(unknown.length
      ? [
          `No interval (the reference's step is not told from nothing): ${unknown.map((u) => u.subject).join(', ')}.`,
        ]
      : []),
  ];
}

/** A fair cost as text: "$42 ($31 to $55)". */
export function fairText(row: FairCostRow): string {
  const ci = row.fair.ci95;
  return `${dollars(row.fair.estimate)}${ci ? ` (${dollars(ci[0])} to ${dollars(ci[1])})` : ''}`;
}

/**
 * The study's report as Markdown: the question, the subjects priced outside their interval in words, every
 * subject's listed cost against its fair cost with the 95% interval and the win rates it rests on, how it
 * was measured, and the command that repeats it.
 *
 * @example writeFileAtomic(join(out, 'summary.md'), fairCostSummary(results, command))
 */
export function fairCostSummary(r: FairCostResults, command: string): string {
  const what = r.price === 'characters' ? 'character' : 'gun';
  const lines = [`# ${r.study}: listed against fair costs`, ''];
  if (r.description) lines.push(r.description, '');
  lines.push('## What this study shows', '', '![Listed and fair costs](charts/fair-costs.svg)', '');
  for (const s of outsideSentences(r)) lines.push(`- ${s}`);
  lines.push(
    '',
    `## Every ${what}`,
    '',
    markdownTable({
      header: [
        what,
        'listed',
        'fair (95% CI)',
        'verdict',
        'A wins: base',
        `with the ${what}`,
        'opponent + reference',
      ],
      numeric: [false, true, false, false, true, true, true],
      rows: r.rows.map((row) => [
        row.subject,
        dollars(row.listed),
        fairText(row),
        VERDICT[row.verdict],
        pct(row.winRate.base),
        pct(row.winRate.subject),
        pct(row.winRate.reference),
      ]),
    }),
    '',
    '## How it was measured',
    '',
    `Each band's base skirmish, the same with one more ${r.reference.character} for the opponent, and the same with ` +
      (r.price === 'characters'
        ? 'one more of each character added to the band'
        : "the carrier's six-shot swapped for each gun") +
      `, ${r.trialsPerCell.toLocaleString('en-US')} games each on the band's common random numbers. A logistic model of the chance to win ` +
      `on band composition gives each ${what} its step in logits; over the reference's step, times its listed ${dollars(r.reference.cost)}, ` +
      `that is its fair cost${r.price === 'weapons' ? " (plus the six-shot's own Tab.15 price, taken as fair)" : ''}, with Fieller's 95% interval. See docs/balance.md#fair-costs.`,
    '',
    markdownTable({
      header: ['what', 'value'],
      numeric: [false, false],
      rows: [
        ['seed', r.seed],
        ['games', r.games.toLocaleString('en-US')],
        ['version', r.provenance.version],
        ['git commit', r.provenance.gitCommit ?? 'unknown'],
        ['replay', `\`${command}\``],
      ],
    }),
    '',
  );
  return lines.join('\n');
}
