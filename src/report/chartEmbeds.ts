import type { ChartSpec } from './charts/ChartSpec.ts';
import { escapeHtml } from './escapeHtml.ts';
import { inlineScript } from './inlineScript.ts';
import type { ReportOptions } from './ReportOptions.ts';

/** A chart as a page shows it: its id (charts/<id>.svg), its title, the words beside it, and its spec. */
export type EmbeddedChart = Pick<ChartSpec, 'id' | 'title' | 'caption' | 'spec'>;

/**
 * The charts of a report page: `figures`, one `<figure>` a chart (an empty container, its caption and links
 * to its SVG, and PNG with `png`), and `scripts`, every spec as JSON plus the code that draws each with
 * vega-embed as SVG. Each container gets `data-rendered="true"` once drawn, and the body
 * `data-charts-rendered="true"` when all are; a chart that fails logs the error to the console and says so
 * in its place. Shared by a run's report and a balance search's.
 *
 * @example const { figures, scripts } = chartEmbeds(charts, { png: false });
 */
export function chartEmbeds(
  charts: readonly EmbeddedChart[],
  options: ReportOptions = {},
): { readonly figures: string; readonly scripts: string } {
  const links = (id: string): string =>
    options.png === true
      ? `<a href="charts/${id}.png">PNG</a> · <a href="charts/${id}.svg">SVG</a>`
      : `<a href="charts/${id}.svg">SVG</a>`;
  const figures = charts
    .map(
      (c) =>
        `<figure><div class="chart" id="chart-${c.id}" data-chart="${c.id}" role="img" aria-label="${escapeHtml(c.title)}"></div><figcaption>${escapeHtml(c.caption)} ${links(c.id)}</figcaption></figure>`,
    )
    .join('\n');
  // "<" escaped as \u003c: JSON inside a script element must not contain "</script>".
  const specs = JSON.stringify(charts.map((c) => ({ id: c.id, spec: c.spec }))).replace(/</g, '\\u003c');
  const boot = `(() => {
  const charts = JSON.parse(document.getElementById('report-charts').textContent);
  const options = { renderer: 'svg', actions: { export: true, source: false, compiled: false, editor: false } };
  Promise.all(charts.map(({ id, spec }) => {
    const el = document.getElementById('chart-' + id);
    return vegaEmbed(el, spec, options).then(
      () => { el.dataset.rendered = 'true'; },
      (error) => {
        console.error('chart ' + id + ' failed to render:', error);
        el.innerHTML = '<p class="chart-error">This chart failed to render.</p>';
        el.dataset.rendered = 'error';
      });
  })).then(() => { document.body.dataset.chartsRendered = 'true'; });
})();`;
  return {
    figures,
    scripts: `<script id="report-charts" type="application/json">${specs}</script>\n${inlineScript(boot)}`,
  };
}
