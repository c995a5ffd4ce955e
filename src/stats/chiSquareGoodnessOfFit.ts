import type { Seed } from '../dice/StreamKey.ts';
import { regularizedGammaQ } from './regularizedGammaQ.ts';

/**
 * The verdict of a goodness-of-fit test, with the sample it judged.
 *
 * @example chiSquareGoodnessOfFit([18, 22, 29, 31], [0.25, 0.25, 0.25, 0.25], { seed: 1 }).pValue // 0.2214
 */
export interface ChiSquareTest {
  readonly statistic: number;
  readonly df: number;
  readonly pValue: number;
  /** Observations in all, and the seed of the run that made them. */
  readonly n: number;
  readonly seed: Seed;
  readonly method: 'pearson-chi-square';
  /** The bins compared after pooling, each the list of the caller's bin indices it holds. */
  readonly bins: readonly (readonly number[])[];
}

/** Pooling target: no compared bin has an expected count below this unless told otherwise (Cochran, 1954). */
const MIN_EXPECTED = 5;

/**
 * Pearson's chi-square test of sampled counts against exact probabilities: X^2 = sum (O - E)^2 / E over the
 * bins, E = n p, with k - 1 degrees of freedom for k compared bins (nothing is estimated from the sample) and
 * p-value P(X^2_{k-1} >= X^2) = Q((k - 1) / 2, X^2 / 2), the regularized upper incomplete gamma function.
 *
 * Pooling rule: bins are taken in the caller's order (for a distribution of counts, k = 0, 1, 2, ...) and
 * adjacent bins are merged until the merged bin's expected count reaches `minExpected` (default 5, Cochran's
 * rule); a last group still short of it joins the group before. A bin of probability 0 is never pooled away:
 * one observation in it makes the statistic infinite and the p-value 0, as the sample has done what the exact
 * distribution says cannot happen. With a single compared bin there is nothing to test: df 0, p-value 1.
 *
 * @example
 * chiSquareGoodnessOfFit([18, 22, 29, 31], [0.25, 0.25, 0.25, 0.25], { seed: 1 })
 * // statistic 4.4, df 3, pValue 0.2214
 */
export function chiSquareGoodnessOfFit(
  observed: readonly number[],
  probabilities: readonly number[],
  options: { readonly seed: Seed; readonly minExpected?: number },
): ChiSquareTest {
  if (observed.length !== probabilities.length || observed.length === 0)
    throw new RangeError(
      `observed (${observed.length} bins) and probabilities (${probabilities.length}) must match`,
    );
  if (observed.some((o) => !(o >= 0))) throw new RangeError('observed counts must be >= 0');
  if (probabilities.some((p) => !(p >= 0))) throw new RangeError('probabilities must be >= 0');
  const total = probabilities.reduce((a, b) => a + b, 0);
  if (Math.abs(total - 1) > 1e-9) throw new RangeError(`probabilities must sum to 1, got ${total}`);
  const n = observed.reduce((a, b) => a + b, 0);
  if (!(n > 0)) throw new RangeError('a goodness-of-fit test needs at least one observation');
  const minExpected = options.minExpected ?? MIN_EXPECTED;
  const base = { n, seed: options.seed, method: 'pearson-chi-square' as const };

  const impossible = observed.findIndex((o, i) => o > 0 && probabilities[i] === 0);
  if (impossible >= 0) {
    const df = probabilities.filter((p) => p > 0).length - 1;
    return { ...base, statistic: Infinity, df, pValue: 0, bins: observed.map((_, i) => [i]) };
  }

  const groups: { bins: number[]; observed: number; expected: number }[] = [];
  let open: { bins: number[]; observed: number; expected: number } = { bins: [], observed: 0, expected: 0 };
  observed.forEach((o, i) => {
    open.bins.push(i);
    open.observed += o;
    open.expected += n * probabilities[i]!;
    if (open.expected >= minExpected) {
      groups.push(open);
      open = { bins: [], observed: 0, expected: 0 };
    }
  });
  if (open.bins.length > 0) {
    const last = groups.at(-1);
    if (last) {
      last.bins.push(...open.bins);
      last.observed += open.observed;
      last.expected += open.expected;
    } else groups.push(open);
  }

  const df = groups.length - 1;
  const bins = groups.map((g) => g.bins);
  if (df === 0) return { ...base, statistic: 0, df, pValue: 1, bins };
  const statistic = groups.reduce((x2, g) => x2 + (g.observed - g.expected) ** 2 / g.expected, 0);
  return { ...base, statistic, df, pValue: regularizedGammaQ(df / 2, statistic / 2), bins };
}
