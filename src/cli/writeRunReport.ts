import { join } from 'node:path';
import type { Results } from '../sim/Results.ts';

/**
 * Writes the report (summary.md, index.html, data.csv, SVG charts; PNGs only on `report --png`) beside a
 * run's results.json and returns the path of its index.html, or null when there is nothing to report on: no output folder, or one shard's
 * partial results (merge them first; `merge` writes the report). The report modules (vega, resvg) load
 * only here, so commands that write no report do not pay for them.
 *
 * @example const page = await writeRunReport(results, 'reports/duel-skills/seed-1-3fa9c2e81b07');
 */
export async function writeRunReport(results: Results, outputDir: string | null): Promise<string | null> {
  if (outputDir === null || !results.complete) return null;
  const [{ writeReport }, { reportModelFromResults }] = await Promise.all([
    import('../report/writeReport.ts'),
    import('../report/reportModelFromResults.ts'),
  ]);
  await writeReport(reportModelFromResults(results), outputDir);
  return join(outputDir, 'index.html');
}
