import { assertSelfContained } from './assertSelfContained.ts';
import type { ChartSpec } from './charts/ChartSpec.ts';
import { describeComparison } from './describeComparison.ts';
import { describeMethods } from './describeMethods.ts';
import { escapeHtml } from './escapeHtml.ts';
import { inlineScript } from './inlineScript.ts';
import type { ReportModel } from './ReportModel.ts';
import type { ReportOptions } from './ReportOptions.ts';
import { reportTables, type ReportTable } from './reportTables.ts';
import { studyHeadline } from './studyHeadline.ts';
import { trialsPerCellText } from './trialsPerCellText.ts';
import { vegaPageHead } from './vegaPageHead.ts';
import type { VegaBrowserBundles } from './vegaBrowserBundles.ts';

const STYLE = `
body { font-family: "DejaVu Sans", Verdana, sans-serif; color: #222; margin: 0; background: #fafafa; }
main { max-width: 1100px; margin: 0 auto; padding: 24px 32px 48px; background: white; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.9em; }
th, td { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
figure { margin: 1.5em 0; overflow-x: auto; }
figcaption { color: #444; font-size: 0.9em; max-width: 900px; margin-top: 0.4em; }
.findings li, .headline li { margin: 0.4em 0; }
.headline { font-size: 1.05em; }
details summary { cursor: pointer; }
.note { color: #444; font-size: 0.9em; }
.chart-error { color: #a00; }
.warning { background: #fff4e5; border-left: 4px solid #e69500; padding: 8px 12px; }
`;

function htmlTable(t: ReportTable, headerRow = true): string {
  const row = (cells: readonly string[], tag: 'td' | 'th'): string =>
    `<tr>${cells.map((c, i) => `<${tag}${tag === 'td' && t.numeric[i] ? ' class="num"' : ''}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
  return `<table>${headerRow ? `<thead>${row(t.header, 'th')}</thead>` : ''}<tbody>${t.rows.map((r) => row(r, 'td')).join('')}</tbody></table>`;
}

/**
 * index.html: the whole report in one self-contained page. The vega, vega-lite and vega-embed builds and
 * every chart's spec (data inlined) are written into the page, so it opens from the file system with no
 * network; vega-embed draws each chart as SVG, with tooltips and an export menu. Each chart's container
 * gets `data-rendered="true"` once drawn, and the body `data-charts-rendered="true"` when all are; a chart
 * that fails logs the error to the console and says so in its place.
 *
 * @example writeFileSync('index.html', reportHtml(model, reportCharts(model), vegaBrowserBundles()));
 */
export function reportHtml(
  model: ReportModel,
  charts: readonly ChartSpec[],
  bundles: VegaBrowserBundles,
  options: ReportOptions = {},
): string {
  const tables = reportTables(model);
  const { method, comparisons: m, alpha } = model.correction;
  const significant = model.comparisons.filter((c) => c.significant);
  const family =
    method === 'holm'
      ? `after Holm's correction for the ${m} comparisons in this study (α = ${alpha})`
      : `at α = ${alpha}, without correction for multiple comparisons`;
  const findings =
    model.comparisons.length === 0
      ? '<p>This study makes no comparisons.</p>'
      : significant.length === 0
        ? `<p>No difference is significant ${escapeHtml(family)}.</p>`
        : `<details><summary>${significant.length} of ${model.comparisons.length} differences are significant (show all)</summary><ul class="findings">${significant
            .map(
              (c) =>
                `<li><strong>${escapeHtml(c.label)}</strong>: ${escapeHtml(describeComparison(model, c))}.</li>`,
            )
            .join('')}</ul></details>`;
  const headline = studyHeadline(model);
  const shows = `<ul class="headline">${headline.sentences
    .map((h) => `<li><strong>${escapeHtml(h.lead)}</strong>: ${escapeHtml(h.text)}.</li>`)
    .join('')}</ul><p class="note">${escapeHtml(headline.note)}</p>`;
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
  const html = `<!doctype html>
<html lang="en">
${vegaPageHead(`${model.experiment.name}: Triggernometry report`, STYLE, bundles)}
<body>
<main>
<h1>${escapeHtml(model.experiment.name)}</h1>
${model.experiment.description ? `<p>${escapeHtml(model.experiment.description)}</p>` : ''}
${(model.warnings ?? []).map((w) => `<p class="warning"><strong>Warning:</strong> ${escapeHtml(w)}</p>`).join('\n')}
<h2>What this study shows</h2>
${shows}
<h2>Run</h2>
${htmlTable(tables.provenance, false)}
<h2>All findings</h2>
${findings}
<h2>Charts</h2>
<p class="note">Hover a mark for its numbers; the … menu of a chart saves it as SVG or PNG.</p>
${figures}
<h2>Estimates</h2>
<p class="note">Each entry is an estimate with its 95% interval in brackets; ${escapeHtml(trialsPerCellText(model))}. ${escapeHtml(describeMethods(model))}</p>
${htmlTable(tables.estimates)}
${
  model.comparisons.length
    ? `<h2>Comparisons</h2>
<p class="note">Differences are cell minus baseline; "pp" is percentage points.${method === 'holm' ? ` Holm p is the p-value adjusted for all ${m} comparisons; a difference is significant when it is below ${alpha}.` : ''}</p>
${htmlTable(tables.comparisons)}`
    : ''
}
<p class="note">Every number is also in <a href="data.csv">data.csv</a>; the text summary is <a href="summary.md">summary.md</a>.</p>
</main>
<script id="report-charts" type="application/json">${specs}</script>
${inlineScript(boot)}
</body>
</html>
`;
  assertSelfContained(html);
  return html;
}
