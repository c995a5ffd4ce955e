/**
 * The width a table may take on stdout: the terminal's columns, or no limit with `--wide` or when stdout is a
 * file or a pipe (a script reads every cell whole).
 *
 * @example textTable(headers, rows, terminalWidth(argv.wide === true))
 */
export function terminalWidth(wide: boolean): number {
  if (wide || !process.stdout.isTTY) return Infinity;
  return process.stdout.columns || Infinity;
}

/** The `--wide` flag of every command that prints tables. @example y.option('wide', WIDE_OPTION) */
export const WIDE_OPTION = {
  type: 'boolean',
  describe: 'print every table cell whole, however wide the terminal',
} as const;
