import { join } from 'node:path';
import type { Results } from './Results.ts';
import { comparisonsCsv, resultsCsv } from './resultsCsv.ts';
import { writeFileAtomic } from './writeFileAtomic.ts';

/**
 * The folder a run writes to by default: `<reports>/<experiment>/<run-id>`, the run id being the seed and
 * the digest's first 12 digits (and the shard for one shard's part), so the same result lands in the same
 * place, whether from one run, a resumed one or merged shards.
 *
 * @example defaultOutputDir('reports', results) // 'reports/duel-skills/seed-1-3fa9c2e81b07'
 */
export function defaultOutputDir(reports: string, results: Results): string {
  const shard = results.provenance.shard;
  const id = `seed-${String(results.seed)}-${results.digest.slice(0, 12)}${shard ? `-shard-${shard.k}-of-${shard.n}` : ''}`;
  return join(reports, results.experiment.name, id);
}

/**
 * Writes results.csv, comparisons.csv (when there are comparisons) and results.json into `dir`, each
 * atomically; results.json last, so its presence means the folder is whole.
 *
 * @example writeResults('reports/duel-skills/seed-1-3fa9c2e81b07', results)
 */
export function writeResults(dir: string, results: Results): void {
  writeFileAtomic(join(dir, 'results.csv'), resultsCsv(results));
  if (results.comparisons.length) writeFileAtomic(join(dir, 'comparisons.csv'), comparisonsCsv(results));
  writeFileAtomic(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
}
