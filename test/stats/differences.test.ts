import { describe, expect, it } from 'vitest';
import { cohensD } from '../../src/stats/cohensD.ts';
import { cohensDz } from '../../src/stats/cohensDz.ts';
import { cohensH } from '../../src/stats/cohensH.ts';
import { meanDifference } from '../../src/stats/meanDifference.ts';
import { normalCdf } from '../../src/stats/normalQuantile.ts';
import { pairedDifference } from '../../src/stats/pairedDifference.ts';
import { proportionDifference } from '../../src/stats/proportionDifference.ts';
import type { SumsTally } from '../../src/stats/SumsTally.ts';
import { twoSidedPValue } from '../../src/stats/twoSidedPValue.ts';

/** Tally of a list of observations, as a runner would have summed them. */
function tally(xs: readonly number[]): SumsTally {
  return { n: xs.length, sum: xs.reduce((a, b) => a + b, 0), sumSquares: xs.reduce((a, b) => a + b * b, 0) };
}

// R's `sleep` data (Student, 1908): extra hours of sleep of ten patients under two drugs.
const drug1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const drug2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

describe('proportionDifference: Newcombe hybrid score interval (method 10)', () => {
  // Newcombe (1998), Statistics in Medicine 17:873-890, table II, method 10: 56/70 - 48/80 gives 0.0524 to
  // 0.3339; R's propint::ci.two.indep.props(95, 56, 70, 48, 80) prints 0.05243147 and 0.3338727.
  it('reproduces Newcombe (1998) example (a), 56/70 - 48/80', () => {
    const d = proportionDifference({ successes: 56, trials: 70 }, { successes: 48, trials: 80 }, { seed: 1 });
    expect(d.estimate).toBeCloseTo(0.2, 15);
    expect(d.interval[0]).toBeCloseTo(0.05243147, 7);
    expect(d.interval[1]).toBeCloseTo(0.3338727, 7);
    expect(d).toMatchObject({ n: 150, nA: 70, nB: 80, paired: false, method: 'newcombe-hybrid-score' });
  });

  // Newcombe (1998), table II, method 10: 9/10 - 3/10 gives 0.1705 to 0.8090.
  it('reproduces Newcombe (1998) example (b), 9/10 - 3/10', () => {
    const d = proportionDifference({ successes: 9, trials: 10 }, { successes: 3, trials: 10 }, { seed: 1 });
    expect(d.interval[0]).toBeCloseTo(0.1705, 4);
    expect(d.interval[1]).toBeCloseTo(0.809, 4);
  });

  // With no successes either side the limits are minus the upper Wilson limit of B and plus that of A. At zero
  // successes Wilson's upper limit is z^2 / (n + z^2) with z = qnorm(0.975) = 1.959963984540054: 0.16112516
  // for n = 20 and 0.27753280 for n = 10 (worked from the formula).
  it('stays inside [-1, 1] and honest at zero successes (0/10 - 0/20)', () => {
    const d = proportionDifference({ successes: 0, trials: 10 }, { successes: 0, trials: 20 }, { seed: 1 });
    expect(d.interval[0]).toBeCloseTo(-0.16112516, 8);
    expect(d.interval[1]).toBeCloseTo(0.2775328, 8);
    expect([d.z, d.pValue]).toEqual([0, 1]);
  });

  // The pooled z squared is Pearson's chi-square of the 2x2 table, R's prop.test(..., correct = FALSE):
  // SciPy 1.17 chi2_contingency([[56, 14], [48, 32]], correction=False) p = 0.008045081368196585, and
  // [[9, 1], [3, 7]] gives 0.0061698993205441645.
  it('tests with the pooled score z, as prop.test without continuity correction', () => {
    const a = proportionDifference({ successes: 56, trials: 70 }, { successes: 48, trials: 80 }, { seed: 1 });
    expect(a.test).toBe('pooled-score-z');
    expect(a.pValue).toBeCloseTo(0.008045081368196585, 12);
    const b = proportionDifference({ successes: 9, trials: 10 }, { successes: 3, trials: 10 }, { seed: 1 });
    expect(b.pValue).toBeCloseTo(0.0061698993205441645, 12);
  });

  it("gives Cohen's h beside it", () => {
    const d = proportionDifference({ successes: 8, trials: 10 }, { successes: 6, trials: 10 }, { seed: 1 });
    expect(d.effect).toEqual({ measure: 'cohen-h', value: cohensH(0.8, 0.6) });
  });
});

describe('meanDifference: Welch', () => {
  // R: t.test(extra ~ group, data = sleep) (Welch) prints t = -1.8608, df = 17.776, p-value = 0.07939 and the
  // mean difference 0.75 - 2.33 = -1.58; SciPy 1.17 ttest_ind(equal_var=False) gives t = -1.8608134674868526.
  // SciPy 1.17 ttest_ind(drug1, drug2, equal_var=False): df = 17.776473516178488, pvalue =
  // 0.0793941401873583, confidence_interval(0.95) = (-3.3654832307117104, 0.20548323071171137).
  it("matches R's Welch test on the sleep data: statistic, Welch-Satterthwaite df, p-value and interval", () => {
    const d = meanDifference(tally(drug1), tally(drug2), { seed: 'sleep' });
    expect(d.estimate).toBeCloseTo(-1.58, 12);
    expect(d.z).toBeCloseTo(-1.8608134674868526, 12);
    expect(d.df).toBeCloseTo(17.776473516178488, 11);
    expect(d.pValue).toBeCloseTo(0.0793941401873583, 12);
    expect(d.interval[0]).toBeCloseTo(-3.3654832307117104, 12);
    expect(d.interval[1]).toBeCloseTo(0.20548323071171137, 12);
    expect(d).toMatchObject({
      method: 'welch-t',
      test: 'welch-t',
      n: 20,
      nA: 10,
      nB: 10,
      paired: false,
    });
  });

  // R: t.test(extra ~ group, data = sleep, var.equal = TRUE) prints t = -1.8608 (equal group sizes make it
  // Welch's); Student's t = d sqrt(nA nB / (nA + nB)) gives Cohen's d = t / sqrt(5) = -0.83218
  // (SciPy ttest_ind: t = -1.8608134674868524).
  it("gives Cohen's d with the pooled standard deviation", () => {
    const d = meanDifference(tally(drug1), tally(drug2), { seed: 1 });
    expect(d.effect.measure).toBe('cohen-d');
    expect(d.effect.value).toBeCloseTo(-1.8608134674868524 / Math.sqrt(5), 12);
    expect(cohensD({ n: 3, sum: 6, sumSquares: 14 }, { n: 3, sum: 3, sumSquares: 5 })).toBeCloseTo(1, 14);
  });
});

describe('pairedDifference: common random numbers', () => {
  // R: with(sleep, t.test(extra[group == 1], extra[group == 2], paired = TRUE)) prints t = -4.0621, df = 9,
  // mean difference -1.58, 95% CI -2.4598858 -0.7001142; SciPy 1.17 ttest_rel gives t = -4.062127683382037,
  // pvalue 0.002832890197384273 and confidence_interval(0.95) = (-2.459885763276983, -0.7001142367230175).
  it("matches R's paired t test on the sleep data", () => {
    const d = pairedDifference(tally(drug1.map((x, i) => x - drug2[i]!)), { seed: 'sleep' });
    expect(d.estimate).toBeCloseTo(-1.58, 12);
    expect(d.z).toBeCloseTo(-4.062127683382037, 10);
    expect(d.pValue).toBeCloseTo(0.002832890197384273, 12);
    expect(d.interval[0]).toBeCloseTo(-2.459885763276983, 12);
    expect(d.interval[1]).toBeCloseTo(-0.7001142367230175, 12);
    expect(d).toMatchObject({
      df: 9,
      paired: true,
      n: 10,
      nA: 10,
      nB: 10,
      method: 'paired-t',
      test: 'paired-t',
    });
  });

  // d_z = t / sqrt(n) = -4.062127683382037 / sqrt(10) = -1.2845575625910546 (Lakens 2013).
  it('gives d_z beside it', () => {
    const d = pairedDifference(tally(drug1.map((x, i) => x - drug2[i]!)), { seed: 1 });
    expect(d.effect).toEqual({
      measure: 'cohen-d-z',
      value: cohensDz(tally(drug1.map((x, i) => x - drug2[i]!))),
    });
    expect(d.effect.value).toBeCloseTo(-1.2845575625910546, 12);
  });
});

describe('effect sizes and p-values', () => {
  // 2 asin(sqrt(1/2)) = pi / 2 and 2 asin(1) = pi exactly; 2 asin(sqrt(0.8)) - 2 asin(sqrt(0.6)) =
  // 0.4421431880029534 (Python math.asin).
  it("Cohen's h", () => {
    expect(cohensH(0.5, 0)).toBeCloseTo(Math.PI / 2, 15);
    expect(cohensH(1, 0)).toBeCloseTo(Math.PI, 15);
    expect(cohensH(0.8, 0.6)).toBeCloseTo(0.4421431880029534, 15);
  });

  // Checked against the normal CDF, an independent series: 2 (1 - Phi(|z|)); qnorm(0.975) gives 0.05.
  it('two-sided p from z', () => {
    expect(twoSidedPValue(1.959963984540054)).toBeCloseTo(0.05, 14);
    for (const z of [0.1, 0.7, 1.3, 2.2, 3.5, -2.5]) {
      expect(twoSidedPValue(z)).toBeCloseTo(2 * (1 - normalCdf(Math.abs(z))), 14);
    }
    // 2 pnorm(-10) = 1.523970604832094e-23 (SciPy 1.17 2 * norm.sf(10)), kept to full relative precision.
    expect(twoSidedPValue(10) / 1.523970604832094e-23).toBeCloseTo(1, 12);
    expect(twoSidedPValue(0)).toBe(1);
  });
});
