import { chartEmbeds, type EmbeddedChart } from '../report/chartEmbeds.ts';
import { escapeHtml } from '../report/escapeHtml.ts';
import { htmlTable } from '../report/htmlTable.ts';
import type { ReportOptions } from '../report/ReportOptions.ts';
import { reportPage } from '../report/reportPage.ts';
import type { VegaBrowserBundles } from '../report/vegaBrowserBundles.ts';
import type { BalanceResults } from './BalanceResults.ts';
import { crossingSentence } from './balanceSummary.ts';
import { balanceQuestion, curveTable, methodText, provenanceTable } from './balanceTables.ts';

/**
 * A balance search's index.html, in the look of a run's report and as self-contained (the Vega builds and
 * every chart's spec inline): the question in words, each slice's crossing with its 95% interval, bracket
 * and trials, the curve charts (every slice, then one a slice when there are several), each slice's curve
 * as a table, how it was found and what repeats it.
 *
 * @example writeFileSync('index.html', balanceHtml(results, balanceCharts(results), vegaBrowserBundles(), command));
 */
export function balanceHtml(
  r: BalanceResults,
  charts: readonly EmbeddedChart[],
  bundles: VegaBrowserBundles,
  command: string,
  options: ReportOptions = {},
): string {
  const headline = `<ul class="headline">${r.slices
    .map(
      (s) =>
        `<li><strong>${escapeHtml(s.key === 'base' ? 'Crossing' : s.key)}</strong>: ${escapeHtml(crossingSentence(r, s.result))}.</li>`,
    )
    .join('')}</ul>`;
  const curves = r.slices
    .map(
      (s) => `${r.slices.length > 1 ? `<h3>${escapeHtml(s.key)}</h3>\n` : ''}${htmlTable(curveTable(r, s))}`,
    )
    .join('\n');
  const embeds = chartEmbeds(charts, options);
  const main = `<h1>${escapeHtml(r.experiment)}: where ${escapeHtml(r.metric)} crosses ${escapeHtml(String(r.design.target))}</h1>
${r.description ? `<p>${escapeHtml(r.description)}</p>` : ''}
<h2>What this search shows</h2>
<p>${escapeHtml(balanceQuestion(r))}</p>
${headline}
<p class="note">${escapeHtml(`${r.trials.toLocaleString('en-US')} trials in all; values searched: ${r.values.join(', ')}.`)}</p>
<h2>Charts</h2>
<p class="note">Hover a mark for its numbers; the … menu of a chart saves it as SVG or PNG.</p>
${embeds.figures}
<h2>The curve</h2>
<p class="note">Each value played: its trials, the estimate and its 95% interval; the bracket's two ends are marked.</p>
${curves}
<h2>How it was found</h2>
<p>${escapeHtml(methodText(r))}</p>
${htmlTable(provenanceTable(r, command), false)}
<p class="note">Every number is also in <a href="balance.json">balance.json</a>; the text summary is <a href="summary.md">summary.md</a>.</p>`;
  return reportPage(`${r.experiment}: Triggernometry balance report`, bundles, main, embeds.scripts);
}
