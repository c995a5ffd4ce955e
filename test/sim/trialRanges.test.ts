import { describe, expect, it } from 'vitest';
import { addRange, covers, rangesSize, type TrialRanges } from '../../src/sim/trialRanges.ts';

describe('trial ranges', () => {
  it('merge touching ranges in any order', () => {
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2],
      [2, 0, 1],
    ]) {
      const r: TrialRanges = [];
      for (const i of order) addRange(r, i * 10, i * 10 + 10);
      expect(r).toEqual([[0, 30]]);
    }
  });

  it('keep gaps, and refuse a trial added twice', () => {
    const r: TrialRanges = [];
    addRange(r, 20, 30);
    addRange(r, 0, 10);
    expect(r).toEqual([
      [0, 10],
      [20, 30],
    ]);
    expect(rangesSize(r)).toBe(20);
    expect(covers(r, 22, 30)).toBe(true);
    expect(covers(r, 5, 25)).toBe(false);
    expect(() => addRange(r, 25, 35)).toThrow(/overlap/);
  });
});
