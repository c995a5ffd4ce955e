import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Why a folder could not be made, said in one line that names the path. @example err.message */
export class FolderError extends Error {}

function kindOf(path: string): 'folder' | 'file' | undefined {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch {
    return undefined;
  }
}

/**
 * Makes the folder `dir` and any missing parents, one level at a time, and returns those it created
 * (outermost first). Node's own `mkdir(..., { recursive: true })` loops for ever where mkdir answers ENOENT
 * under an existing parent (under /proc, for one), and it blocks the thread, signals included; this walks up
 * to the nearest existing path once and fails with one line instead.
 *
 * @example makeFolder('reports/duel-skills/seed-1') // ['reports/duel-skills', 'reports/duel-skills/seed-1']
 */
export function makeFolder(dir: string): string[] {
  const missing: string[] = [];
  let at = resolve(dir);
  for (let kind = kindOf(at); kind !== 'folder'; kind = kindOf(at)) {
    if (kind === 'file')
      throw new FolderError(
        at === resolve(dir) ? `${dir} is a file, not a folder` : `${dir} lies under the file ${at}`,
      );
    missing.push(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  missing.reverse();
  for (const m of missing) {
    try {
      mkdirSync(m);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' && kindOf(m) === 'folder') continue;
      throw new FolderError(`cannot create the folder ${dir} (${code ?? String(error)} at ${m})`);
    }
  }
  return missing;
}

/**
 * Checks that `dir` is a folder or can be made one, leaving nothing behind: the folders it makes to find out
 * are removed again. Throws a {@link FolderError} otherwise.
 *
 * @example checkFolder('/proc/x') // throws: cannot create the folder /proc/x (ENOENT at /proc/x)
 */
export function checkFolder(dir: string): void {
  const made = makeFolder(dir);
  for (const m of made.reverse()) rmdirSync(m);
}
