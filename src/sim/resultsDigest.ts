import { contentHash } from './contentHash.ts';
import type { CellResult, ComparisonResult } from './Results.ts';

/**
 * The digest of a run: sha256 of the canonical JSON of every cell's tally (by key) and every comparison's
 * tally of differences. Provenance is left out, so "did the result change?" is one string comparison.
 *
 * @example resultsDigest(results.cells, results.comparisons) === results.digest
 */
export function resultsDigest(
  cells: readonly CellResult[],
  comparisons: readonly ComparisonResult[],
): string {
  return contentHash({
    cells: cells.map((c) => ({ key: c.key, tally: c.tally })),
    comparisons: comparisons.map((c) => ({
      comparison: c.comparison,
      baseline: c.baseline,
      variant: c.variant,
      tally: c.tally,
    })),
  });
}
