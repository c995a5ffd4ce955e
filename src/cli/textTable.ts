const GAP = 2;
/** A text column is never cut below this many characters (its end then shows as "…"). */
const MIN_TEXT = 12;

const numeric = (s: string): boolean => /^[-+]?[\d.,/]+(%|M)?$/.test(s);
const cut = (s: string, w: number): string => (s.length <= w ? s : `${s.slice(0, w - 1)}…`);

function layout(headers: readonly string[], rows: readonly (readonly string[])[], widths: number[]): string {
  const line = (r: readonly string[]): string =>
    r
      .map((cell, c) => {
        const s = cut(cell, widths[c]!);
        return numeric(s) ? s.padStart(widths[c]!) : s.padEnd(widths[c]!);
      })
      .join(' '.repeat(GAP))
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join(' '.repeat(GAP));
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/**
 * Lays out rows of cells as a plain-text table: columns padded to their widest cell, text left-aligned,
 * numbers (cells that are a number, percent or fraction) right-aligned. Given `maxWidth` (the terminal's),
 * a table wider than that first shortens its first column (cell keys, labels; not below 12 characters),
 * ending it with "…", and if that is not enough wraps: the other columns go into as many stacked tables as
 * needed, each repeating the first column cut to at most half the width; a column that cannot fit beside
 * it even alone is cut too. Without it (`--wide`, or output to a file or pipe) every cell is printed whole.
 *
 * @example textTable(['k', 'P'], [['0', '50.00%']])
 */
export function textTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  maxWidth = Infinity,
): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const total = (ws: readonly number[]): number => ws.reduce((a, w) => a + w, 0) + GAP * (ws.length - 1);
  if (total(widths) <= maxWidth) return layout(headers, rows, widths);
  const full = widths[0]!;
  // The first column gives way first: as far as it must for the whole row to fit, not below 12.
  widths[0] = Math.min(full, Math.max(MIN_TEXT, maxWidth - GAP - total(widths.slice(1))));
  if (total(widths) <= maxWidth) return layout(headers, rows, widths);
  // Still too wide: the other columns wrap, beside a first column of at most half the width.
  widths[0] = Math.min(full, Math.max(MIN_TEXT, Math.floor(maxWidth / 2) - GAP));
  // A column too wide to stand beside the first even alone (a rule's text) is cut to fit, ending in "…".
  const room = Math.max(MIN_TEXT, maxWidth - GAP - widths[0]);
  for (let c = 1; c < headers.length; c++) widths[c] = Math.min(widths[c]!, room);
  const blocks: number[][] = [];
  let block: number[] = [];
  for (let c = 1; c < headers.length; c++) {
    if (block.length && total([widths[0], ...block.map((b) => widths[b]!), widths[c]!]) > maxWidth) {
      blocks.push(block);
      block = [];
    }
    block.push(c);
  }
  if (block.length) blocks.push(block);
  const pick = (r: readonly string[], cols: readonly number[]) => [
    r[0] ?? '',
    ...cols.map((c) => r[c] ?? ''),
  ];
  return blocks
    .map((cols) =>
      layout(
        pick(headers, cols),
        rows.map((r) => pick(r, cols)),
        [widths[0]!, ...cols.map((c) => widths[c]!)],
      ),
    )
    .join('\n\n');
}
