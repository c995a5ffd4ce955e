/**
 * An exact rational number: BigInt numerator and denominator, always in lowest terms with a positive
 * denominator, so two equal values have the same representation and `toString()` is canonical.
 *
 * @example new Fraction(2n, 4n).toString() === '1/2'
 */
export class Fraction {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den = 1n) {
    if (den === 0n) throw new RangeError('fraction with zero denominator');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num < 0n ? -num : num, den);
    this.num = num / g;
    this.den = den / g;
  }

  static readonly ZERO = new Fraction(0n);
  static readonly ONE = new Fraction(1n);

  /** `n / d` from ordinary integers. */
  static of(n: number | bigint, d: number | bigint = 1n): Fraction {
    return new Fraction(BigInt(n), BigInt(d));
  }

  add(o: Fraction): Fraction {
    return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Fraction): Fraction {
    return new Fraction(this.num * o.den - o.num * this.den, this.den * o.den);
  }

  mul(o: Fraction): Fraction {
    return new Fraction(this.num * o.num, this.den * o.den);
  }

  div(o: Fraction): Fraction {
    return new Fraction(this.num * o.den, this.den * o.num);
  }

  equals(o: Fraction): boolean {
    return this.num === o.num && this.den === o.den;
  }

  /** The nearest double (exact for dyadic values; otherwise correctly rounded to about 1e-16 relative). */
  toNumber(): number {
    // Dividing two huge BigInts as doubles could overflow to Infinity/Infinity; scale them down first.
    const shift = BigInt(Math.max(0, this.den.toString(2).length - 1000));
    return Number(this.num >> shift) / Number(this.den >> shift);
  }

  /** Canonical text: `num/den` (always with a denominator, `0/1` and `1/1` included). */
  toString(): string {
    return `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
