import { reportCharts } from './charts/reportCharts.ts';
import { dataCsv } from './dataCsv.ts';
import { chartFiles } from './chartFiles.ts';
import { reportHtml } from './reportHtml.ts';
import type { ReportModel } from './ReportModel.ts';
import type { ReportOptions } from './ReportOptions.ts';
import { summaryMarkdown } from './summaryMarkdown.ts';
import { vegaBrowserBundles } from './vegaBrowserBundles.ts';

/**
 * Every file of a report, by path inside the report directory: summary.md, index.html, data.csv and
 * charts/<id>.svg for each chart, and charts/<id>.png with `png`. All of it is made in memory first, so a
 * failure while rendering leaves nothing on disk. resvg (the PNG renderer) loads only when PNGs are asked
 * for.
 *
 * @example const files = await buildReportFiles(model, { png: true }); // Map { 'summary.md' => '# ...', 'charts/forest-pawins.png' => <Buffer> ... }
 */
export async function buildReportFiles(
  model: ReportModel,
  options: ReportOptions = {},
): Promise<Map<string, string | Uint8Array>> {
  const charts = reportCharts(model);
  const files = new Map<string, string | Uint8Array>();
  files.set('summary.md', summaryMarkdown(model, charts, options));
  files.set('index.html', reportHtml(model, charts, vegaBrowserBundles(), options));
  files.set('data.csv', dataCsv(model));
  for (const [path, content] of await chartFiles(charts, options.png === true)) files.set(path, content);
  return files;
}
