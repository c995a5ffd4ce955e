import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeFolder } from './makeFolder.ts';

let sequence = 0;

/**
 * Writes `text` to `path` so that no reader ever sees half of it: into a temporary file beside it, then a
 * rename over the target (atomic within one file system). An interrupted write leaves at most a `.tmp`
 * file, never a truncated `path`. Creates the folder when needed.
 *
 * @example writeFileAtomic('reports/duel/results.json', JSON.stringify(results))
 */
export function writeFileAtomic(path: string, text: string): void {
  makeFolder(dirname(path));
  const temp = `${path}.${process.pid}.${++sequence}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
