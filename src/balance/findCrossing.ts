import type { BalanceDesign, CrossingResult } from './BalanceDesign.ts';
import { bracketInterval, crossingResult, noCrossing, precise } from './finishCrossing.ts';
import type { PointSampler } from './PointSampler.ts';
import { PointStates } from './PointStates.ts';

/**
 * The confidence of each step's "which side of the target is this point on": high, because a wrong step
 * puts the bracket where the crossing is not, and the final interval cannot recover from that.
 */
const DECISION_LEVEL = 0.999;

/** +1 above the target, -1 below, 0 not yet told apart from it at the decision level. */
function side(s: PointStates, i: number, target: number): number {
  const [lo, hi] = s.interval(i, DECISION_LEVEL);
  return lo > target ? 1 : hi < target ? -1 : 0;
}

/** The side the point estimate is on, for a point whose trials ran out before its side was clear. */
const leaning = (s: PointStates, i: number, target: number): number => (s.estimate(i) >= target ? 1 : -1);

/**
 * Finds where a metric crosses `design.target` along an ordered list of axis values, spending trials where
 * they matter: (1) the two ends of the axis, doubled until each is told apart from the target at 99.9%
 * (or the limit is reached); (2) bisection of the values between them, each middle point doubled until its
 * side is clear, or until its 95% interval is narrower than the precision asks at the current slope (then
 * the crossing is within the precision of it either way, and its estimate decides); (3) the two values
 * left bracketing the crossing, played side by side on the same trials, doubled until the Fieller
 * interval of the interpolated crossing is at most ±precision. Every request plays a whole range of
 * trials fixed by the design, so the result is the same for any number of workers.
 *
 * @example await findCrossing([1, 2, 3, 4, 5], sampler, { target: 0.5, precision: 0.1, firstTrials: 2000, maxTrials: 512000, design: 'sequential' })
 */
export async function findCrossing(
  values: readonly number[],
  sampler: PointSampler,
  design: BalanceDesign,
): Promise<CrossingResult> {
  const s = new PointStates(values, sampler);
  const t = design.target;
  let lo = 0;
  let hi = values.length - 1;
  // (1) The ends.
  let n = design.firstTrials;
  let sLo = 0;
  let sHi = 0;
  for (;;) {
    await s.grow([lo, hi], n);
    sLo = side(s, lo, t);
    sHi = side(s, hi, t);
    if (sLo !== 0 && sHi !== 0) break;
    if (n >= design.maxTrials) {
      sLo ||= leaning(s, lo, t);
      sHi ||= leaning(s, hi, t);
      break;
    }
    n = Math.min(2 * n, design.maxTrials);
  }
  if (sLo === sHi) return noCrossing(s, sLo, design);
  // (2) Bisection.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    let m = design.firstTrials;
    let sMid = 0;
    for (;;) {
      await s.grow([mid], m);
      sMid = side(s, mid, t);
      if (sMid !== 0) break;
      const slope = Math.abs(s.estimate(hi) - s.estimate(lo)) / (values[hi]! - values[lo]!);
      const [a, b] = s.interval(mid, 0.95);
      if ((b - a) / 2 <= design.precision * slope || m >= design.maxTrials) {
        sMid = leaning(s, mid, t);
        break;
      }
      m = Math.min(2 * m, design.maxTrials);
    }
    if (sMid === sLo) lo = mid;
    else hi = mid;
  }
  // (3) The bracket's two ends, side by side, until the interval is narrow enough.
  let N = Math.max(s.trials(lo), s.trials(hi));
  await s.grow([lo, hi], N);
  // The ends' covariance is read from trials they played together: at least the first stretch.
  for (;;) {
    const c = bracketInterval(s, lo, hi, t);
    const shared = s.sharedTrials(lo, hi) >= Math.min(design.firstTrials, N);
    if ((shared && precise(c, design)) || N >= design.maxTrials)
      return crossingResult(s, lo, hi, c, design, sHi > sLo);
    N = Math.min(2 * N, design.maxTrials);
    await s.grow([lo, hi], N);
  }
}
