import { assertSelfContained } from '../report/assertSelfContained.ts';
import { inlineScript } from '../report/inlineScript.ts';
import type { VegaBrowserBundles } from '../report/vegaBrowserBundles.ts';
import { vegaPageHead } from '../report/vegaPageHead.ts';

/** Sized for a thumb at the table: 48px targets, text that reads on a 360px screen, no sideways scrolling. */
const STYLE = `
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { font-family: "DejaVu Sans", system-ui, sans-serif; font-size: 17px; line-height: 1.4; color: #222; margin: 0; background: #f6f1e7; }
main { max-width: 760px; margin: 0 auto; padding: 12px 14px 40px; background: #fffdf8; min-height: 100vh; }
h1 { font-size: 1.4em; margin: 0.3em 0; }
h2 { font-size: 1.1em; margin: 1.6em 0 0.4em; }
.field { margin: 14px 0; }
.field > label { display: block; font-weight: bold; margin-bottom: 6px; }
small { font-weight: normal; color: #555; }
select, input, button { font: inherit; min-height: 48px; border: 1px solid #8a7f6d; border-radius: 8px; background: white; color: inherit; }
select { width: 100%; padding: 0 8px; }
.stepper { display: flex; gap: 8px; }
.stepper input { flex: 1; min-width: 0; text-align: center; font-size: 1.2em; }
.stepper button { width: 56px; font-size: 1.4em; background: #efe6d3; touch-action: manipulation; }
input[aria-invalid="true"] { border: 2px solid #b00020; }
.flag label { display: flex; align-items: center; gap: 12px; min-height: 48px; }
.flag input { width: 28px; height: 28px; min-height: 0; flex: none; }
details.readings { margin: 14px 0; }
details.readings summary { padding: 12px 0; cursor: pointer; font-weight: bold; }
.source, .about, .note { color: #555; font-size: 0.9em; }
.headline { font-size: 1.25em; margin: 0.4em 0; }
.refused, #problems { background: #fff4e5; border-left: 4px solid #e69500; padding: 8px 12px; }
table { border-collapse: collapse; width: 100%; font-size: 0.95em; }
th, td { padding: 6px 4px; border-bottom: 1px solid #e2dccf; text-align: left; vertical-align: top; }
td.value { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.exact { font-size: 0.8em; color: #555; overflow-wrap: anywhere; }
.values th { font-weight: normal; }
.values .words { display: block; color: #555; font-size: 0.85em; }
.scroll { overflow-x: auto; }
table.sweep th, table.sweep td { white-space: nowrap; }
table.sweep tbody tr { cursor: pointer; }
tr.current { background: #fff1c7; }
#chart { width: 100%; margin: 12px 0; }
a { color: #7a3b00; }
`;

/**
 * odds.html: the players' odds page in one self-contained file. The vega, vega-lite and vega-embed builds
 * and the page's own script (the odds engine bundled with it) are written inline, so it opens from the
 * file system or a phone with no network. The script fills the empty sections from the page's address.
 *
 * @example writeFileAtomic('site/odds.html', oddsPageHtml(script, vegaBrowserBundles()))
 */
export function oddsPageHtml(script: string, bundles: VegaBrowserBundles): string {
  const html = `<!doctype html>
<html lang="en">
${vegaPageHead('Odds at the table: Triggernometry', STYLE, bundles)}
<body>
<main>
<h1>Odds at the table</h1>
<p id="problems" role="alert" hidden></p>
<noscript><p class="refused">This page works out the odds in the browser: it needs JavaScript.</p></noscript>
<form id="controls"></form>
<section id="answer" aria-live="polite"></section>
<div id="chart" role="img" aria-label="Chart of the chances"></div>
<section id="sweep"></section>
<p class="note">Exact odds by enumeration, the same as <code>triggernometry odds</code>. <a id="share" href="">Link to this answer</a> (the address holds every input).</p>
</main>
${inlineScript(script)}
</body>
</html>
`;
  assertSelfContained(html, 'odds.html');
  return html;
}
