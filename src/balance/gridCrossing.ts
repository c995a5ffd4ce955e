import type { BalanceDesign, CrossingResult } from './BalanceDesign.ts';
import { bracketInterval, crossingResult, noCrossing, precise } from './finishCrossing.ts';
import type { PointSampler } from './PointSampler.ts';
import { PointStates } from './PointStates.ts';

/**
 * The uniform design the sequential finder is measured against: every axis value gets the same trials,
 * side by side, doubled until the crossing's interval (the same Fieller interval, on the two neighbours
 * whose estimates straddle the target) is at most ±precision.
 *
 * @example await gridCrossing([1, 2, 3, 4, 5], sampler, { ...design, design: 'grid' })
 */
export async function gridCrossing(
  values: readonly number[],
  sampler: PointSampler,
  design: BalanceDesign,
): Promise<CrossingResult> {
  const s = new PointStates(values, sampler);
  const all = values.map((_, i) => i);
  const t = design.target;
  for (let n = design.firstTrials; ; n = Math.min(2 * n, design.maxTrials)) {
    await s.grow(all, n);
    const above = all.map((i) => s.estimate(i) >= t);
    const rising = !above[0]! && above[above.length - 1]!;
    const k = all.findIndex((i) => i > 0 && above[i] !== above[i - 1]);
    if (k < 0 && n >= design.maxTrials) return noCrossing(s, above[0]! ? 1 : -1, design);
    if (k > 0) {
      const c = bracketInterval(s, k - 1, k, t);
      if (precise(c, design) || n >= design.maxTrials)
        return crossingResult(s, k - 1, k, c, design, rising || !above[0]!);
    }
  }
}
