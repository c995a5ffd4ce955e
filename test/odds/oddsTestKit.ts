import { ScriptedDice } from '../../src/dice/ScriptedDice.ts';
import { Fraction } from '../../src/exact/Fraction.ts';
import type {
  OddsEntry,
  OddsMechanic,
  OptionValues,
  ParamValues,
  PreparedOdds,
} from '../../src/odds/OddsMechanic.ts';

/** The exact entry `key` of a mechanic at these parameters (defaults for options not given). */
export function exactOf(
  m: OddsMechanic,
  params: ParamValues,
  key: string,
  options: OptionValues = {},
): Fraction | readonly Fraction[] {
  const entry = m
    .prepare(params, options)
    .exact()
    .find((e) => e.key === key);
  if (!entry) throw new Error(`${m.name} has no entry ${key}`);
  return entry.exact;
}

/** Flattens entries into one list of exact values in the sampler's slot order. */
export function flatExact(entries: readonly OddsEntry[]): Fraction[] {
  return entries.flatMap((e) => (e.exact instanceof Fraction ? [e.exact] : [...e.exact]));
}

/**
 * Exact values by brute force: feeds every one of the 6^depth face sequences to the mechanic's sampled
 * trial (which must use at most `depth` dice) and averages the observations. Independent of the
 * enumeration code under test: it shares only the rule functions.
 */
export function bruteForce(prepared: PreparedOdds, width: number, depth: number): Fraction[] {
  const sums = new Array<number>(width).fill(0);
  const out = new Float64Array(width);
  const faces = new Array<number>(depth).fill(1);
  const total = 6 ** depth;
  for (let seq = 0; seq < total; seq++) {
    let x = seq;
    for (let i = 0; i < depth; i++) {
      faces[i] = (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    prepared.sample(new ScriptedDice(faces), out);
    for (let i = 0; i < width; i++) sums[i]! += out[i]!;
  }
  return sums.map((s) => Fraction.of(s, total));
}

/**
 * A mechanic's exact values and the brute-force count of them ({@link bruteForce}), both as strings in
 * slot order, for a test to hold equal.
 */
export function exactAndBruteForce(
  m: OddsMechanic,
  params: ParamValues,
  depth: number,
  options: OptionValues = {},
): { exact: string[]; brute: string[] } {
  const prepared = m.prepare(params, options);
  const exact = flatExact(prepared.exact());
  return { exact: exact.map(String), brute: bruteForce(prepared, exact.length, depth).map(String) };
}
