import type { Fraction } from '../exact/Fraction.ts';
import type { OddsEntry } from '../odds/OddsMechanic.ts';
import { escapeHtml } from '../report/escapeHtml.ts';

/** A value as `odds` prints it: a probability in percent to two places, an expectation to four. */
export function valueText(kind: OddsEntry['kind'], f: Fraction): string {
  const x = f.toNumber();
  return kind === 'expectation' ? x.toFixed(4) : `${(100 * x).toFixed(2)}%`;
}

/**
 * A table cell showing one value, carrying the key `odds --json` gives it (`data-key`, with `data-index` k
 * for the k-th value of a distribution) and its exact fraction (`data-exact`), so anything reading the page
 * gets the same numbers as the command line.
 *
 * @example valueCellHtml('pHit', 'probability', f) // <td class="value" data-key="pHit" data-exact="11/36">30.56%</td>
 */
export function valueCellHtml(key: string, kind: OddsEntry['kind'], f: Fraction, index?: number): string {
  const at = index === undefined ? '' : ` data-index="${index}"`;
  return `<td class="value" data-key="${escapeHtml(key)}"${at} data-exact="${f.toString()}">${valueText(kind, f)}</td>`;
}
