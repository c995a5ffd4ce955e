import type { ReportTable } from './reportTables.ts';

/**
 * A table in GitHub-flavoured Markdown, numeric columns right-aligned. A `|` inside a cell is escaped and
 * line breaks become spaces, so any cell label keeps the table intact.
 *
 * @example markdownTable({ header: ['a', 'b'], numeric: [false, true], rows: [['x', '1']] }) // '| a | b |\n| :-- | --: |\n| x | 1 |'
 */
export function markdownTable(t: ReportTable): string {
  const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  const line = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;
  return [line(t.header), line(t.numeric.map((n) => (n ? '--:' : ':--'))), ...t.rows.map(line)].join('\n');
}
