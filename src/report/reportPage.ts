import { assertSelfContained } from './assertSelfContained.ts';
import { REPORT_STYLE } from './reportStyle.ts';
import type { VegaBrowserBundles } from './vegaBrowserBundles.ts';
import { vegaPageHead } from './vegaPageHead.ts';

/**
 * A whole report page around its content: the head (title, the report style, the Vega builds inline), the
 * content in `<main>`, then the charts' scripts (see chartEmbeds); checked to load nothing from the network.
 * Shared by a run's report and a balance search's so that they look alike.
 *
 * @example reportPage('duel-range: Triggernometry report', bundles, '<h1>duel-range</h1>...', embeds.scripts)
 */
export function reportPage(
  title: string,
  bundles: VegaBrowserBundles,
  main: string,
  scripts: string,
): string {
  const html = `<!doctype html>
<html lang="en">
${vegaPageHead(title, REPORT_STYLE, bundles)}
<body>
<main>
${main}
</main>
${scripts}
</body>
</html>
`;
  assertSelfContained(html);
  return html;
}
