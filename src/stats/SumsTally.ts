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
 * The sample variance (n - 1 denominator) from the sums. The runner's tallies hold integers (counts, lengths,
 * differences of them) added exactly below 2^53, so their n sumSquares - sum^2 is computed exactly in BigInt
 * and rounded once: no cancellation however large the mean is against the spread, and the same bits for any
 * split of the trials, since the integer sums themselves are. Sums that are not integers (a caller's own
 * observations) take the one-pass formula in doubles.
 *
 * @example sumsVariance({ n: 4, sum: 10, sumSquares: 30 }) // 5/3
 * @example sumsVariance({ n: 2, sum: 100000001, sumSquares: 5000000100000001 }) // 0.5 (values 5e7 and 5e7 + 1)
 */
export function sumsVariance(t: SumsTally): number {
  if (t.n < 2) return NaN;
  if (Number.isSafeInteger(t.n) && Number.isSafeInteger(t.sum) && Number.isSafeInteger(t.sumSquares)) {
    const sum = BigInt(t.sum);
    const scaled = BigInt(t.n) * BigInt(t.sumSquares) - sum * sum;
    return scaled <= 0n ? 0 : Number(scaled) / (t.n * (t.n - 1));
  }
  return Math.max(0, (t.sumSquares - (t.sum * t.sum) / t.n) / (t.n - 1));
}
