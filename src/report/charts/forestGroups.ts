import type { AxisValue, ReportAxis, ReportComparison, ReportModel } from '../ReportModel.ts';
import { inSentence } from './inSentence.ts';

/**
 * One comparison of a forest plot, labelled by what tells it apart from the others of its group.
 *
 * @example { row: "Range 12 inches, A's policy blaze", comparison }
 */
export interface ForestRow {
  /** The label of its row: only what varies within its group, never cut. */
  readonly row: string;
  readonly comparison: ReportComparison;
}

/**
 * The comparisons of one name in the experiment file (one `comparisons:` entry), drawn under one header.
 *
 * @example { header: 'second pistol: two-pistols vs six-shooter', axisTitle: "Range, A's policy", rows: [...] }
 */
export interface ForestGroup {
  /** The comparison's name, and the pair compared when every row compares the same two values. */
  readonly header: string;
  /** What the row labels name: the axes they show. */
  readonly axisTitle: string;
  readonly rows: readonly ForestRow[];
}

/** A comparison with its compared values and the cell's setting (null when the model lacks its cells). */
interface Described {
  readonly c: ReportComparison;
  readonly pair: string;
  readonly params: Readonly<Record<string, AxisValue>> | null;
  readonly compared: readonly ReportAxis[];
}

function valueText(axis: ReportAxis, value: AxisValue | undefined): string {
  const v = String(value ?? '');
  return axis.unit && typeof value === 'number' ? `${v} ${axis.unit}` : v;
}

/**
 * Groups a metric's comparisons by their name and labels each row by what varies inside its group, so that
 * rows that differ never look alike: the compared values ("two-pistols vs six-shooter") when they change from
 * row to row, and the setting of every other axis that changes ("Range 12 inches, A's policy blaze"). What
 * every row of a group shares goes into its header. A comparison whose cells the model lacks keeps its own
 * label.
 *
 * @example forestGroups(model, model.comparisons.filter((c) => c.metric === 'pAWins'))[0]!.header // 'second pistol: two-pistols vs six-shooter'
 */
export function forestGroups(model: ReportModel, comparisons: readonly ReportComparison[]): ForestGroup[] {
  const cells = new Map(model.cells.map((c) => [c.key, c]));
  const families = new Map<string, ReportComparison[]>();
  for (const c of comparisons) {
    const family = c.family ?? 'Comparisons';
    const list = families.get(family) ?? [];
    list.push(c);
    families.set(family, list);
  }
  return [...families.entries()].map(([family, list]) => {
    const described = list.map((c): Described => {
      const cell = cells.get(c.cell);
      const base = cells.get(c.baseline);
      if (!cell || !base) return { c, pair: c.label, params: null, compared: [] };
      // The compared axis is where the two cells differ; everything else is the setting they share.
      const compared = model.axes.filter((a) => cell.params[a.name] !== base.params[a.name]);
      const pair = compared
        .map((a) => `${valueText(a, cell.params[a.name])} vs ${valueText(a, base.params[a.name])}`)
        .join(', ');
      return { c, pair, params: cell.params, compared };
    });
    const pairs = new Set(described.map((d) => d.pair));
    const comparedAxes = new Set(described.flatMap((d) => d.compared.map((a) => a.name)));
    const varying = model.axes.filter(
      (a) =>
        !comparedAxes.has(a.name) &&
        new Set(described.map((d) => (d.params ? String(d.params[a.name]) : ''))).size > 1,
    );
    const samePair = pairs.size === 1;
    const rows = described.map((d) => {
      const parts = [
        ...(samePair ? [] : [d.pair]),
        ...varying.map((a) => `${a.label} ${valueText(a, d.params?.[a.name])}`),
      ];
      const row = parts.map((part, i) => (i ? inSentence(part) : part)).join(', ');
      return { row: row || d.pair, comparison: d.c };
    });
    // Two rows alike would be two comparisons of one name on different axes: their full labels tell them apart.
    const distinct = new Set(rows.map((r) => r.row)).size === rows.length;
    const compared = model.axes.filter((a) => comparedAxes.has(a.name));
    const titleParts = [...(samePair ? [] : compared.map((a) => a.label)), ...varying.map((a) => a.label)];
    return {
      header: samePair ? `${family}: ${[...pairs][0]!}` : family,
      axisTitle:
        distinct && titleParts.length
          ? titleParts.map((t, i) => (i ? inSentence(t) : t)).join(', ')
          : 'Comparison',
      rows: distinct ? rows : list.map((c) => ({ row: c.label, comparison: c })),
    };
  });
}
