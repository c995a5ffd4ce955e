import { escapeHtml } from './escapeHtml.ts';
import type { ReportTable } from './reportTables.ts';

/**
 * A report table as HTML, numeric columns right-aligned (the `num` class of the report style); without its
 * header row for a two-column list of facts such as the provenance.
 *
 * @example htmlTable({ header: ['what', 'value'], numeric: [false, false], rows: [['seed', '1']] }, false)
 */
export function htmlTable(t: ReportTable, headerRow = true): string {
  const row = (cells: readonly string[], tag: 'td' | 'th'): string =>
    `<tr>${cells.map((c, i) => `<${tag}${tag === 'td' && t.numeric[i] ? ' class="num"' : ''}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  return `<table>${headerRow ? `<thead>${row(t.header, 'th')}</thead>` : ''}<tbody>${t.rows.map((r) => row(r, 'td')).join('')}</tbody></table>`;
}
