import type { Fraction } from '../exact/Fraction.ts';

/** The largest denominator a player counts in at the table: "5 in 6", "7 in 12". */
const TABLE_DENOMINATOR = 12;
/** Beyond this, odds are "less than 1 in 10,000" rather than a number no one can picture. */
const RAREST = 10_000;

/**
 * A chance as a player says it: "never", "always", "1 in 6" when the fraction is that simple, else the
 * nearest "a in b" with b up to 12 ("about 4 in 7"), and for long odds "about 1 in 37" or "about 36 in 37".
 *
 * @example chanceInWords(new Fraction(1n, 6n)) === '1 in 6'
 * @example chanceInWords(new Fraction(12925n, 23328n)) === 'about 5 in 9'
 */
export function chanceInWords(f: Fraction): string {
  if (f.num === 0n) return 'never';
  if (f.num === f.den) return 'always';
  if (f.den <= BigInt(TABLE_DENOMINATOR)) return `${f.num} in ${f.den}`;
  const p = f.toNumber();
  if (p < 1 / TABLE_DENOMINATOR) {
    const n = Math.round(1 / p);
    return n > RAREST ? `less than 1 in ${RAREST.toLocaleString('en')}` : `about 1 in ${n}`;
  }
  if (p > 1 - 1 / TABLE_DENOMINATOR) {
    const n = Math.round(1 / (1 - p));
    return n > RAREST ? `all but less than 1 in ${RAREST.toLocaleString('en')}` : `about ${n - 1} in ${n}`;
  }
  let best = { a: 1, b: 2, off: Infinity };
  for (let b = 2; b <= TABLE_DENOMINATOR; b++) {
    const a = Math.round(p * b);
    const off = Math.abs(a / b - p);
    // Strictly closer only: at a tie the smaller denominator, the simpler saying, stays.
    if (a > 0 && a < b && off < best.off - 1e-12) best = { a, b, off };
  }
  return `about ${best.a} in ${best.b}`;
}

/** An entry's label without the "P(...)" around it: "P(at least one hit)" becomes "at least one hit". */
export function labelInWords(label: string): string {
  const m = /^P\((.*)\)$/.exec(label);
  return m ? m[1]! : label;
}
