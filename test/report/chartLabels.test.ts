// Labels a reader must be able to read: none cut short with an ellipsis, none run into its neighbour, rows
// that differ labelled differently. Checked on the charts of real runs of the shipped studies (shortened),
// whose long axis values and three-axis comparisons first showed these faults, and on made-up extremes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../src/report/charts/ChartSpec.ts';
import { forestGroups } from '../../src/report/charts/forestGroups.ts';
import { heatmapSpec } from '../../src/report/charts/heatmapSpec.ts';
import { reportCharts } from '../../src/report/charts/reportCharts.ts';
import { wrapTitle } from '../../src/report/charts/wrapTitle.ts';
import { dejaVuSansWidth } from '../../src/report/dejaVuSansWidth.ts';
import { renderSvg } from '../../src/report/renderSvg.ts';
import type { ReportModel } from '../../src/report/ReportModel.ts';
import { reportModelFromResults } from '../../src/report/reportModelFromResults.ts';
import { runExperiment } from '../../src/sim/runExperiment.ts';
import { duelSweepModel } from '../fixtures/report/duelSweepModel.ts';
import { ROOT } from '../sim/simKit.ts';

/** A shipped study, run short in this thread. */
async function studyModel(name: string, trials: number): Promise<ReportModel> {
  const file = join(ROOT, 'experiments', `${name}.yaml`);
  return reportModelFromResults(await runExperiment(file, { trials, workers: 0 }));
}

/** Every piece of text a rendered SVG draws (a multi-line title gives one per line). */
function svgTexts(svg: string): string[] {
  const texts: string[] = [];
  for (const m of svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)) {
    const inner = m[1]!;
    const spans = [...inner.matchAll(/<tspan\b[^>]*>([\s\S]*?)<\/tspan>/g)].map((s) => s[1]!);
    for (const t of spans.length ? spans : [inner])
      texts.push(
        t
          .replace(/&#x27;|&#39;|&apos;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      );
  }
  return texts;
}

/** A categorical axis's encoding in a spec, wherever the builder put it. */
function encodingOf(spec: unknown, channel: 'x' | 'y'): Record<string, unknown> {
  const s = spec as {
    encoding?: Record<string, unknown>;
    spec?: { encoding?: Record<string, unknown> };
  };
  return (s.encoding?.[channel] ?? s.spec?.encoding?.[channel]) as Record<string, unknown>;
}

function stepOf(spec: unknown): number {
  const s = spec as { width?: { step: number }; spec?: { width?: { step: number } } };
  return (s.width ?? s.spec?.width)!.step;
}

const weaponRange = studyModel('duel-weapon-range', 1200);
const skills = studyModel('duel-skills', 1200);

describe('chart labels', () => {
  it('no chart of a real run cuts a label short, and each carries its convergence series', async () => {
    for (const model of [await weaponRange, await skills]) {
      const charts = reportCharts(model);
      expect(charts.map((c) => c.kind)).toContain('convergence');
      for (const chart of charts) {
        const cut = svgTexts(await renderSvg(chart.spec)).filter((t) => t.includes('…'));
        expect(cut, `${model.experiment.name}/${chart.id}`).toEqual([]);
      }
    }
  });

  it('the forest plot labels distinct rows distinctly, in full, under the comparison name', async () => {
    const model = await weaponRange;
    const forest = reportCharts(model).find((c) => c.id === 'forest-pawins')!;
    const groups = forestGroups(
      model,
      model.comparisons.filter((c) => c.metric === 'pAWins'),
    );
    const pistol = groups.find((g) => g.header.startsWith('second pistol'))!;
    expect(pistol.header).toBe('second pistol: two-pistols vs six-shooter');
    const rows = pistol.rows.map((r) => r.row);
    expect(rows).toHaveLength(10);
    expect(new Set(rows).size).toBe(rows.length);
    // What tells the rows apart is the part a cut would take: the range and the policy, at the end.
    expect(rows).toContain("Range 12 inches, A's policy blaze");
    expect(rows).toContain("Range 12 inches, A's policy deliberate");
    const texts = svgTexts(await renderSvg(forest.spec));
    for (const g of groups) {
      expect(new Set(g.rows.map((r) => r.row)).size).toBe(g.rows.length);
      for (const r of g.rows) expect(texts).toContain(r.row);
      expect(texts).toContain(g.header);
    }
    // Ticks in the axis title's unit, percentage points: "+2", never "+2%".
    expect(texts.filter((t) => /^[+−-]?\d+(\.\d+)?%$/.test(t))).toEqual([]);
  });

  it('the forest plot gives every comparison name its own group, rows told apart within it', () => {
    const base = duelSweepModel();
    const model: ReportModel = {
      ...base,
      comparisons: [
        ...base.comparisons,
        // A second comparison name over the same cells: a group of its own.
        ...base.comparisons.map((c) => ({ ...c, family: 'again', label: `again: ${c.label}` })),
      ],
    };
    const groups = forestGroups(
      model,
      model.comparisons.filter((c) => c.metric === 'pAWins'),
    );
    expect(groups.map((g) => g.header)).toEqual([
      'blazing away: blaze vs deliberate',
      'again: blaze vs deliberate',
    ]);
    for (const g of groups) {
      const rows = g.rows.map((r) => r.row);
      expect(new Set(rows).size).toBe(rows.length);
      expect(rows[0]).toBe('Range 3 inches');
    }
  });

  it('a heatmap square is at least as wide as its column label, so neighbours never touch', async () => {
    for (const model of [await weaponRange, duelSweepModel()]) {
      const chart = reportCharts(model).find((c) => c.kind === 'heatmap')!;
      const across = model.axes[0]!.values.map(String);
      const step = stepOf(chart.spec);
      const axis = encodingOf(chart.spec, 'x').axis as { labelLimit: number; labelAngle: number };
      for (const label of across) {
        const width = dejaVuSansWidth(label, 12, false);
        expect(step, label).toBeGreaterThanOrEqual(width + 6);
        expect(axis.labelLimit).toBeGreaterThanOrEqual(width);
      }
      expect(axis.labelAngle).toBe(0);
    }
  });

  it('a heatmap turns labels too long for any square, and still draws them whole', async () => {
    const base = duelSweepModel();
    const long = ['deliberate fire at the nearest enemy in sight', 'blazing away with every gun'];
    const model: ReportModel = {
      ...base,
      axes: [base.axes[1]!, base.axes[0]!].map((a) => (a.name === 'policy' ? { ...a, values: long } : a)),
      cells: base.cells.map((c) => ({
        ...c,
        params: { ...c.params, policy: c.params.policy === 'blaze' ? long[1]! : long[0]! },
      })),
    };
    const chart = heatmapSpec(model, model.metrics[0]!);
    const axis = encodingOf(chart.spec, 'x').axis as { labelLimit: number; labelAngle: number };
    expect(axis.labelAngle).not.toBe(0);
    expect(axis.labelLimit).toBeGreaterThanOrEqual(dejaVuSansWidth(long[0]!, 12, false));
    const texts = svgTexts(await renderSvg(chart.spec));
    for (const label of long) expect(texts).toContain(label);
    expect(texts.filter((t) => t.includes('…'))).toEqual([]);
  });

  it('panels order their values as the experiment does, not alphabetically', async () => {
    const model = await weaponRange;
    const chart = reportCharts(model).find((c) => c.id === 'heatmap-pawins')!;
    const facet = (chart.spec as { facet: { sort: string[] } }).facet;
    expect(facet.sort).toEqual(["A's policy deliberate", "A's policy blaze"]);
  });

  it('an axis title longer than its panel breaks into lines that fit', async () => {
    expect(wrapTitle('Difference in A wins (percentage points)', 220)).toEqual([
      'Difference in A wins',
      '(percentage points)',
    ]);
    expect(wrapTitle('A wins (% of duels)', 220)).toBe('A wins (% of duels)');
    for (const line of [wrapTitle('one two three four five six seven eight', 60)].flat())
      expect(dejaVuSansWidth(line, 13, true) <= 60 || !line.includes(' ')).toBe(true);
    // The requested chart of duel-policy-class draws its differences in panels 220px tall.
    const model = await studyModel('duel-policy-class', 600);
    const chart = reportCharts(model).find((c): c is ChartSpec => c.id === 'chart-2-pawins')!;
    const layer = (chart.spec as { spec: { layer: { encoding: { y: { title?: unknown } } }[] } }).spec.layer;
    const titles = layer.map((l) => l.encoding.y.title).filter((t) => t !== undefined);
    for (const t of titles)
      for (const line of [t].flat() as string[])
        expect(dejaVuSansWidth(line, 13, true), line).toBeLessThanOrEqual(220);
  });
});
