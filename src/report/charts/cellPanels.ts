import type { ReportAxis, ReportCell } from '../ReportModel.ts';
import { facetLabel } from './facetLabel.ts';

/** Where a cell goes in a chart of small multiples: its panel, and its name among the panel's lines. */
export interface CellPlace {
  readonly panel: string;
  readonly line: string;
}

/**
 * Splits the cells into panels of at most `most` lines, so no panel needs more colours than an eye can tell
 * apart: the fewest leading axes of the sweep that do it name the panels ("A's weapon two-pistols") and the
 * other axes the lines ("range 3 inches, A's policy blaze"). When every axis is needed and a panel would
 * still hold one line, the cells go in order into panels of `most` ("cells 13 to 24").
 *
 * @example cellPanels(axes, cells, 12).get('a.weapon=six-shooter;range=3;a.policy=blaze') // { panel: "A's weapon six-shooter", line: 'range 3 inches, A's policy blaze' }
 */
export function cellPanels(
  axes: readonly ReportAxis[],
  cells: readonly ReportCell[],
  most: number,
): Map<string, CellPlace> {
  const lineText = (rest: readonly ReportAxis[], c: ReportCell): string =>
    rest.length ? facetLabel(rest, c.params) : c.label;
  for (let k = 0; k < axes.length; k++) {
    const lead = axes.slice(0, k);
    const sizes = new Map<string, number>();
    for (const c of cells) {
      const p = facetLabel(lead, c.params);
      sizes.set(p, (sizes.get(p) ?? 0) + 1);
    }
    if (Math.max(0, ...sizes.values()) <= most)
      return new Map(
        cells.map((c) => [c.key, { panel: facetLabel(lead, c.params), line: lineText(axes.slice(k), c) }]),
      );
  }
  const n = (x: number): string => x.toLocaleString('en-US');
  return new Map(
    cells.map((c, i) => {
      const first = Math.floor(i / most) * most;
      return [
        c.key,
        {
          panel:
            cells.length > most ? `cells ${n(first + 1)} to ${n(Math.min(cells.length, first + most))}` : '',
          line: c.label,
        },
      ];
    }),
  );
}
