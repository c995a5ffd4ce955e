import type { Config } from 'vega-lite';

/** The font every chart is set in, in the SVG, the PNG renderer and the browser. @example { font: CHART_FONT } */
export const CHART_FONT = 'DejaVu Sans';

/**
 * The look shared by every chart: DejaVu Sans throughout (the PNG renderer draws that font, and the layout
 * is measured with its widths), sizes readable on a printed page, a white background so a PNG pasted on a
 * dark page still shows its axes, and label limits wide enough for the long names of cells.
 *
 * @example const spec: TopLevelSpec = { ...body, config: CHART_CONFIG };
 */
export const CHART_CONFIG: Config = {
  font: CHART_FONT,
  background: 'white',
  padding: 12,
  view: { continuousWidth: 480, continuousHeight: 300, stroke: '#bbbbbb' },
  title: { fontSize: 16, subtitleFontSize: 12, subtitleColor: '#444444', anchor: 'start', offset: 12 },
  axis: {
    labelFontSize: 12,
    titleFontSize: 13,
    titlePadding: 10,
    labelLimit: 320,
    // Vega caps an axis's room for labels at 200px and then sets its title over longer labels.
    maxExtent: 360,
    labelOverlap: true,
    grid: true,
    gridColor: '#e6e6e6',
  },
  legend: { labelFontSize: 12, titleFontSize: 13, labelLimit: 320, titleLimit: 320, symbolSize: 80 },
  header: { labelFontSize: 12, titleFontSize: 13 },
  errorbar: { thickness: 1.5 },
};
