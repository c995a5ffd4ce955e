import type { Estimate, EstimateOptions } from './Estimate.ts';
import { wilsonInterval } from './wilsonInterval.ts';

/**
 * A probability estimated from `successes` in `trials`, with its Wilson score interval (Wilson, 1927): the
 * interval keeps close to its nominal coverage near 0 and 1, where the normal-approximation one collapses.
 *
 * @example proportionEstimate(50, 100, { seed: 7 }) // estimate 0.5, interval [0.4038, 0.5962], method 'wilson'
 */
export function proportionEstimate(successes: number, trials: number, options: EstimateOptions): Estimate {
  if (!(trials > 0)) throw new RangeError(`a proportion needs at least one trial, got ${trials}`);
  if (!(successes >= 0 && successes <= trials))
    throw new RangeError(`successes must lie in 0..${trials}, got ${successes}`);
  const level = options.level ?? 0.95;
  return {
    estimate: successes / trials,
    interval: wilsonInterval(successes, trials, level),
    level,
    n: trials,
    seed: options.seed,
    method: 'wilson',
  };
}
