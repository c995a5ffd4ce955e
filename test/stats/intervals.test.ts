import { describe, expect, it } from 'vitest';
import { meanInterval } from '../../src/stats/meanInterval.ts';
import { normalCdf, normalQuantile, zForConfidence } from '../../src/stats/normalQuantile.ts';
import { wilsonInterval } from '../../src/stats/wilsonInterval.ts';

describe('normal quantiles', () => {
  // Reference values from R: qnorm(0.975), qnorm(0.9995), qnorm(0.995), pnorm(1).
  it('match R to 1e-12', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(zForConfidence(0.999)).toBeCloseTo(3.290526731491926, 12);
    expect(zForConfidence(0.99)).toBeCloseTo(2.5758293035489, 12);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 12);
  });
});

describe('Wilson interval', () => {
  // R: prop.test(50, 100, correct = FALSE)$conf.int gives 0.4038315 0.5961685.
  it('matches R for 50 of 100', () => {
    const [lo, hi] = wilsonInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038315, 6);
    expect(hi).toBeCloseTo(0.5961685, 6);
  });
  // R: prop.test(0, 20, correct = FALSE)$conf.int gives 0.0000000 0.1611248.
  it('stays honest at zero successes', () => {
    const [lo, hi] = wilsonInterval(0, 20);
    expect(lo).toBe(0);
    expect(hi).toBeCloseTo(0.1611248, 6);
  });
});

describe('mean interval from sums', () => {
  it('uses the sample variance: values 1,2,3,4 have mean 2.5 and variance 5/3', () => {
    const [lo, hi] = meanInterval(4, 10, 30);
    // SciPy 1.17: t.interval(0.95, 3, loc=2.5, scale=sqrt(5/3/4)).
    expect(lo).toBeCloseTo(0.4457397432394794, 12);
    expect(hi).toBeCloseTo(4.554260256760521, 12);
  });
});
