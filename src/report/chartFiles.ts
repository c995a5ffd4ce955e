import type { EmbeddedChart } from './chartEmbeds.ts';
import { renderSvg } from './renderSvg.ts';

/**
 * Each chart drawn as charts/<id>.svg, and as charts/<id>.png with `png` (resvg loads only then), by path
 * inside the report folder. Shared by a run's report and a balance search's.
 *
 * @example for (const [path, content] of await chartFiles(charts, false)) files.set(path, content);
 */
export async function chartFiles(
  charts: readonly EmbeddedChart[],
  png: boolean,
): Promise<Map<string, string | Uint8Array>> {
  const svgToPng = png ? (await import('./svgToPng.ts')).svgToPng : undefined;
  const files = new Map<string, string | Uint8Array>();
  for (const chart of charts) {
    const svg = await renderSvg(chart.spec);
    files.set(`charts/${chart.id}.svg`, svg);
    if (svgToPng) files.set(`charts/${chart.id}.png`, svgToPng(svg));
  }
  return files;
}
