import { buildReportFiles } from './buildReportFiles.ts';
import type { ReportModel } from './ReportModel.ts';
import type { ReportOptions } from './ReportOptions.ts';
import { writeReportDirectory } from './writeReportDirectory.ts';

/**
 * Writes the report of a model into `dir`: summary.md, index.html, data.csv and charts/ (SVGs, and PNGs
 * with `png`). It appears whole or not at all (see writeReportDirectory); other files already in `dir`,
 * such as results.json, stay. Returns the paths written, relative to `dir`.
 *
 * @example await writeReport(reportModelFromResults(results), 'reports/duel-range') // ['summary.md', ...]
 */
export async function writeReport(
  model: ReportModel,
  dir: string,
  options: ReportOptions = {},
): Promise<string[]> {
  const files = await buildReportFiles(model, options);
  await writeReportDirectory(dir, files);
  return [...files.keys()];
}
