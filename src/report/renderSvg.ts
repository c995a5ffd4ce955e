import * as vega from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import { cachedExpressionCodegen } from './cachedExpressionCodegen.ts';
import { compileChart } from './compileChart.ts';
import { dejaVuSansWidth } from './dejaVuSansWidth.ts';

/** The part of a Vega text item that decides its width. */
interface TextItem {
  readonly fontSize?: number;
  readonly fontWeight?: string | number;
  readonly limit?: number;
}

/**
 * Vega lays text out with `textMetrics.width`, which without a canvas guesses 0.8 em a character. Charts
 * are set in DejaVu Sans, so measure with its real advances instead (vl-convert replaces the function the
 * same way). vega exports the object at run time; its typings leave it out, hence the one cast.
 */
const textMetrics = (vega as unknown as { textMetrics: { width: (item: TextItem, text: unknown) => number } })
  .textMetrics;
textMetrics.width = (item, text) => {
  // Vega hands over label text as a string, or a number it has not formatted.
  const s = (typeof text === 'string' ? text : typeof text === 'number' ? String(text) : '').trim();
  const size = item.fontSize ?? 11;
  const bold = item.fontWeight === 'bold' || (typeof item.fontWeight === 'number' && item.fontWeight >= 600);
  const width = dejaVuSansWidth(s, size, bold);
  // A limited text is cut to fit with an ellipsis when drawn; it is never wider than its limit.
  return item.limit !== undefined && item.limit > 0 ? Math.min(width, item.limit) : width;
};

/**
 * Renders a Vega-Lite chart to SVG text without a browser or a canvas: compile to Vega, run a headless view
 * (renderer "none": the scenegraph is built but not drawn; expressions compiled once per process, see
 * {@link cachedExpressionCodegen}) and serialise it with `toSVG`.
 *
 * @example const svg = await renderSvg(chart.spec); // '<svg xmlns="http://www.w3.org/2000/svg" ...'
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compileChart(spec).spec), {
    renderer: 'none',
    expr: cachedExpressionCodegen,
  });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
