// `npm run references [-- <study>...]`: reruns the standard studies and rewrites their shipped references in
// experiments/reference/, on purpose, after a rules change that drift flagged was judged intended.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Results } from '../sim/Results.ts';
import { runExperiment } from '../sim/runExperiment.ts';
import { PACKAGE_ROOT } from '../sim/toolInfo.ts';
import { writeFileAtomic } from '../sim/writeFileAtomic.ts';
import { referenceResults } from './referenceResults.ts';

/**
 * Where the references live, one `<experiment>.json` per standard study.
 *
 * @example join(REFERENCE_DIR, 'duel-skills.json')
 */
export const REFERENCE_DIR = join(PACKAGE_ROOT, 'experiments', 'reference');

/**
 * The standard studies: the names of the experiment files shipped in experiments/ (not its subfolders).
 *
 * @example standardStudies() // ['duel-editions', 'duel-policy-class', 'duel-skills', 'duel-weapon-range']
 */
export function standardStudies(): string[] {
  return readdirSync(join(PACKAGE_ROOT, 'experiments'))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => f.replace(/\.ya?ml$/, ''))
    .sort();
}

/** Formats a file as the repository's Prettier check expects (Prettier is a development dependency). */
async function pretty(path: string, text: string): Promise<string> {
  const prettier = await import('prettier');
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

function readme(rows: readonly Results[]): string {
  const line = (r: Results): string => {
    const trials = r.cells.map((c) => c.trials);
    const min = Math.min(...trials);
    const max = Math.max(...trials);
    return `| \`${r.experiment.name}.json\` | ${r.cells.length} | ${min === max ? min : `${min} to ${max}`} | ${String(r.seed)} | \`${r.provenance.rulesetHash.slice(0, 12)}\` | \`${r.digest.slice(0, 12)}\` |`;
  };
  return [
    '# experiments/reference/',
    '',
    'Reference results of the standard studies, for `triggernometry drift` (see [docs/drift.md](../../docs/drift.md)).',
    "Each is the study's results.json at its own seed and trial counts, without the convergence series. The",
    'nightly workflow runs each study again and compares it with its reference. Written by `npm run references`',
    '(all of them, or `npm run references -- duel-skills`), on purpose, when a rules change is intended; never',
    'edit them by hand. Each records the ruleset hash it was made under.',
    '',
    '| reference | cells | trials a cell | seed | ruleset hash | digest |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(line),
    '',
  ].join('\n');
}

/**
 * Runs each named standard study (all by default) at its own seed and trials on every core, and writes its
 * reference (results without convergence series, Prettier-formatted) and the folder's README listing every
 * reference with its trials, seed and ruleset hash. Returns the files written.
 *
 * @example await regenerateReferences(['duel-skills']) // ['experiments/reference/duel-skills.json', ...]
 */
export async function regenerateReferences(names: readonly string[] = standardStudies()): Promise<string[]> {
  const known = standardStudies();
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length)
    throw new RangeError(`not a standard study: ${unknown.join(', ')} (the studies are ${known.join(', ')})`);
  const written: string[] = [];
  for (const name of names) {
    process.stderr.write(`references: running ${name}\n`);
    // Relative to the working folder, as `run` records it: no machine's paths go into a shipped file.
    const file = relative(process.cwd(), join(PACKAGE_ROOT, 'experiments', `${name}.yaml`));
    const results = await runExperiment(file, { workers: availableParallelism() });
    const path = join(REFERENCE_DIR, `${name}.json`);
    writeFileAtomic(path, await pretty(path, JSON.stringify(referenceResults(results))));
    written.push(path);
  }
  // The README lists every reference on disk, the ones not rerun included.
  const { readResultsFile } = await import('../report/readResultsFile.ts');
  const all = known.flatMap((n) => {
    try {
      return [readResultsFile(join(REFERENCE_DIR, `${n}.json`))];
    } catch {
      return [];
    }
  });
  const readmePath = join(REFERENCE_DIR, 'README.md');
  writeFileAtomic(readmePath, await pretty(readmePath, readme(all)));
  written.push(readmePath);
  return written;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const files = await regenerateReferences(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  process.stderr.write(`references: wrote ${files.map((f) => relative(process.cwd(), f)).join(', ')}\n`);
}
