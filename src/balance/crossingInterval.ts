import { sumsVariance } from '../stats/SumsTally.ts';
import type { PointSums } from './PointSampler.ts';

/**
 * The two ends of a bracket as the interval needs them: the axis values, each end's sums over the same
 * trials 0 .. n - 1, and the sums of both ends and of their difference over the trials they played
 * together (from which their correlation on common random numbers is estimated).
 */
export interface BracketSums {
  readonly lo: number;
  readonly hi: number;
  readonly atLo: PointSums;
  readonly atHi: PointSums;
  readonly together: {
    readonly atLo: PointSums;
    readonly atHi: PointSums;
    readonly difference: PointSums;
  };
}

/** A crossing and its interval, in axis units; `bounded` is false when the slope is not told from flat (the interval is the whole domain). */
export interface CrossingInterval {
  readonly estimate: number;
  readonly ci: readonly [number, number];
  readonly bounded: boolean;
}

const mean = (s: PointSums): number => s.sum / s.n;
const variance = (s: PointSums): number => (s.n >= 2 ? sumsVariance(s) : 0);

/**
 * The crossing of `target` by the straight line through the bracket's two estimates, with a Fieller
 * interval: the axis values x whose interpolated metric m(x) = (1 - f) m(lo) + f m(hi), f = (x - lo) / (hi -
 * lo), is not told apart from the target at level z, using the variance of that mixture with the two ends'
 * covariance on shared dice. Inverting the test this way keeps the interval honest where the slope is
 * barely known (it widens without bound, clipped to `domain`), which the delta method does not. The line
 * is extended beyond the bracket, so that an interval may reach past an end that sits near the target.
 *
 * @example crossingInterval(sums, 0.5, 1.96, [1, 5]) // { estimate: 2.61, ci: [2.48, 2.75], bounded: true }
 */
export function crossingInterval(
  b: BracketSums,
  target: number,
  z: number,
  domain: readonly [number, number],
): CrossingInterval {
  const n = b.atLo.n;
  const pLo = mean(b.atLo);
  const pHi = mean(b.atHi);
  const vLo = variance(b.atLo);
  const vHi = variance(b.atHi);
  // The correlation of the two ends on the trials they shared, carried to the full trials' variances.
  const jointLo = variance(b.together.atLo);
  const jointHi = variance(b.together.atHi);
  const jointD = variance(b.together.difference);
  // No paired sums (an edge metric): taken as uncorrelated, which only widens the interval.
  const rho =
    b.together.difference.n >= 2 && jointLo > 0 && jointHi > 0
      ? Math.max(-1, Math.min(1, (jointLo + jointHi - jointD) / (2 * Math.sqrt(jointLo * jointHi))))
      : 0;
  const cov = rho * Math.sqrt(vLo * vHi);
  const a = pLo - target;
  const slope = pHi - pLo;
  const k = (z * z) / n;
  // (a + slope f)^2 <= k (vLo (1 - f)^2 + vHi f^2 + 2 cov f (1 - f)), as A f^2 + B f + C <= 0.
  const A = slope * slope - k * (vLo + vHi - 2 * cov);
  const B = 2 * a * slope - 2 * k * (cov - vLo);
  const C = a * a - k * vLo;
  const width = b.hi - b.lo;
  const at = (f: number): number => b.lo + f * width;
  const clip = (x: number): number => Math.max(domain[0], Math.min(domain[1], x));
  const estimate = clip(slope === 0 ? at(0.5) : at(-a / slope));
  const disc = B * B - 4 * A * C;
  if (A <= 0 || disc < 0) return { estimate, ci: [domain[0], domain[1]], bounded: false };
  const root = Math.sqrt(disc);
  const f1 = (-B - root) / (2 * A);
  const f2 = (-B + root) / (2 * A);
  const lo = clip(at(Math.min(f1, f2)));
  const hi = clip(at(Math.max(f1, f2)));
  return {
    estimate: Math.max(lo, Math.min(hi, estimate)),
    ci: [lo, hi],
    bounded: true,
  };
}
