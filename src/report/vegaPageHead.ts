import { escapeHtml } from './escapeHtml.ts';
import { inlineScript } from './inlineScript.ts';
import type { VegaBrowserBundles } from './vegaBrowserBundles.ts';

/**
 * The `<head>` of a self-contained page with Vega charts (a report's index.html, the odds page): its title,
 * its style, and the vega, vega-lite and vega-embed builds inline, so it opens with no network.
 *
 * @example `<!doctype html>\n<html lang="en">\n${vegaPageHead('Report', STYLE, vegaBrowserBundles())}\n<body>...`
 */
export function vegaPageHead(title: string, style: string, bundles: VegaBrowserBundles): string {
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
${inlineScript(bundles.vega)}
${inlineScript(bundles.vegaLite)}
${inlineScript(bundles.vegaEmbed)}
</head>`;
}
