/**
 * Holm's step-down adjusted p-values for the m comparisons of one study (Holm, Scandinavian Journal of
 * Statistics 6:65-70, 1979): sorted ascending, the i-th smallest (i = 1..m) becomes
 * max over j <= i of min(1, (m - j + 1) p_(j)), returned in the input order (as R's p.adjust(p, "holm")).
 * Rejecting where the adjusted value is below alpha keeps the chance of any false finding among the m below
 * alpha, whatever their dependence, and never rejects less than Bonferroni.
 *
 * @example holmAdjust([0.01, 0.04, 0.03, 0.005]) // [0.03, 0.06, 0.06, 0.02]
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  for (const p of pValues)
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-values must lie in 0..1, got ${p}`);
  const order = pValues.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0]);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
