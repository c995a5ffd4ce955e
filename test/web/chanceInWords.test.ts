import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/exact/Fraction.ts';
import { chanceInWords, labelInWords } from '../../src/web/chanceInWords.ts';

const f = (n: bigint, d: bigint): Fraction => new Fraction(n, d);

describe("a chance in a player's words", () => {
  it('says a simple fraction as it is, and never and always', () => {
    expect(chanceInWords(f(1n, 6n))).toBe('1 in 6');
    expect(chanceInWords(f(12n, 36n))).toBe('1 in 3');
    expect(chanceInWords(f(7n, 12n))).toBe('7 in 12');
    expect(chanceInWords(Fraction.ZERO)).toBe('never');
    expect(chanceInWords(Fraction.ONE)).toBe('always');
  });

  it('rounds others to the simplest "a in b" within 2.5 points, up to twelfths', () => {
    // odds blaze --dice 6 --cap 3: pAnyHit 12925/23328 = 55.41%; 4/7 = 57.14% is the first within 2.5 points.
    expect(chanceInWords(f(12925n, 23328n))).toBe('about 4 in 7');
    // odds fast-draw --a 4 --b 6: pAFirst 4104211/15116544 = 27.15%; 1/4 is 2.15 points off.
    expect(chanceInWords(f(4104211n, 15116544n))).toBe('about 1 in 4');
    // 11.5%: 1/6 and 1/7 are more than 2.5 points off, 1/8 is 1 point off.
    expect(chanceInWords(f(23n, 200n))).toBe('about 1 in 8');
  });

  it('says long odds as one in many, or all but one in many', () => {
    expect(chanceInWords(f(1n, 216n))).toBe('about 1 in 216');
    expect(chanceInWords(f(215n, 216n))).toBe('about 215 in 216');
    expect(chanceInWords(f(1n, 60466176n))).toBe('less than 1 in 10,000');
    expect(chanceInWords(f(60466175n, 60466176n))).toBe('all but less than 1 in 10,000');
  });

  it('takes the P( ) off a label', () => {
    expect(labelInWords('P(at least one hit)')).toBe('at least one hit');
    expect(labelInWords('expected hits')).toBe('expected hits');
  });
});
