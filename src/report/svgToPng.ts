import { Resvg } from '@resvg/resvg-js';
import { CHART_FONT } from './charts/chartConfig.ts';

/** PNGs are drawn at twice the SVG's size, so text stays sharp on high-density screens and in print. */
const SCALE = 2;

/**
 * Rasterises an SVG chart to PNG with resvg, using the system's fonts and DejaVu Sans wherever the SVG names
 * a font the system lacks or a generic family, so text is never dropped for want of a face.
 *
 * @example writeFileSync('charts/forest.png', svgToPng(await renderSvg(spec)));
 */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: SCALE },
    background: 'white',
    font: {
      loadSystemFonts: true,
      defaultFontFamily: CHART_FONT,
      sansSerifFamily: CHART_FONT,
    },
  });
  return resvg.render().asPng();
}
