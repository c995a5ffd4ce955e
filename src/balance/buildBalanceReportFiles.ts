import { chartFiles } from '../report/chartFiles.ts';
import type { ReportOptions } from '../report/ReportOptions.ts';
import { vegaBrowserBundles } from '../report/vegaBrowserBundles.ts';
import { balanceCharts } from './balanceCharts.ts';
import { balanceHtml } from './balanceHtml.ts';
import type { BalanceResults } from './BalanceResults.ts';
import { balanceSummary } from './balanceSummary.ts';
import { balanceCommandLine } from './balanceCommandLine.ts';

/**
 * Every file of a balance search's report, by path inside its folder: summary.md, index.html and
 * charts/<id>.svg (and .png with `png`), made in memory first so that a failure writes nothing. Built from
 * balance.json alone, by `balance` and by `report <dir>` alike, so a rebuilt report is the same file.
 *
 * @example await writeReportDirectory(out, await buildBalanceReportFiles(results))
 */
export async function buildBalanceReportFiles(
  r: BalanceResults,
  options: ReportOptions = {},
): Promise<Map<string, string | Uint8Array>> {
  const charts = balanceCharts(r);
  const command = balanceCommandLine(r);
  const files = new Map<string, string | Uint8Array>();
  files.set('summary.md', balanceSummary(r, command));
  files.set('index.html', balanceHtml(r, charts, vegaBrowserBundles(), command, options));
  for (const [path, content] of await chartFiles(charts, options.png === true)) files.set(path, content);
  return files;
}
