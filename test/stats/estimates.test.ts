import { describe, expect, it } from 'vitest';
import { addToHistogram, emptyHistogram } from '../../src/stats/Histogram.ts';
import { histogramQuantile } from '../../src/stats/histogramQuantile.ts';
import { meanEstimate } from '../../src/stats/meanEstimate.ts';
import { proportionEstimate } from '../../src/stats/proportionEstimate.ts';

describe('proportionEstimate', () => {
  // R: prop.test(50, 100, correct = FALSE)$conf.int gives 0.4038315 0.5961685.
  it('is the Wilson interval, with its n, seed and method', () => {
    const e = proportionEstimate(50, 100, { seed: 'study-7' });
    expect(e.estimate).toBe(0.5);
    expect(e.interval[0]).toBeCloseTo(0.4038315, 6);
    expect(e.interval[1]).toBeCloseTo(0.5961685, 6);
    expect(e).toMatchObject({ level: 0.95, n: 100, seed: 'study-7', method: 'wilson' });
  });

  // At zero successes the Wilson limits reduce to 0 and z^2 / (n + z^2) (set p = 0 in Wilson's formula), with
  // z = qnorm(0.995) = 2.5758293035489 in R.
  it('honours the level', () => {
    const e = proportionEstimate(0, 20, { seed: 1, level: 0.99 });
    const z2 = 2.5758293035489 ** 2;
    expect(e.interval[0]).toBe(0);
    expect(e.interval[1]).toBeCloseTo(z2 / (20 + z2), 12);
    expect(e.level).toBe(0.99);
  });

  it('refuses an empty tally', () => {
    expect(() => proportionEstimate(0, 0, { seed: 1 })).toThrow(RangeError);
    expect(() => proportionEstimate(5, 4, { seed: 1 })).toThrow(RangeError);
  });
});

describe('meanEstimate', () => {
  it("is Student's t interval from the sums: 1, 2, 3, 4 have mean 2.5 and sample variance 5/3", () => {
    const e = meanEstimate({ n: 4, sum: 10, sumSquares: 30 }, { seed: 3 });
    // SciPy 1.17: t.interval(0.95, 3, loc=2.5, scale=sqrt(5/3/4)) = (0.4457397432394794, 4.554260256760521).
    expect(e.estimate).toBe(2.5);
    expect(e.interval[0]).toBeCloseTo(0.4457397432394794, 12);
    expect(e.interval[1]).toBeCloseTo(4.554260256760521, 12);
    expect(e).toMatchObject({ n: 4, seed: 3, method: 'student-t-mean', level: 0.95 });
  });
});

describe('histogramQuantile', () => {
  // A textbook grouped-frequency table: classes 0-10, 10-20, 20-30, 30-40, 40-50 with frequencies 5, 8, 12,
  // 10, 5 (N = 40). The grouped median is L + (N/2 - F) / f * w = 20 + (20 - 13) / 12 * 10 = 25.8333..., and
  // the lower quartile 10 + (10 - 5) / 8 * 10 = 16.25, by the formula's definition.
  const grouped = { lower: 0, width: 10, counts: [5, 8, 12, 10, 5], underflow: 0, overflow: 0 };

  it('interpolates within the bin by the grouped-data formula', () => {
    expect(histogramQuantile(grouped, 0.5, { seed: 1 }).estimate).toBeCloseTo(20 + (7 / 12) * 10, 12);
    expect(histogramQuantile(grouped, 0.25, { seed: 1 }).estimate).toBeCloseTo(16.25, 12);
    expect(histogramQuantile(grouped, 0, { seed: 1 }).estimate).toBe(0);
    expect(histogramQuantile(grouped, 1, { seed: 1 }).estimate).toBe(50);
  });

  it('gives the order-statistic interval at the edges of the bins its ranks fall in', () => {
    // Ranks 20 -+ 1.96 sqrt(40 / 4) = 13.8 and 26.2: the 20-30 bin holds ranks 13..25, the 30-40 bin 25..35.
    const e = histogramQuantile(grouped, 0.5, { seed: 9 });
    expect(e.interval).toEqual([20, 40]);
    expect(e).toMatchObject({ n: 40, seed: 9, method: 'histogram-quantile' });
  });

  it('counts integers into unit bins centred on them, and reports an unknown tail as infinite', () => {
    const h = emptyHistogram(0.5, 1, 10); // values 1..10
    for (let v = 1; v <= 10; v++) for (let k = 0; k < 100; k++) addToHistogram(h, v);
    addToHistogram(h, 0);
    addToHistogram(h, 11);
    expect(h.counts).toEqual(new Array(10).fill(100));
    expect([h.underflow, h.overflow]).toEqual([1, 1]);
    // The median's rank is 0.5 * 1002 = 501; the underflow and values 1..4 hold 401 observations, so rank 501
    // is the last of the value-5 bin: its upper edge, 5.5.
    expect(histogramQuantile(h, 0.5, { seed: 1 }).estimate).toBeCloseTo(5.5, 12);
    const tail = histogramQuantile(h, 0.0005, { seed: 1 });
    expect(tail.interval[0]).toBe(-Infinity);
    expect(histogramQuantile(h, 1, { seed: 1 }).estimate).toBe(Infinity);
  });

  it('covers the true median of a known distribution', () => {
    // 100 bins of width 0.01 over [0, 1) holding the expected counts of a uniform sample: the median is 0.5.
    const h = { lower: 0, width: 0.01, counts: new Array<number>(100).fill(50), underflow: 0, overflow: 0 };
    const e = histogramQuantile(h, 0.5, { seed: 1 });
    expect(e.estimate).toBeCloseTo(0.5, 12);
    expect(e.interval[0]).toBeLessThan(0.5);
    expect(e.interval[1]).toBeGreaterThan(0.5);
  });
});
