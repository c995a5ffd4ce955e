import { sumsVariance } from '../../stats/SumsTally.ts';
import type { PointSums } from '../PointSampler.ts';

/**
 * A band's three cells as one substitution needs them, each a proportion (A wins) over the same trials
 * 0 .. n - 1 on the same dice: the base skirmish, the skirmish with the reference character added to the
 * opponent, and the skirmish with the subject added to (or swapped into) the band; and the sums of each
 * pair's per-trial difference, from which their covariances on common random numbers come.
 */
export interface SubstitutionSums {
  readonly base: PointSums;
  readonly reference: PointSums;
  readonly subject: PointSums;
  /** reference - base, trial by trial. */
  readonly referenceMinusBase: PointSums;
  /** subject - base. */
  readonly subjectMinusBase: PointSums;
  /** subject - reference. */
  readonly subjectMinusReference: PointSums;
}

/** A worth in units of the reference character, with its interval (null when the reference's own worth is not told from nothing). */
export interface WorthRatio {
  /** The subject's worth on the logit scale: logit p(subject) - logit p(base). */
  readonly subjectLogit: number;
  /** The reference's worth: logit p(base) - logit p(reference), the drop it makes when the opponent has it. */
  readonly referenceLogit: number;
  readonly estimate: number;
  readonly ci: readonly [number, number] | null;
}

// A proportion pulled off 0 and 1 by half a trial, so that its logit is finite.
const rate = (s: PointSums): number => (s.sum + 0.5) / (s.n + 1);
const logit = (p: number): number => Math.log(p / (1 - p));
const variance = (s: PointSums): number => (s.n >= 2 ? sumsVariance(s) : 0);

/**
 * What the subject is worth in reference characters, under a logistic model of the chance to win on band
 * composition (logit P(A wins) = strength of A - strength of B, each band's strength the sum of its
 * characters'): the subject's logit step over the reference's, both measured from the same base on the
 * same dice. The interval is Fieller's for a ratio: the values r for which subjectLogit - r referenceLogit
 * is not told apart from 0 at level z, with the variance of that difference from the three cells' per-trial
 * covariances (delta method on the logits). When the reference's step is not told apart from 0 the set is
 * unbounded, and `ci` is null.
 *
 * @example worthRatio(sums, 1.96) // { subjectLogit: 0.62, referenceLogit: 0.41, estimate: 1.51, ci: [1.2, 1.9] }
 */
export function worthRatio(s: SubstitutionSums, z: number): WorthRatio {
  const n = s.base.n;
  const [p0, pR, pX] = [rate(s.base), rate(s.reference), rate(s.subject)];
  const [v0, vR, vX] = [variance(s.base), variance(s.reference), variance(s.subject)];
  // Cov(a, b) = (Var a + Var b - Var(b - a)) / 2, per trial.
  const c0R = (v0 + vR - variance(s.referenceMinusBase)) / 2;
  const c0X = (v0 + vX - variance(s.subjectMinusBase)) / 2;
  const cRX = (vR + vX - variance(s.subjectMinusReference)) / 2;
  // Logits by the delta method: d logit / dp = 1 / (p (1 - p)).
  const [g0, gR, gX] = [p0, pR, pX].map((p) => 1 / (p * (1 - p))) as [number, number, number];
  const num = logit(pX) - logit(p0);
  const den = logit(p0) - logit(pR);
  // Var of N = lX - l0, D = l0 - lR and their covariance, over n trials.
  const vN = (gX * gX * vX + g0 * g0 * v0 - 2 * gX * g0 * c0X) / n;
  const vD = (g0 * g0 * v0 + gR * gR * vR - 2 * g0 * gR * c0R) / n;
  const cND = (gX * g0 * c0X - gX * gR * cRX - g0 * g0 * v0 + g0 * gR * c0R) / n;
  const estimate = num / den;
  // (N - r D)^2 <= z^2 (vN - 2 r cND + r^2 vD), as A r^2 + B r + C <= 0.
  const k = z * z;
  const A = den * den - k * vD;
  const B = -2 * (num * den - k * cND);
  const C = num * num - k * vN;
  const disc = B * B - 4 * A * C;
  if (A <= 0 || disc < 0) return { subjectLogit: num, referenceLogit: den, estimate, ci: null };
  const root = Math.sqrt(disc);
  return {
    subjectLogit: num,
    referenceLogit: den,
    estimate,
    ci: [(-B - root) / (2 * A), (-B + root) / (2 * A)],
  };
}
