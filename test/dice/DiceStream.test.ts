import { describe, expect, it } from 'vitest';
import { newFaceCounts } from '../../src/dice/Dice.ts';
import { DiceStream } from '../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../src/dice/StreamKey.ts';

const key = deriveStreamKey(1, 'test/dice');

/** Chi-square statistic of observed counts against equal expected counts. */
function chiSquare(observed: ArrayLike<number>, from: number, to: number): number {
  let total = 0;
  for (let i = from; i <= to; i++) total += observed[i]!;
  const expected = total / (to - from + 1);
  let x2 = 0;
  for (let i = from; i <= to; i++) x2 += (observed[i]! - expected) ** 2 / expected;
  return x2;
}

describe('DiceStream', () => {
  it('gives the same faces for the same (key, trial) and different faces for another trial', () => {
    const a = new DiceStream(key, 7);
    const b = new DiceStream(key, 7);
    const c = new DiceStream(key, 8);
    const fa = Array.from({ length: 50 }, () => a.d6());
    const fb = Array.from({ length: 50 }, () => b.d6());
    const fc = Array.from({ length: 50 }, () => c.d6());
    expect(fb).toEqual(fa);
    expect(fc).not.toEqual(fa);
  });

  it('re-seeding in place replays a trial exactly', () => {
    const dice = new DiceStream();
    dice.seedTrial(key, 123);
    const first = Array.from({ length: 20 }, () => dice.d6());
    dice.seedTrial(key, 999);
    dice.d6();
    dice.seedTrial(key, 123);
    expect(Array.from({ length: 20 }, () => dice.d6())).toEqual(first);
  });

  it('saved state continues the stream bit for bit', () => {
    const dice = new DiceStream(key, 5);
    for (let i = 0; i < 17; i++) dice.d6();
    const state = dice.saveState();
    const expected = Array.from({ length: 30 }, () => dice.d6());
    const other = new DiceStream();
    other.restoreState(state);
    expect(Array.from({ length: 30 }, () => other.d6())).toEqual(expected);
    expect(other.rolled).toBe(17 + 30);
  });

  it('bulk fills and face counts draw exactly the dice that single rolls draw', () => {
    const single = new DiceStream(key, 3);
    const faces = Array.from({ length: 1000 }, () => single.d6());
    const bulk = new DiceStream(key, 3);
    expect(Array.from(bulk.fillD6(new Uint8Array(1000)))).toEqual(faces);
    const counted = new DiceStream(key, 3);
    const counts = newFaceCounts();
    counted.rollCounts(1000, counts);
    for (let f = 1; f <= 6; f++) expect(counts[f]).toBe(faces.filter((x) => x === f).length);
    expect(counts[0]).toBe(0);
  });

  it('distinct trial indices, near and far apart, get distinct generator states', () => {
    const seen = new Set<string>();
    const dice = new DiceStream();
    const indices = [
      ...Array.from({ length: 20000 }, (_, i) => i),
      2 ** 32,
      2 ** 32 + 1,
      2 ** 40 + 7,
      2 ** 53 - 1,
    ];
    for (const i of indices) {
      dice.seedTrial(key, i);
      seen.add(dice.saveState().words.join(','));
    }
    expect(seen.size).toBe(indices.length);
  });

  it('rolls uniform faces: chi-square of 600,000 dice below the 99.9% point of chi-square(5)', () => {
    const dice = new DiceStream(key, 0);
    const counts = newFaceCounts();
    dice.rollCounts(600_000, counts);
    // 20.515 is the 0.999 quantile of chi-square with 5 degrees of freedom (R: qchisq(0.999, 5)).
    expect(chiSquare(counts, 1, 6)).toBeLessThan(20.515);
  });

  it('neighbouring trials are independent: first faces of trials t and t+1, chi-square(35) below its 99.9% point', () => {
    const dice = new DiceStream();
    const pairs = new Float64Array(36);
    let previous = 0;
    for (let t = 0; t <= 100_000; t++) {
      dice.seedTrial(key, t);
      const face = dice.d6();
      if (t > 0) pairs[(previous - 1) * 6 + (face - 1)]!++;
      previous = face;
    }
    // 66.619 is the 0.999 quantile of chi-square with 35 degrees of freedom (R: qchisq(0.999, 35)).
    expect(chiSquare(pairs, 0, 35)).toBeLessThan(66.619);
  });

  it('counts the dice it rolls since the last seeding', () => {
    const dice = new DiceStream(key, 1);
    dice.d6();
    dice.rollCounts(5, newFaceCounts());
    dice.rollCounts(-2, newFaceCounts());
    expect(dice.rolled).toBe(6);
    dice.seedTrial(key, 2);
    expect(dice.rolled).toBe(0);
  });
});
