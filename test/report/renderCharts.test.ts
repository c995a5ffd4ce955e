// The headless renderers: Vega-Lite to SVG through a vega View, SVG to PNG through resvg.
import { describe, expect, it } from 'vitest';
import { reportCharts } from '../../src/report/charts/reportCharts.ts';
import { dejaVuSansWidth } from '../../src/report/dejaVuSansWidth.ts';
import { renderSvg } from '../../src/report/renderSvg.ts';
import { svgToPng } from '../../src/report/svgToPng.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';

/** A group of data marks (vega's role "mark") holding at least one drawn path or line. */
const DATA_MARKS =
  /<g class="mark-(symbol|rect|line|area|rule|text) role-mark[^"]*"[^>]*>\s*<(path|line|text)\b/;

/** The width and height a PNG's IHDR chunk declares (bytes 16-23, big-endian). */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const charts = reportCharts(duelSweepModel());
const rendered = Promise.all(charts.map(async (c) => ({ chart: c, svg: await renderSvg(c.spec) })));

describe('renderSvg', () => {
  it('draws each chart with its marks, title, axis titles and legend titles as text', async () => {
    for (const { chart, svg } of await rendered) {
      expect(svg.startsWith('<svg'), chart.id).toBe(true);
      expect(svg, chart.id).toMatch(DATA_MARKS);
      expect(svg, chart.id).toContain('role-title-text');
      expect(svg, chart.id).toContain('role-axis-title');
      expect(svg, chart.id).toContain('font-family="DejaVu Sans"');
      const unescaped = svg
        .replace(/&#x27;|&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      expect(unescaped, chart.id).toContain(`>${chart.title}</text>`);
    }
    const forest = (await rendered).find((r) => r.chart.kind === 'forest')!.svg;
    expect(forest).toContain('role-legend-title');
    expect(forest).toContain('>significant</text>');
  });

  it('measures text with DejaVu Sans advances, not the 0.8 em guess of headless vega', () => {
    // "Range" in DejaVu Sans: R 1423, a 1255, n 1298, g 1300, e 1260 units of 2048, at 12px (the font's hmtx).
    expect(dejaVuSansWidth('Range', 12, false)).toBeCloseTo((6536 * 12) / 2048, 10);
    expect(dejaVuSansWidth('Range', 12, true)).toBeGreaterThan(dejaVuSansWidth('Range', 12, false));
  });
});

describe('svgToPng', () => {
  it('gives a valid PNG at twice the SVG size, of a readable size', async () => {
    const { svg } = (await rendered).find((r) => r.chart.id === 'forest-pawins')!;
    const png = svgToPng(svg);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    const width = Number(/^<svg[^>]*\swidth="(\d+(\.\d+)?)"/.exec(svg)![1]);
    const { width: w, height: h } = pngSize(png);
    expect(w).toBe(Math.round(2 * width));
    expect(w).toBeGreaterThan(800);
    expect(w).toBeLessThan(4000);
    expect(h).toBeGreaterThan(200);
    expect(h).toBeLessThan(4000);
    // Text was drawn: a PNG of a chart with its words is far larger than the bare frame would be.
    expect(png.length).toBeGreaterThan(20_000);
  });
});
