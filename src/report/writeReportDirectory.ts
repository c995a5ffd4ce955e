import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { makeFolder } from '../sim/makeFolder.ts';

/** Whether a path exists, and as what. */
async function kind(path: string): Promise<'file' | 'directory' | undefined> {
  try {
    return (await stat(path)).isDirectory() ? 'directory' : 'file';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes a report's files (paths relative to `dir`, "/"-separated) so that no reader ever sees half a
 * report. Everything is first written into a fresh staging directory beside `dir`; a failure there removes
 * the staging directory and leaves `dir` as it was. Then a new `dir` is the staging directory renamed (one
 * atomic step); into an existing `dir` (a run's folder, holding results.json) each top-level file is renamed
 * over its old version and each top-level folder (charts/) swapped whole, so stale charts of an earlier
 * report go too. Files of `dir` the report does not write are left alone.
 *
 * @example await writeReportDirectory('reports/duel-range', new Map([['summary.md', '# duel-range\n']]))
 */
export async function writeReportDirectory(
  dir: string,
  files: ReadonlyMap<string, string | Uint8Array>,
): Promise<void> {
  for (const name of files.keys()) {
    const n = normalize(name);
    if (!name || isAbsolute(name) || n.startsWith('..') || n.split(sep).includes('..'))
      throw new Error(`report file names must stay inside the report directory, got "${name}"`);
  }
  const target = resolve(dir);
  const existing = await kind(target);
  if (existing === 'file') throw new Error(`${dir} is a file, not a directory`);
  makeFolder(dirname(target));
  const staging = await mkdtemp(join(dirname(target), `.${basename(target)}.partial-`));
  try {
    for (const [name, content] of files) {
      const path = join(staging, name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    }
    if (existing === undefined) {
      // mkdtemp makes the folder private (0700); a report is for reading by everyone who can read its parent.
      await chmod(staging, 0o755);
      await rename(staging, target);
      return;
    }
    const tops = [...new Set([...files.keys()].map((name) => normalize(name).split(sep)[0]!))];
    const retired = join(staging, '.retired');
    await mkdir(retired);
    for (const top of tops) {
      const from = join(staging, top);
      const to = join(target, top);
      // A folder cannot be renamed over a non-empty one: move the old one aside into the staging area first.
      if ((await kind(from)) === 'directory' && (await kind(to)) !== undefined)
        await rename(to, join(retired, top));
      await rename(from, to);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
