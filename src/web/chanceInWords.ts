import type { Fraction } from '../exact/Fraction.ts';

/** The largest denominator a player counts in at the table: "5 in 6", "7 in 12". */
const TABLE_DENOMINATOR = 12;
/** How far from the chance a saying may be and still count as "about" it: 2.5 percentage points. */
const NEAR = 0.025;
/** Beyond this, odds are "less than 1 in 10,000" rather than a number no one can picture. */
const RAREST = 10_000;

/**
 * A chance as a player says it: "never", "always", "1 in 6" when the fraction is that simple, else the
 * simplest "a in b" (b up to 12) within 2.5 percentage points ("about 1 in 4" for 27.15%), and for long
 * odds "about 1 in 37" or "about 36 in 37".
 *
 * @example chanceInWords(new Fraction(1n, 6n)) === '1 in 6'
 * @example chanceInWords(new Fraction(12925n, 23328n)) === 'about 4 in 7'
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
  // The simplest saying near enough: the smallest b with an a/b within NEAR.
  for (let b = 2; b <= TABLE_DENOMINATOR; b++) {
    const a = Math.round(p * b);
    if (a > 0 && a < b && Math.abs(a / b - p) <= NEAR) return `about ${a} in ${b}`;
  }
  // Not reached: from 1/12 to 11/12 the fractions a/b with b up to 12 lie less than 5 points apart.
  return `about ${Math.round(p * TABLE_DENOMINATOR)} in ${TABLE_DENOMINATOR}`;
}

/** An entry's label without the "P(...)" around it: "P(at least one hit)" becomes "at least one hit". */
export function labelInWords(label: string): string {
  const m = /^P\((.*)\)$/.exec(label);
  return m ? m[1]! : label;
}
