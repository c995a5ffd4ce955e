import { reportCharts } from './charts/reportCharts.ts';
import { dataCsv } from './dataCsv.ts';
import { renderSvg } from './renderSvg.ts';
import { reportHtml } from './reportHtml.ts';
import type { ReportModel } from './ReportModel.ts';
import { summaryMarkdown } from './summaryMarkdown.ts';
import { svgToPng } from './svgToPng.ts';
import { vegaBrowserBundles } from './vegaBrowserBundles.ts';

/**
 * Every file of a report, by path inside the report directory: summary.md, index.html, data.csv and
 * charts/<id>.svg and .png for each standard chart. All of it is made in memory first, so a failure while
 * rendering leaves nothing on disk.
 *
 * @example const files = await buildReportFiles(model); // Map { 'summary.md' => '# ...', 'charts/forest-pawins.png' => <Buffer> ... }
 */
export async function buildReportFiles(model: ReportModel): Promise<Map<string, string | Uint8Array>> {
  const charts = reportCharts(model);
  const files = new Map<string, string | Uint8Array>();
  files.set('summary.md', summaryMarkdown(model, charts));
  files.set('index.html', reportHtml(model, charts, vegaBrowserBundles()));
  files.set('data.csv', dataCsv(model));
  for (const chart of charts) {
    const svg = await renderSvg(chart.spec);
    files.set(`charts/${chart.id}.svg`, svg);
    files.set(`charts/${chart.id}.png`, svgToPng(svg));
  }
  return files;
}
