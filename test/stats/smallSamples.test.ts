import { describe, expect, it } from 'vitest';
import { mergeMetricTallies, type MetricTally } from '../../src/sim/Tally.ts';
import { meanEstimate } from '../../src/stats/meanEstimate.ts';
import { pairedProportionDifference } from '../../src/stats/pairedProportionDifference.ts';
import { studentTwoSidedP, tForConfidence } from '../../src/stats/studentT.ts';
import { sumsVariance } from '../../src/stats/SumsTally.ts';

function tally(xs: readonly number[]): MetricTally {
  return { n: xs.length, sum: xs.reduce((a, b) => a + b, 0), sumSquares: xs.reduce((a, b) => a + b * b, 0) };
}

describe("Student's t", () => {
  // SciPy 1.17: t.ppf(0.975, df) and t.ppf(0.995, df), printed with repr.
  const quantiles: [number, number, number][] = [
    [1, 12.706204736174694, 63.656741162871526],
    [2, 4.302652729749462, 9.924843200918287],
    [3, 3.1824463052837078, 5.840909309733355],
    [9, 2.262157162798205, 3.249835541592126],
    [17.776473516178488, 2.1028172415698023, 2.8826508233224803],
    [30, 2.0422724563012378, 2.7499956535672254],
    [1000, 1.9623390808264083, 2.580754698065951],
    [1e4, 1.960201239890626, 2.5763210466685282],
    [1e5, 1.9599877075346095, 2.575878469908375],
    [1e7, 1.959964221767205, 2.5758297952037488],
  ];
  it.each(quantiles)(
    'gives the two-sided 95%% and 99%% values at df %s as SciPy, to 1e-12',
    (df, q95, q99) => {
      expect(tForConfidence(0.95, df)).toBeCloseTo(q95, 12);
      expect(tForConfidence(0.99, df)).toBeCloseTo(q99, 12);
    },
  );

  // SciPy 1.17: 2 * t.sf(1.8608134674868526, 3) = 0.15970103489903317, 2 * t.sf(40, 3) = 3.4380680789158506e-05,
  // 2 * t.sf(12, 1000) = 4.324057386774429e-31 (a small tail keeps its relative precision).
  it('gives two-sided p-values as SciPy', () => {
    expect(studentTwoSidedP(1.8608134674868526, 3)).toBeCloseTo(0.15970103489903317, 14);
    expect(studentTwoSidedP(-40, 3) / 3.4380680789158506e-5).toBeCloseTo(1, 12);
    expect(studentTwoSidedP(12, 1000) / 4.324057386774429e-31).toBeCloseTo(1, 10);
    expect(studentTwoSidedP(0, 5)).toBe(1);
  });

  // Two trials of 0 and 1: mean 0.5, s = sqrt(1/2), se = 1/2; SciPy t.interval(0.95, 1, 0.5, 0.5) =
  // (-5.853102368087347, 6.853102368087347), where the normal quantile gave 0.5 +- 0.98.
  it('makes a two-trial mean interval as wide as it should be', () => {
    const e = meanEstimate({ n: 2, sum: 1, sumSquares: 1 }, { seed: 1 });
    expect(e.interval[0]).toBeCloseTo(-5.853102368087347, 12);
    expect(e.interval[1]).toBeCloseTo(6.853102368087347, 12);
  });
});

describe('variances from integer tallies', () => {
  // Values 5e7 and 5e7 + 1 have variance 1/2; the one-pass formula in doubles gives 1 (sum^2 = 1e16 + 2e8 + 1
  // is past 2^53). 1000 values 3e6 + (i mod 7): numpy var(ddof=1) = 3.998989989989989, one-pass 3.998998999.
  it('are exact however large the mean is against the spread', () => {
    expect(sumsVariance(tally([5e7, 5e7 + 1]))).toBe(0.5);
    const xs = Array.from({ length: 1000 }, (_, i) => 3e6 + (i % 7));
    expect(sumsVariance(tally(xs))).toBeCloseTo(3.998989989989989, 12);
  });

  it('give the same bits for any split of the trials', () => {
    const xs = Array.from({ length: 999 }, (_, i) => 2e6 + ((i * 7919) % 13));
    const whole = sumsVariance(tally(xs));
    for (const cuts of [[1], [500], [3, 77, 640], [998]]) {
      const total: Record<string, MetricTally> = { x: { n: 0, sum: 0, sumSquares: 0 } };
      const bounds = [0, ...cuts, xs.length];
      // Merged in reverse, to change the order as well as the split.
      for (let i = bounds.length - 2; i >= 0; i--)
        mergeMetricTallies(total, { x: tally(xs.slice(bounds[i], bounds[i + 1])) }, 'split');
      expect(sumsVariance(total.x!)).toBe(whole);
    }
  });
});

describe('paired proportions on few discordant pairs: exact McNemar', () => {
  // d = +1 in b pairs, -1 in c pairs: sum = b - c, sumSquares = b + c.
  const pairs = (n: number, b: number, c: number) => ({ n, sum: b - c, sumSquares: b + c });

  // SciPy 1.17 binomtest(8, 10): pvalue 0.109375, proportion_ci(0.95, 'exact') = (0.4439045376923585,
  // 0.9747892736731665); the difference is (10 / 100)(2 theta - 1).
  it('uses the binomial test and the Clopper-Pearson interval below 25 discordant pairs', () => {
    const d = pairedProportionDifference(pairs(100, 8, 2), { seed: 1 });
    expect(d).toMatchObject({ method: 'mcnemar-exact', test: 'mcnemar-exact', estimate: 0.06, n: 100 });
    expect(d.pValue).toBeCloseTo(0.109375, 15);
    expect(d.interval[0]).toBeCloseTo(-0.011219092461528302, 12);
    expect(d.interval[1]).toBeCloseTo(0.0949578547346333, 12);
    expect(d.df).toBeUndefined();
  });

  // SciPy binomtest(3, 20): pvalue 0.0025768280029296875, exact ci (0.03207093718554477, 0.37892682654529564);
  // binomtest(0, 4): pvalue 0.125, ci (0, 0.6023646356164858).
  it('matches SciPy at other counts, down to none and to no discordant pair', () => {
    const a = pairedProportionDifference(pairs(50, 3, 17), { seed: 1 });
    expect(a.pValue).toBeCloseTo(0.0025768280029296875, 15);
    expect(a.interval[0]).toBeCloseTo(-0.37434325025156423, 12);
    expect(a.interval[1]).toBeCloseTo(-0.09685853876376349, 12);
    const b = pairedProportionDifference(pairs(30, 0, 4), { seed: 1 });
    expect(b.pValue).toBe(0.125);
    expect(b.interval[0]).toBeCloseTo(-4 / 30, 15);
    expect(b.interval[1]).toBeCloseTo(0.02729723616439621, 12);
    const none = pairedProportionDifference(pairs(30, 0, 0), { seed: 1 });
    expect([none.estimate, none.pValue, none.interval]).toEqual([0, 1, [0, 0]]);
  });

  it('keeps the paired t from 25 discordant pairs up', () => {
    expect(pairedProportionDifference(pairs(200, 14, 10), { seed: 1 }).method).toBe('mcnemar-exact');
    expect(pairedProportionDifference(pairs(200, 15, 10), { seed: 1 }).method).toBe('paired-t');
  });
});
