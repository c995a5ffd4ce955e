import { chartEmbeds } from './chartEmbeds.ts';
import type { ChartSpec } from './charts/ChartSpec.ts';
import { describeComparison } from './describeComparison.ts';
import { describeMethods } from './describeMethods.ts';
import { escapeHtml } from './escapeHtml.ts';
import { htmlTable } from './htmlTable.ts';
import type { ReportModel } from './ReportModel.ts';
import type { ReportOptions } from './ReportOptions.ts';
import { reportTables } from './reportTables.ts';
import { studyHeadline } from './studyHeadline.ts';
import { trialsPerCellText } from './trialsPerCellText.ts';
import { reportPage } from './reportPage.ts';
import type { VegaBrowserBundles } from './vegaBrowserBundles.ts';

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
  const embeds = chartEmbeds(charts, options);
  const main = `<h1>${escapeHtml(model.experiment.name)}</h1>
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
${embeds.figures}
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
<p class="note">Every number is also in <a href="data.csv">data.csv</a>; the text summary is <a href="summary.md">summary.md</a>.</p>`;
  return reportPage(`${model.experiment.name}: Triggernometry report`, bundles, main, embeds.scripts);
}
