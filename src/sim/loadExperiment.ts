import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { checkExperiment } from './checkExperiment.ts';
import type { Experiment } from './Experiment.ts';
import { SimError } from './SimError.ts';

/**
 * Reads an experiment file (YAML, or JSON, which YAML reads too), checks it and builds its cells. Every
 * error names the file, the path inside it, its line and what was expected; the thrown {@link SimError}
 * holds them all.
 *
 * @example loadExperiment('experiments/duel-weapon-range.yaml').cells.length
 */
export function loadExperiment(file: string): Experiment {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new SimError('invalid-experiment', `${file}: ${reason}`, [
      { file, path: '', expected: `a readable experiment file (${reason})` },
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
    // The deepest node that exists on the path: a missing field is reported at its parent's line.
    for (let n = segments.length; n >= 0; n--) {
      const node = doc.getIn(segments.slice(0, n), true) as { range?: readonly number[] } | undefined;
      const start = node?.range?.[0];
      if (start !== undefined) return lines.linePos(start).line;
    }
    return undefined;
  };
  return checkExperiment(doc.toJS({ maxAliasCount: 100 }), file, locate);
}
