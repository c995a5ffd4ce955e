/**
 * JSON text of `data` as the repository's Prettier check wants it in the file at `path` (short arrays on one
 * line, exponents without padding), so that a committed baseline passes `npm test` as written. Prettier is a
 * development dependency, which the bench, a development tool, may use.
 *
 * @example writeFileAtomic('bench/baseline.json', await prettyJson('bench/baseline.json', record))
 */
export async function prettyJson(path: string, data: unknown): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(JSON.stringify(data), { ...(await prettier.resolveConfig(path)), filepath: path });
}
