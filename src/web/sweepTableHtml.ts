import { Fraction } from '../exact/Fraction.ts';
import type { OddsAnswer } from '../odds/answerOdds.ts';
import { labelInWords } from './chanceInWords.ts';
import { escapeHtml } from '../report/escapeHtml.ts';
import type { SweepParam } from './sweepParam.ts';
import { valueCellHtml } from './valueCellHtml.ts';

/** One row of the table: the answer at one value of the swept parameter, or the rules' reason for none. */
export type SweepRow = { readonly value: number } & (
  { readonly answer: OddsAnswer } | { readonly refused: string }
);

/**
 * The mechanic across its main parameter, as `odds blaze --dice 1..12` prints it: a row per value, a column
 * per probability or expectation (distributions are in the answer and the chart), the row of the value now
 * set marked. Each row carries `data-sweep-value`; each cell its `odds --json` key and exact fraction.
 *
 * @example sweepTableHtml(sweepParam(blazeOdds)!, rows, 6)
 */
export function sweepTableHtml(sweep: SweepParam, rows: readonly SweepRow[], current: unknown): string {
  const sample = rows.find((r): r is SweepRow & { answer: OddsAnswer } => 'answer' in r);
  const scalars = sample ? sample.answer.entries.filter((e) => e.exact instanceof Fraction) : [];
  const head = [sweep.name, ...scalars.map((e) => labelInWords(e.label))]
    .map((h) => `<th scope="col">${escapeHtml(h)}</th>`)
    .join('');
  const body = rows
    .map((r) => {
      const cells =
        'answer' in r
          ? r.answer.entries
              .filter((e) => e.exact instanceof Fraction)
              .map((e) => valueCellHtml(e.key, e.kind, e.exact as Fraction))
              .join('')
          : `<td class="refused" colspan="${Math.max(1, scalars.length)}">${escapeHtml(r.refused)}</td>`;
      const mark = r.value === current ? ' class="current" aria-current="true"' : '';
      return `<tr data-sweep-value="${r.value}"${mark}><th scope="row">${r.value}</th>${cells}</tr>`;
    })
    .join('');
  return `<h2>From ${sweep.values[0]} to ${sweep.values[sweep.values.length - 1]}: ${escapeHtml(sweep.describe)}</h2>
<div class="scroll"><table class="sweep" data-sweep="${escapeHtml(sweep.name)}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}
