import { Fraction } from '../exact/Fraction.ts';
import type { OddsAnswer } from '../odds/answerOdds.ts';
import type { OddsEntry } from '../odds/OddsMechanic.ts';
import { chanceInWords, labelInWords } from './chanceInWords.ts';
import { escapeHtml } from '../report/escapeHtml.ts';
import { valueCellHtml, valueText } from './valueCellHtml.ts';

/** The words beside a value: "about 4 in 7" for a chance, "on average 1.66" for an expectation. */
function inWords(kind: OddsEntry['kind'], f: Fraction): string {
  return kind === 'expectation' ? `on average ${f.toNumber().toFixed(2)}` : chanceInWords(f);
}

function rowHtml(label: string, key: string, kind: OddsEntry['kind'], f: Fraction, index?: number): string {
  // A break allowed after the slash: a long fraction wraps there on a narrow screen, not mid-number.
  const exact = f.toString().replace('/', '/<wbr>');
  return `<tr><th scope="row">${escapeHtml(label)}<span class="words">${escapeHtml(inWords(kind, f))}</span></th>${valueCellHtml(key, kind, f, index)}<td class="exact">${exact}</td></tr>`;
}

/** The parameters in words, as `odds` heads its table: "dice 6, cap 3, edition extended". */
export function paramsInWords(params: OddsAnswer['params'], skip?: string): string {
  return Object.entries(params)
    .filter(([k, v]) => k !== skip && v !== false)
    .map(([k, v]) => (v === true ? k : `${k} ${String(v)}`))
    .join(', ');
}

/**
 * The answer: a sentence with the first chance the mechanic reports ("At least one hit: 55.41%, about 5 in
 * 9"), then every value `odds` gives, one row each (every value of a distribution too) in words, in
 * percent and as an exact fraction. Each value's cell carries its `odds --json` key and exact fraction.
 *
 * @example answerHtml(answerOdds(blazeOdds, { dice: 6, cap: 3, edition: 'extended' }, {}))
 */
export function answerHtml(answer: OddsAnswer): string {
  const first = answer.entries.find((e) => e.exact instanceof Fraction);
  const headline = first
    ? `<p class="headline">${escapeHtml(labelInWords(first.label).replace(/^./, (c) => c.toUpperCase()))}: <strong data-key="${escapeHtml(first.key)}" data-exact="${first.exact.toString()}">${valueText(first.kind, first.exact as Fraction)}</strong>, ${escapeHtml(inWords(first.kind, first.exact as Fraction))}.</p>`
    : '';
  const rows = answer.entries.flatMap((e) =>
    e.exact instanceof Fraction
      ? [rowHtml(labelInWords(e.label), e.key, e.kind, e.exact)]
      : e.exact.map((f, k) => rowHtml(labelInWords(e.label).replace(/= k$/, `= ${k}`), e.key, e.kind, f, k)),
  );
  const about = `${answer.mechanic.summary} (${paramsInWords(answer.params)})`;
  return `<p class="about">${escapeHtml(about)}</p>
${headline}
<table class="values"><thead><tr><th></th><th>chance</th><th>exact</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** In place of the answer when the rules rule the setting out: the mechanic's own reason. */
export function refusalHtml(reason: string): string {
  return `<p class="refused" data-refused="true">${escapeHtml(reason)}</p>`;
}
