import { zForConfidence } from '../stats/normalQuantile.ts';
import type { BalanceDesign, CrossingResult } from './BalanceDesign.ts';
import { crossingInterval, type CrossingInterval } from './crossingInterval.ts';
import type { PointStates } from './PointStates.ts';

const Z95 = zForConfidence(0.95);

/** The crossing's interval on the bracket (i, j) as the points stand. */
export function bracketInterval(s: PointStates, i: number, j: number, target: number): CrossingInterval {
  const v = s.values;
  return crossingInterval(s.bracket(i, j), target, Z95, [v[0]!, v[v.length - 1]!]);
}

/** Whether the interval meets the requested half-width. */
export function precise(c: CrossingInterval, design: BalanceDesign): boolean {
  return c.bounded && (c.ci[1] - c.ci[0]) / 2 <= design.precision;
}

/** The result for a bracket (i, j) whose interval is `c`. */
export function crossingResult(
  s: PointStates,
  i: number,
  j: number,
  c: CrossingInterval,
  design: BalanceDesign,
  rising: boolean,
): CrossingResult {
  const converged = precise(c, design);
  return {
    crossing: { estimate: c.estimate, ci95: c.ci },
    bracket: [s.values[i]!, s.values[j]!],
    direction: rising ? 'rising' : 'falling',
    trials: s.spent,
    converged,
    points: s.curve(),
    note: converged
      ? null
      : `the 95% interval is wider than ±${design.precision} after ${design.maxTrials} trials at each end of the bracket`,
  };
}

/** The result when the metric stays on one side of the target at both ends of the axis. */
export function noCrossing(s: PointStates, side: number, design: BalanceDesign): CrossingResult {
  const v = s.values;
  return {
    crossing: null,
    bracket: null,
    direction: null,
    trials: s.spent,
    converged: true,
    points: s.curve(),
    note: `the metric stays ${side > 0 ? 'above' : 'below'} ${design.target} from ${v[0]} to ${v[v.length - 1]}`,
  };
}
