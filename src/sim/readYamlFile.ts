import { readFileSync, statSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { SimError } from './SimError.ts';

const MAX_FILE_BYTES = 1 << 20;

/** A YAML (or JSON) file read: its value, and the line of any path inside it for error messages. */
export interface YamlFile {
  readonly value: unknown;
  /** The line of the deepest node that exists on the path (a missing field is reported at its parent's). */
  readonly locate: (segments: readonly (string | number)[]) => number | undefined;
}

/**
 * Reads a YAML file (JSON is YAML too) that people write: an unreadable file or invalid YAML is a
 * {@link SimError} of kind `invalid-experiment` naming the file, the line and the parser's words; `what`
 * says what the file should have been ("experiment file", "table file").
 *
 * @example const { value, locate } = readYamlFile('experiments/duel-skills.yaml', 'experiment file');
 */
export function readYamlFile(file: string, what: string): YamlFile {
  let text: string;
  try {
    // Experiment and table files are a few kilobytes; a huge one is a mistake, and would be echoed into
    // every output that quotes it.
    if (statSync(file).size > MAX_FILE_BYTES)
      throw new SimError('invalid-experiment', `${file}: larger than 1 MiB; a ${what} is a few kilobytes`, [
        { file, path: '', expected: `a ${what} of at most 1 MiB` },
      ]);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof SimError) throw error;
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new SimError('invalid-experiment', `${file}: ${reason}`, [
      { file, path: '', expected: `a readable ${what} (${reason})` },
    ]);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const parseError = doc.errors[0];
  if (parseError) {
    const line = parseError.linePos?.[0].line;
    // The parser's message ends with " at line L, column C:" and a picture of the place: keep the words.
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
    for (let n = segments.length; n >= 0; n--) {
      const node = doc.getIn(segments.slice(0, n), true) as { range?: readonly number[] } | undefined;
      const start = node?.range?.[0];
      if (start !== undefined) return lines.linePos(start).line;
    }
    return undefined;
  };
  return { value: doc.toJS({ maxAliasCount: 100 }) as unknown, locate };
}
