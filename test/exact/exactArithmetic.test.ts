import { describe, expect, it } from 'vitest';
import { binomial } from '../../src/exact/binomial.ts';
import { forEachCategorySplit } from '../../src/exact/forEachCategorySplit.ts';
import { Fraction } from '../../src/exact/Fraction.ts';

describe('Fraction', () => {
  it('keeps lowest terms and a positive denominator', () => {
    expect(new Fraction(6n, -8n).toString()).toBe('-3/4');
    expect(new Fraction(0n, 5n).toString()).toBe('0/1');
  });
  it('adds, subtracts, multiplies and divides exactly', () => {
    const third = Fraction.of(1, 3);
    const sixth = Fraction.of(1, 6);
    expect(third.add(sixth).toString()).toBe('1/2');
    expect(third.sub(sixth).toString()).toBe('1/6');
    expect(third.mul(sixth).toString()).toBe('1/18');
    expect(third.div(sixth).toString()).toBe('2/1');
    expect(Fraction.of(2, 4).equals(Fraction.of(1, 2))).toBe(true);
  });
  it('converts to the nearest double, even for huge terms', () => {
    expect(Fraction.of(1, 3).toNumber()).toBe(1 / 3);
    expect(new Fraction(3n ** 2000n, 3n ** 2001n).toNumber()).toBeCloseTo(1 / 3, 15);
  });
  it('refuses a zero denominator', () => {
    expect(() => Fraction.of(1, 0)).toThrow(RangeError);
  });
});

describe('binomial', () => {
  it('matches Pascal: C(5,2) = 10, C(10,5) = 252, C(40,20) = 137846528820', () => {
    expect(binomial(5, 2)).toBe(10n);
    expect(binomial(10, 5)).toBe(252n);
    expect(binomial(40, 20)).toBe(137846528820n);
    expect(binomial(3, 4)).toBe(0n);
  });
});

describe('forEachCategorySplit', () => {
  it('lists (sixes, ones, rest) of 2 dice with their ways: 36 in all', () => {
    const seen: string[] = [];
    forEachCategorySplit(2, [1, 1, 4], (c, w) => seen.push(`${c.join('')}:${w}`));
    // (2,0,0) one way; (1,1,0) 6-then-1 or 1-then-6; (1,0,1) 2 orders x 4 faces; (0,0,2) 16; ...
    expect(seen.sort()).toEqual(['002:16', '011:8', '020:1', '101:8', '110:2', '200:1'].sort());
  });
  it('ways add up to 6^n', () => {
    for (const n of [0, 1, 5, 12]) {
      let total = 0n;
      forEachCategorySplit(n, [1, 2, 3], (_, w) => (total += w));
      expect(total).toBe(6n ** BigInt(n));
    }
  });
  it('refuses categories that do not cover the six faces', () => {
    expect(() => forEachCategorySplit(2, [1, 1], () => undefined)).toThrow(RangeError);
  });
});
