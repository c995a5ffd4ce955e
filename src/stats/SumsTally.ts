/**
 * The mergeable summary of a numeric observation over trials: count, sum and sum of squares. For a paired
 * comparison it holds the per-trial difference d = A - B of two cells played on the same streams.
 *
 * @example const exchanges: SumsTally = { n: 4, sum: 10, sumSquares: 30 }; // observations 1, 2, 3, 4
 */
export interface SumsTally {
  readonly n: number;
  readonly sum: number;
  readonly sumSquares: number;
}

/**
 * The sample variance (n - 1 denominator) from the sums. The one-pass formula loses digits when the mean is
 * large against the spread; the counts and short lengths tallied here keep it exact or nearly so.
 *
 * @example sumsVariance({ n: 4, sum: 10, sumSquares: 30 }) // 5/3
 */
export function sumsVariance(t: SumsTally): number {
  if (t.n < 2) return NaN;
  return Math.max(0, (t.sumSquares - (t.sum * t.sum) / t.n) / (t.n - 1));
}
