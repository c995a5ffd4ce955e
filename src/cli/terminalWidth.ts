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
