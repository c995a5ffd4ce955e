import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../src/dice/StreamKey.ts';
import type { Fraction } from '../../src/exact/Fraction.ts';
import { blazeOdds } from '../../src/odds/mechanics/blazeOdds.ts';
import { chiSquareGoodnessOfFit } from '../../src/stats/chiSquareGoodnessOfFit.ts';
import { normalCdf } from '../../src/stats/normalQuantile.ts';
import { regularizedGammaQ } from '../../src/stats/regularizedGammaQ.ts';

/** The chi-square survival function by the library routine under test. */
const chiSquareSf = (x: number, df: number): number => regularizedGammaQ(df / 2, x / 2);

describe('regularizedGammaQ as the chi-square survival function', () => {
  // The closed forms for small integer degrees of freedom (Abramowitz and Stegun, section 26.4), computed
  // with the normal CDF's own series: an independent second way.
  it('agrees with the closed forms for 1 to 4 degrees of freedom', () => {
    const tail = (x: number): number => 2 * (1 - normalCdf(Math.sqrt(x)));
    const density = (x: number): number => Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2);
    for (const x of [0.01, 0.3, 1, 2.5, 3.841458820694124, 7, 15, 30]) {
      expect(chiSquareSf(x, 1)).toBeCloseTo(tail(x), 14);
      expect(chiSquareSf(x, 2)).toBeCloseTo(Math.exp(-x / 2), 14);
      expect(chiSquareSf(x, 3)).toBeCloseTo(tail(x) + density(x), 14);
      expect(chiSquareSf(x, 4)).toBeCloseTo(Math.exp(-x / 2) * (1 + x / 2), 14);
    }
  });

  // R's qchisq(0.95, df) for df = 1, 2, 10 is 3.841459, 5.991465, 18.30704; SciPy 1.17 chi2.ppf gives the full
  // digits used here, and chi2.sf gives the other values: chi2.sf(1, 3) = 0.8012519569012009,
  // chi2.sf(20, 7) = 0.005569683072945574, chi2.sf(100, 80) = 0.064570368921133,
  // chi2.sf(250, 200) = 0.009379131668826098 (mpmath at 30 digits: 0.00937913166882609610...).
  it('matches SciPy at odd and large degrees of freedom', () => {
    expect(chiSquareSf(3.841458820694124, 1)).toBeCloseTo(0.05, 14);
    expect(chiSquareSf(5.991464547107979, 2)).toBeCloseTo(0.05, 14);
    expect(chiSquareSf(18.307038053275146, 10)).toBeCloseTo(0.05, 14);
    expect(chiSquareSf(1, 3)).toBeCloseTo(0.8012519569012009, 14);
    expect(chiSquareSf(20, 7) / 0.005569683072945574).toBeCloseTo(1, 12);
    expect(chiSquareSf(100, 80)).toBeCloseTo(0.064570368921133, 12);
    expect(chiSquareSf(250, 200) / 0.009379131668826098).toBeCloseTo(1, 11);
    expect(chiSquareSf(0, 5)).toBe(1);
  });
});

describe('chiSquareGoodnessOfFit', () => {
  // SciPy 1.17: scipy.stats.chisquare([18, 22, 29, 31], [25, 25, 25, 25]) gives statistic 4.4,
  // p 0.2213853871894879.
  it('matches SciPy on a uniform hypothesis', () => {
    const t = chiSquareGoodnessOfFit([18, 22, 29, 31], [0.25, 0.25, 0.25, 0.25], { seed: 5 });
    expect(t.statistic).toBeCloseTo(4.4, 12);
    expect(t.df).toBe(3);
    expect(t.pValue).toBeCloseTo(0.2213853871894879, 13);
    expect(t).toMatchObject({ n: 100, seed: 5, method: 'pearson-chi-square' });
  });

  // Expected counts 50, 30, 15, 4, 1: the last two pool into one bin of 5. SciPy 1.17:
  // chisquare([48, 33, 12, 7], [50, 30, 15, 5]) gives statistic 1.78, p 0.6192968009692286.
  it('pools adjacent small bins until the expected count reaches 5', () => {
    const t = chiSquareGoodnessOfFit([48, 33, 12, 5, 2], [0.5, 0.3, 0.15, 0.04, 0.01], { seed: 1 });
    expect(t.bins).toEqual([[0], [1], [2], [3, 4]]);
    expect(t.statistic).toBeCloseTo(1.78, 12);
    expect(t.df).toBe(3);
    expect(t.pValue).toBeCloseTo(0.6192968009692286, 13);
  });

  it('joins a short last group to the one before', () => {
    const t = chiSquareGoodnessOfFit([10, 9, 1], [0.5, 0.45, 0.05], { seed: 1 });
    expect(t.bins).toEqual([[0], [1, 2]]);
    expect(t.df).toBe(1);
  });

  it('rejects outright an outcome the exact distribution forbids', () => {
    const t = chiSquareGoodnessOfFit([10, 5, 1], [0.6, 0.4, 0], { seed: 1 });
    expect([t.statistic, t.pValue]).toEqual([Infinity, 0]);
  });

  it('refuses probabilities that do not sum to 1 and mismatched bins', () => {
    expect(() => chiSquareGoodnessOfFit([1, 2], [0.5, 0.4], { seed: 1 })).toThrow(RangeError);
    expect(() => chiSquareGoodnessOfFit([1, 2, 3], [0.5, 0.5], { seed: 1 })).toThrow(RangeError);
  });

  it('accepts sampled blazing-away hits against their exact distribution, and rejects the wrong one', () => {
    const hitsOf = (dice: number): { exact: number[]; prepared: ReturnType<typeof blazeOdds.prepare> } => {
      const prepared = blazeOdds.prepare({ dice, cap: 3, edition: 'extended' }, {});
      const entry = prepared.exact().find((e) => e.key === 'hits')!;
      return { exact: (entry.exact as readonly Fraction[]).map((f) => f.toNumber()), prepared };
    };
    const six = hitsOf(6);
    // Slots 5..8 of the blaze sampler are the indicators of 0..3 hits (the order of its exact entries).
    const counts = [0, 0, 0, 0];
    const out = new Float64Array(9);
    const key = deriveStreamKey(2026, 'stats/chi-square/blaze-6-cap-3');
    const dice = new DiceStream();
    for (let t = 0; t < 20_000; t++) {
      dice.seedTrial(key, t);
      six.prepared.sample(dice, out);
      for (let k = 0; k < 4; k++) counts[k]! += out[5 + k]!;
    }
    // Seed 2026 is fixed: the verdicts are the same on every run.
    const right = chiSquareGoodnessOfFit(counts, six.exact, { seed: 2026 });
    expect(right.pValue).toBeGreaterThan(0.01);
    const wrong = chiSquareGoodnessOfFit(counts, hitsOf(7).exact, { seed: 2026 });
    expect(wrong.pValue).toBeLessThan(1e-9);
  });
});
