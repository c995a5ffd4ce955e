// The adapter from a real run's results.json (test/fixtures/report/duel-range-policy: 8 cells of 5,000
// duels, seed 1). Expected numbers are the runner's own, as it wrote them into the same file.
import { describe, expect, it } from 'vitest';
import { reportCharts } from '../../src/report/charts/reportCharts.ts';
import { reportModelFromResults } from '../../src/report/reportModelFromResults.ts';
import { runExperiment } from '../../src/sim/runExperiment.ts';
import { holmAdjust } from '../../src/stats/holmAdjust.ts';
import { meanEstimate } from '../../src/stats/meanEstimate.ts';
import { proportionEstimate } from '../../src/stats/proportionEstimate.ts';
import { storedResults } from '../fixtures/report/modelVariants.ts';
import { SMALL_STUDY } from '../sim/simKit.ts';

const results = storedResults();
const model = reportModelFromResults(results);

describe('reportModelFromResults', () => {
  it('labels the axes for people, with units, keeping numbers numeric', () => {
    expect(model.axes).toEqual([
      { name: 'range', label: 'Range', unit: 'inches', values: [3, 6, 9, 12] },
      { name: 'a.policy', label: "A's policy", values: ['deliberate', 'blaze'] },
    ]);
    expect(model.metrics.map((m) => [m.name, m.label, m.kind, m.unit])).toEqual([
      ['pAWins', 'A wins', 'proportion', undefined],
      ['pBWins', 'B wins', 'proportion', undefined],
      ['exchanges', 'Exchanges', 'mean', 'exchanges'],
    ]);
  });

  it("estimates each cell from its tallies, agreeing with the runner's own estimates", () => {
    expect(model.cells).toHaveLength(8);
    for (const [i, cell] of model.cells.entries()) {
      const r = results.cells[i]!;
      expect(cell.key).toBe(r.key);
      expect(cell.params).toEqual({ range: r.params.range, 'a.policy': r.params['a.policy'] });
      for (const [name, e] of Object.entries(r.metrics)) {
        const mine = cell.estimates[name]!;
        expect(mine.estimate).toBeCloseTo(e.estimate, 12);
        expect(mine.interval[0]).toBeCloseTo(e.ci95[0], 12);
        expect(mine.interval[1]).toBeCloseTo(e.ci95[1], 12);
        expect(mine.n).toBe(5000);
        expect(mine.seed).toBe(1);
      }
    }
    // results.json: range=9;a.policy=blaze, A won 2786 of 5000.
    expect(model.cells[5]!.estimates.pAWins!.estimate).toBe(2786 / 5000);
    expect(model.cells[5]!.label).toBe("range 9 inches, A's policy blaze");
  });

  it('makes every paired difference a comparison, Holm-corrected over all of them', () => {
    expect(model.comparisons).toHaveLength(4 * 3);
    expect(model.correction).toEqual({ method: 'holm', comparisons: 12, alpha: 0.05 });
    const c = model.comparisons.find((x) => x.metric === 'pAWins' && x.cell === 'range=9;a.policy=blaze')!;
    expect(c.label).toBe('blazing away: blaze vs deliberate (range 9 inches)');
    expect(c.family).toBe('blazing away');
    expect(c.baseline).toBe('range=9;a.policy=deliberate');
    // The runner's paired difference: +0.0658 (sum 329, sum of squares 2239 over 5000 pairs), 95% interval
    // mean -+ t.ppf(0.975, 4999) sd / sqrt(5000) = [0.0473352264395399, 0.0842647735604601] (SciPy 1.17).
    expect(c.difference.estimate).toBeCloseTo(0.0658, 12);
    expect(c.difference.interval[0]).toBeCloseTo(0.0473352264395399, 12);
    expect(c.difference.method).toBe('paired-t');
    expect(c.difference.paired).toBe(true);
    expect(c.difference.effect.measure).toBe('cohen-d-z');
    const adjusted = holmAdjust(model.comparisons.map((x) => x.difference.pValue));
    model.comparisons.forEach((x, i) => {
      expect(x.adjustedP).toBe(adjusted[i]);
      expect(x.significant).toBe(adjusted[i]! < 0.05);
    });
  });

  it('carries the provenance, the histograms as distributions and the requested charts', () => {
    expect(model.provenance).toMatchObject({
      seed: 1,
      trialsPerCell: { min: 5000, max: 5000 },
      version: results.provenance.version,
      rulesetHash: results.provenance.rulesetHash,
      digest: results.digest,
      ruleset: 'rwnn-extended',
      command: 'triggernometry run experiments/duel-range-policy.yaml --seed 1 --trials 5000',
    });
    expect(model.distributions?.map((d) => [d.metric, d.cell])).toEqual(
      results.cells.map((c) => ['exchanges', c.key]),
    );
    expect(model.chartRequests).toEqual(results.charts);
    expect(model.warnings).toBeUndefined();
    expect(model.convergence).toBeUndefined();
  });

  it('warns when the results are one shard of a run', () => {
    const shard = {
      ...results,
      complete: false,
      provenance: { ...results.provenance, shard: { k: 2, n: 3, groups: [] } },
    };
    expect(reportModelFromResults(shard).warnings).toEqual([
      'These are the results of shard 2 of 3 only: merge the shards for the whole study.',
    ]);
  });

  it("fills the convergence series from a run's cumulative tallies, with the final estimates' estimators", async () => {
    const run = await runExperiment({ ...SMALL_STUDY, trials: 6000 }, { workers: 0 });
    const fresh = reportModelFromResults(run);
    const series = fresh.convergence ?? [];
    // Every cell and tallied metric: pAWins, pBWins, pBothDown, pUnresolved, exchanges, dice.
    expect(series).toHaveLength(run.cells.length * run.metrics.length);
    for (const s of series) {
      const cell = run.cells.find((c) => c.key === s.cell)!;
      expect(s.points.map((p) => p.trials)).toEqual([1000, 2000, 5000, 6000]);
      s.points.forEach((p, i) => {
        const t = cell.convergence[i]!.metrics[s.metric]!;
        const expected =
          fresh.metrics.find((m) => m.name === s.metric)!.kind === 'proportion'
            ? proportionEstimate(t.sum, t.n, { seed: run.seed })
            : meanEstimate(t, { seed: run.seed });
        expect(p.estimate).toEqual(expected);
      });
      // The last point is the cell's final estimate.
      const final = fresh.cells.find((c) => c.key === s.cell)!.estimates[s.metric]!;
      expect(s.points.at(-1)!.estimate).toEqual(final);
    }
    // Every metric has its series (in data.csv); the chart is drawn for the primary one, here the first.
    expect(new Set(series.map((s) => s.metric))).toEqual(new Set(run.metrics.map((m) => m.name)));
    expect(
      reportCharts(fresh)
        .filter((c) => c.kind === 'convergence')
        .map((c) => c.id),
    ).toEqual([`convergence-${run.metrics[0]!.name.toLowerCase()}`]);
  });
});
