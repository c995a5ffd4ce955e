/**
 * Lays out rows of cells as a plain-text table: columns padded to their widest cell, text left-aligned,
 * numbers (cells that are a number, percent or fraction) right-aligned.
 *
 * @example textTable(['k', 'P'], [['0', '50.00%']])
 */
export function textTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const numeric = (s: string): boolean => /^[-+]?[\d.,/]+(%|M)?$/.test(s);
  const line = (r: readonly string[]): string =>
    r
      .map((cell, c) => (numeric(cell) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
