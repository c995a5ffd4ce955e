import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../src/dice/DiceStream.ts';
import { ScriptedDice } from '../../src/dice/ScriptedDice.ts';
import { deriveStreamKey } from '../../src/dice/StreamKey.ts';
import { wilsonInterval } from '../../src/stats/wilsonInterval.ts';

const key = deriveStreamKey(1, 'test/below');

/** Chi-square statistic of observed counts against equal expected counts. */
function chiSquare(observed: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < observed.length; i++) total += observed[i]!;
  const expected = total / observed.length;
  let x2 = 0;
  for (let i = 0; i < observed.length; i++) x2 += (observed[i]! - expected) ** 2 / expected;
  return x2;
}

/** Counts of `draws` values of below(n) from trial 0 of the test key. */
function tally(n: number, draws: number): Float64Array {
  const dice = new DiceStream(key, 0);
  const counts = new Float64Array(n);
  for (let i = 0; i < draws; i++) counts[dice.below(n)]!++;
  return counts;
}

describe('DiceStream.below', () => {
  it('is floor(u*n / 2^32) with low words below 2^32 mod n redrawn, in exact integer arithmetic', () => {
    // A second stream with the same state supplies the raw outputs; BigInt does the 64-bit product exactly.
    for (const n of [1, 2, 6, 7, 52, 2 ** 21 + 1, 3 * 2 ** 30, 2 ** 32 - 1, 2 ** 32]) {
      const dice = new DiceStream(key, 11);
      const raw = new DiceStream(key, 11);
      const big = BigInt(n);
      const threshold = 2n ** 32n % big;
      for (let i = 0; i < 2000; i++) {
        let expected: bigint;
        for (;;) {
          const m = BigInt(raw.nextUint32()) * big;
          if ((m & 0xffffffffn) >= threshold) {
            expected = m >> 32n;
            break;
          }
        }
        expect(dice.below(n)).toBe(Number(expected));
      }
    }
  });

  it('below(6) draws the same stream of values as d6, one less', () => {
    // The faces use the same method with n = 6, so a card draw and a die consume the stream alike.
    const cards = new DiceStream(key, 4);
    const dice = new DiceStream(key, 4);
    for (let i = 0; i < 5000; i++) expect(cards.below(6) + 1).toBe(dice.d6());
  });

  it('is uniform over 7 and over 52: chi-square below its 99.9% point, every share inside its Wilson interval', () => {
    for (const [n, draws, chi999] of [
      // scipy.stats.chi2.ppf(0.999, 6) = 22.4577; scipy.stats.chi2.ppf(0.999, 51) = 87.9680
      [7, 700_000, 22.4577],
      [52, 520_000, 87.968],
    ] as const) {
      const counts = tally(n, draws);
      expect(chiSquare(counts)).toBeLessThan(chi999);
      for (let v = 0; v < n; v++) {
        const [lo, hi] = wilsonInterval(counts[v]!, draws, 0.99999);
        expect(lo).toBeLessThanOrEqual(1 / n);
        expect(hi).toBeGreaterThanOrEqual(1 / n);
      }
    }
  });

  it('has no modulo bias for a large n: thirds of 0..3*2^30-1 are equally likely', () => {
    // u mod n would put half the outputs in the first third; chi2.ppf(0.999, 2) = 13.8155.
    const n = 3 * 2 ** 30;
    const dice = new DiceStream(key, 2);
    const thirds = new Float64Array(3);
    for (let i = 0; i < 300_000; i++) thirds[Math.floor(dice.below(n) / 2 ** 30)]!++;
    expect(chiSquare(thirds)).toBeLessThan(13.8155);
  });

  it('is reproducible by (key, trial): the same values for the same trial, others for another', () => {
    const draw = (trial: number): number[] => {
      const dice = new DiceStream(key, trial);
      return Array.from({ length: 40 }, () => dice.below(7));
    };
    expect(draw(3)).toEqual(draw(3));
    expect(draw(4)).not.toEqual(draw(3));
    const reused = new DiceStream();
    reused.seedTrial(key, 9);
    reused.below(52);
    reused.seedTrial(key, 3);
    expect(Array.from({ length: 40 }, () => reused.below(7))).toEqual(draw(3));
  });

  it('does not count as a die rolled', () => {
    const dice = new DiceStream(key, 1);
    dice.below(7);
    dice.d6();
    expect(dice.rolled).toBe(1);
  });

  it('refuses an n that is not a whole number in 1..2^32', () => {
    const dice = new DiceStream(key, 1);
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => dice.below(n)).toThrow(RangeError);
    expect(dice.below(1)).toBe(0);
  });
});

describe('ScriptedDice.below', () => {
  it('returns the scripted values in order, independently of the faces', () => {
    const dice = new ScriptedDice([4, 5], [2, 0]);
    expect(dice.d6()).toBe(4);
    expect(dice.below(7)).toBe(2);
    expect(dice.d6()).toBe(5);
    expect(dice.below(6)).toBe(0);
    dice.assertConsumed();
  });

  it('fails loudly on a value not below n, on running out, and on values never used', () => {
    expect(() => new ScriptedDice([], [3]).below(3)).toThrow(/not below 3/);
    expect(() => new ScriptedDice([], []).below(3)).toThrow(/ran out/);
    const unused = new ScriptedDice([], [1, 2]);
    unused.below(5);
    expect(() => unused.assertConsumed()).toThrow(/never used: 2/);
    expect(() => new ScriptedDice([], [-1])).toThrow(RangeError);
  });
});
