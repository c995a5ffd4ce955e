import { Fraction } from '../exact/Fraction.ts';
import type { OddsAnswer } from '../odds/answerOdds.ts';
import { escapeHtml } from '../report/escapeHtml.ts';
import { labelInWords } from './chanceInWords.ts';
import type { SweepParam } from './sweepParam.ts';
import { valueCellHtml } from './valueCellHtml.ts';

/** One row of the table: the answer at one value of the swept parameter, or the rules' reason for none. */
export type SweepRow = { readonly value: number } & (
  { readonly answer: OddsAnswer } | { readonly refused: string }
);

/** A column of the table: an entry's key, and for a value of a distribution its index. */
interface Column {
  readonly key: string;
  readonly index?: number;
  readonly title: string;
}

/**
 * The columns: every probability and expectation, as `odds --dice 1..12` prints them, of any row (a
 * mechanic may report more of them as its parameter grows: drive-regain's chance in each turn); for a
 * mechanic that reports only distributions (fafdm-shot's damage and wounds), every value of each, as far as
 * any row goes.
 */
function columns(answers: readonly OddsAnswer[]): Column[] {
  const entries = answers[0]?.entries ?? [];
  const scalars = new Map<string, Column>();
  for (const a of answers)
    for (const e of a.entries)
      if (e.exact instanceof Fraction && !scalars.has(e.key))
        scalars.set(e.key, { key: e.key, title: labelInWords(e.label) });
  if (scalars.size > 0) return [...scalars.values()];
  return entries.flatMap((e) => {
    const longest = Math.max(
      ...answers.map((a) => (a.entries.find((x) => x.key === e.key)?.exact as readonly Fraction[]).length),
    );
    return Array.from({ length: longest }, (_, index) => ({
      key: e.key,
      index,
      title: labelInWords(e.label).replace(/= k$/, `= ${index}`),
    }));
  });
}

function cellHtml(answer: OddsAnswer, column: Column): string {
  const entry = answer.entries.find((e) => e.key === column.key);
  if (!entry) return '<td></td>';
  if (entry.exact instanceof Fraction) return valueCellHtml(entry.key, entry.kind, entry.exact);
  const f = entry.exact[column.index ?? 0];
  return f ? valueCellHtml(entry.key, entry.kind, f, column.index) : '<td></td>';
}

/**
 * The mechanic across its main parameter, as `odds blaze --dice 1..12` prints it: a row per value, a column
 * per probability or expectation, the row of the value now set marked. Each row carries
 * `data-sweep-value`; each cell its `odds --json` key (and index) and exact fraction.
 *
 * @example sweepTableHtml(sweepParam(blazeOdds)!, rows, 6)
 */
export function sweepTableHtml(sweep: SweepParam, rows: readonly SweepRow[], current: unknown): string {
  const answers = rows.flatMap((r) => ('answer' in r ? [r.answer] : []));
  const cols = columns(answers);
  const head = [sweep.name, ...cols.map((c) => c.title)]
    .map((h) => `<th scope="col">${escapeHtml(h)}</th>`)
    .join('');
  const body = rows
    .map((r) => {
      const cells =
        'answer' in r
          ? cols.map((c) => cellHtml(r.answer, c)).join('')
          : `<td class="refused" colspan="${Math.max(1, cols.length)}">${escapeHtml(r.refused)}</td>`;
      const mark = r.value === current ? ' class="current" aria-current="true"' : '';
      return `<tr data-sweep-value="${r.value}"${mark}><th scope="row">${r.value}</th>${cells}</tr>`;
    })
    .join('');
  return `<h2>From ${sweep.values[0]} to ${sweep.values[sweep.values.length - 1]}: ${escapeHtml(sweep.describe)}</h2>
<p class="note">Tap a row to set it.</p>
<div class="scroll"><table class="sweep" data-sweep="${escapeHtml(sweep.name)}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}
