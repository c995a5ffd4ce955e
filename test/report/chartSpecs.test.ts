// Every standard chart must explain itself: a title, a title on every labelled axis, and a titled legend
// for every colour or shape scale. Checked on the compiled Vega spec, for every shape of study.
import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../src/report/charts/ChartSpec.ts';
import { reportCharts } from '../../src/report/charts/reportCharts.ts';
import { compileChart } from '../../src/report/compileChart.ts';
import { modelVariants } from '../fixtures/report/modelVariants.ts';

type Node = Record<string, unknown>;

/** Every object found under `key` anywhere in a compiled spec (axes and legends sit in nested groups). */
function collect(node: unknown, key: string, out: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const x of node) collect(x, key, out);
  else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) {
      if (k === key && Array.isArray(v)) out.push(...(v as Node[]));
      collect(v, key, out);
    }
  }
  return out;
}

/** The data fields the builders use: a title made of them is Vega-Lite's default, not one written for people. */
const FIELDS =
  /^(x|y|x2|y2|lower|upper|estimate|value|lo|hi|share|count|series|cell|facet|trials|verdict|comparison|n)$/;

/** A title is non-empty text written for people (one line or several), not a field name. */
function hasText(t: unknown): boolean {
  if (typeof t === 'string')
    return t.trim().length > 0 && !t.split(/,\s*/).every((w) => FIELDS.test(w.trim()));
  if (Array.isArray(t)) return t.some(hasText);
  if (typeof t === 'object' && t !== null) return hasText((t as Node).text);
  return false;
}

const variants = modelVariants();
const charts: [string, ChartSpec][] = Object.entries(variants).flatMap(([name, model]) =>
  reportCharts(model).map((c): [string, ChartSpec] => [`${name}/${c.id}`, c]),
);

describe('the standard charts', () => {
  it('choose their kinds from the axes: estimates always; heatmap from two axes; forest with comparisons', () => {
    const kinds = (name: string): string[] => [...new Set(reportCharts(variants[name]!).map((c) => c.kind))];
    expect(kinds('none')).toEqual(['estimates', 'distribution']);
    expect(kinds('one')).toEqual(['estimates', 'distribution', 'convergence']);
    expect(kinds('two')).toEqual([
      'estimates',
      'heatmap',
      'forest',
      'distribution',
      'convergence',
      'differences',
    ]);
    expect(kinds('three')).toContain('heatmap');
    expect(kinds('stored')).toEqual(['estimates', 'heatmap', 'forest', 'distribution', 'differences']);
    // One axis: the proportions share a chart (colour per metric); each mean has its own.
    expect(
      reportCharts(variants.one!)
        .filter((c) => c.kind === 'estimates')
        .map((c) => c.id),
    ).toEqual(['estimates-proportions', 'estimates-meanexchanges']);
  });

  it('have unique ids that are safe file names', () => {
    for (const model of Object.values(variants)) {
      const ids = reportCharts(model).map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it.each(charts)('%s compiles without warnings, with a title, axis titles and legend titles', (_, chart) => {
    const { spec, warnings } = compileChart(chart.spec);
    expect(warnings).toEqual([]);
    expect(hasText(chart.spec.title)).toBe(true);
    expect(chart.caption.length).toBeGreaterThan(40);
    // Grid-only axes (labels: false) are Vega-Lite's gridlines, not axes a reader reads.
    const axes = collect(spec, 'axes').filter((a) => a.labels !== false);
    expect(axes.length).toBeGreaterThanOrEqual(2);
    for (const a of axes) expect(hasText(a.title), `axis ${String(a.orient)} of ${chart.id}`).toBe(true);
    const legends = collect(spec, 'legends');
    for (const l of legends) expect(hasText(l.title), `legend of ${chart.id}`).toBe(true);
    // A colour or shape scale is explained by a legend (the heatmap's text colour is a fixed value, no scale).
    const scales = collect(spec, 'scales')
      .map((s) => String(s.name))
      .filter((n) => n === 'color' || n === 'shape');
    for (const s of scales)
      expect(
        legends.some((l) => l.fill === s || l.stroke === s || l.shape === s),
        `a legend for the ${s} scale of ${chart.id}`,
      ).toBe(true);
  });

  it("would catch an axis left with Vega-Lite's default title (its field name)", () => {
    const { spec } = compileChart({
      data: { values: [{ x: 'a', lower: 0.1, upper: 0.2 }] },
      mark: 'errorbar',
      encoding: {
        x: { field: 'x', type: 'nominal' },
        y: { field: 'lower', type: 'quantitative' },
        y2: { field: 'upper' },
      },
    });
    const titles = collect(spec, 'axes')
      .filter((a) => a.labels !== false)
      .map((a) => a.title);
    expect(titles.length).toBe(2);
    for (const t of titles) expect(hasText(t)).toBe(false);
  });

  it('name the font of the PNG renderer and a white background', () => {
    for (const [, c] of charts) {
      const config = (c.spec as { config?: { font?: string; background?: string } }).config;
      expect(config?.font).toBe('DejaVu Sans');
      expect(config?.background).toBe('white');
    }
  });

  it('draw a dashed zero line in the forest plot, and say in its legend what the correction was', () => {
    const forest = reportCharts(variants.two!).find((c) => c.id === 'forest-pawins')!;
    const json = JSON.stringify(forest.spec);
    expect(json).toContain('"datum":0');
    expect(json).toContain('"strokeDash"');
    expect(json).toContain("After Holm's correction");
    expect(json).toContain('for 8 comparisons (α = 0.05)');
  });
});

describe('distributions of many cells', () => {
  it('are cumulative curves, at most twelve a panel, the panels named by the leading axis', () => {
    // Sixteen cells (range x policy x ruleset): panels by range give four lines each.
    const chart = reportCharts(variants.three!).find((c) => c.kind === 'distribution')!;
    const spec = chart.spec as unknown as {
      data: { values: { panel: string; line: string; atOrBelow: number }[] };
      facet: { field: string };
      spec: { mark: { interpolate: string } };
    };
    expect(spec.facet.field).toBe('panel');
    expect(spec.spec.mark.interpolate).toBe('step-after');
    const rows = spec.data.values;
    const panels = [...new Set(rows.map((r) => r.panel))];
    expect(panels).toEqual(['Range 3 inches', 'Range 6 inches', 'Range 9 inches', 'Range 12 inches']);
    for (const p of panels) {
      const lines = new Set(rows.filter((r) => r.panel === p).map((r) => r.line));
      expect(lines.size).toBeGreaterThan(1);
      expect(lines.size).toBeLessThanOrEqual(12);
    }
    // A cumulative share only grows, and never passes all of the trials.
    for (const line of new Set(rows.map((r) => `${r.panel}|${r.line}`))) {
      const ys = rows.filter((r) => `${r.panel}|${r.line}` === line).map((r) => r.atOrBelow);
      for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeGreaterThanOrEqual(ys[i - 1]!);
      expect(ys.at(-1)!).toBeLessThanOrEqual(1 + 1e-12);
    }
  });
});

describe('a lone axis of names', () => {
  it('is sorted by the estimate, largest first, so the chart reads as a ranking', () => {
    // A wins falls with range in the fixture: 3" > 6" > 9"; named c, a, b, listed a, b, c in the experiment.
    const one = variants.one!;
    const names = ['c', 'a', 'b'];
    const model = {
      ...one,
      axes: [{ name: 'skill', label: 'Skill', values: ['a', 'b', 'c'] }],
      cells: one.cells.slice(0, 3).map((c, i) => ({ ...c, params: { skill: names[i]! } })),
      distributions: [],
      convergence: [],
    };
    const chart = reportCharts(model).find((c) => c.id === 'estimates-proportions')!;
    expect(JSON.stringify(chart.spec)).toContain('"sort":["c","a","b"]');
  });
});
