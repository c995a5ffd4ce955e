import { describe, expect, it } from 'vitest';
import { holmAdjust } from '../../src/stats/holmAdjust.ts';

describe('holmAdjust', () => {
  // Worked from Holm's definition (Holm 1979), which R's p.adjust(p, "holm") implements: sorted 0.005, 0.01,
  // 0.03, 0.04 are multiplied by 4, 3, 2, 1 to 0.02, 0.03, 0.06, 0.04, then made non-decreasing: 0.02, 0.03,
  // 0.06, 0.06; back in input order 0.03, 0.06, 0.06, 0.02.
  it('steps down and keeps the adjusted values monotone', () => {
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 15));
  });

  it('caps at 1, handles ties, and leaves a single comparison alone', () => {
    expect(holmAdjust([0.5, 0.6])).toEqual([1, 1]);
    expect(holmAdjust([0.02, 0.02, 0.02])).toEqual([0.06, 0.06, 0.06]);
    expect(holmAdjust([0.2])).toEqual([0.2]);
    expect(holmAdjust([])).toEqual([]);
  });

  it('is never below the raw p-value nor above Bonferroni', () => {
    const p = [0.001, 0.2, 0.013, 0.04, 0.0004, 0.9, 0.03];
    const adjusted = holmAdjust(p);
    p.forEach((x, i) => {
      expect(adjusted[i]).toBeGreaterThanOrEqual(x);
      expect(adjusted[i]).toBeLessThanOrEqual(Math.min(1, x * p.length));
    });
  });

  it('refuses a value that is not a probability', () => {
    expect(() => holmAdjust([0.1, NaN])).toThrow(RangeError);
    expect(() => holmAdjust([1.5])).toThrow(RangeError);
  });
});
