/** A value of a CSV field: text, a number (written as JavaScript prints it) or a boolean (`true`/`false`). */
export type CsvValue = string | number | boolean;

/** A field needs quotes when it holds a comma, a quote or a line break (RFC 4180). */
const NEEDS_QUOTES = /[",\n\r]/;

/** One field as RFC 4180 writes it: quoted (its quotes doubled) only when it needs to be. */
function csvField(value: CsvValue): string {
  const text = typeof value === 'string' ? value : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file: the header line, then one line per row, each ended by `\n`. It writes what csv-stringify
 * writes with its defaults (and booleans as `true`/`false`), at a small part of the cost: data.csv holds tens
 * of thousands of fields, and the general library spent a tenth of a report's time on them.
 *
 * @example csvText(['a', 'b'], [[1, 'x,y']]) // 'a,b\n1,"x,y"\n'
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\n')}\n`;
}
