import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { SimError } from '../../../sim/SimError.ts';
import { checkTableSpec } from './checkTableSpec.ts';
import { resolveTableFile } from './resolveTableFile.ts';
import type { TableSpec } from './TableSpec.ts';

/**
 * Reads and checks a table file (YAML, or JSON, which YAML reads too), named by path or by the name of a
 * shipped table (see resolveTableFile). Every error names the file, the path inside it, its line and what
 * was expected; the thrown SimError (kind `invalid-experiment`) holds them all.
 *
 * @example loadTableSpec('corral').pieces.length
 */
export function loadTableSpec(nameOrPath: string): TableSpec {
  const file = resolveTableFile(nameOrPath);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = String(error);
    throw new SimError('invalid-experiment', `${file}: ${reason}`, [
      { file, path: '', expected: `a readable table file (${reason})` },
    ]);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const parseError = doc.errors[0];
  if (parseError) {
    const line = parseError.linePos?.[0].line;
    const message = (parseError.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    const issue = {
      file,
      path: '',
      expected: `valid YAML or JSON (${message})`,
      ...(line === undefined ? {} : { line }),
    };
    throw new SimError(
      'invalid-experiment',
      `${file}${line === undefined ? '' : `:${line}`}: ${issue.expected}`,
      [issue],
    );
  }
  const locate = (segments: readonly (string | number)[]): number | undefined => {
    // The deepest node that exists on the path: a missing field is reported at its parent's line.
    for (let n = segments.length; n >= 0; n--) {
      const node = doc.getIn(segments.slice(0, n), true) as { range?: readonly number[] } | undefined;
      const start = node?.range?.[0];
      if (start !== undefined) return lines.linePos(start).line;
    }
    return undefined;
  };
  return checkTableSpec(doc.toJS({ maxAliasCount: 100 }), file, locate);
}
