import { DiceStream } from '../dice/DiceStream.ts';
import { Fraction } from '../exact/Fraction.ts';
import { deriveStreamKey, type Seed } from '../dice/StreamKey.ts';
import { meanInterval } from '../stats/meanInterval.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
import type { OddsEntry, PreparedOdds } from './OddsMechanic.ts';

/** Progress is reported every 2^20 trials (a mask test, so the loop pays one AND per trial). */
const PROGRESS_EVERY = (1 << 20) - 1;

/**
 * A Monte Carlo estimate of one exact value, with its interval, the wider interval of the cross-check, and
 * whether the exact value lies in that one.
 */
export interface SimulatedValue {
  readonly estimate: number;
  readonly interval: [number, number];
  /** The interval at the check's level (99.9% for `odds --simulate`), in which the exact value should lie. */
  readonly check: [number, number];
  readonly exactInside: boolean;
}

/** Estimates for the entries of a mechanic, in the shape of the entries (one per element of a distribution). */
export type SimulatedEntries = ReadonlyMap<string, SimulatedValue | readonly SimulatedValue[]>;

/**
 * Plays `trials` seeded trials of a prepared mechanic and sets each exact value beside its Monte Carlo
 * estimate: a Wilson interval for probabilities, a t interval from the sums for expectations, at `level`; and
 * whether the exact value lies in the interval at `checkLevel` (the same level unless given).
 * Trial t draws its dice from stream (seed, `odds/<cellKey>`, t), so any trial can be replayed alone.
 *
 * @example simulateOdds(blazeOdds.prepare({ dice: 6, cap: 3 }, {}), entries, 'blaze', 100_000, 1)
 */
export function simulateOdds(
  prepared: PreparedOdds,
  entries: readonly OddsEntry[],
  cellKey: string,
  trials: number,
  seed: Seed,
  level = 0.95,
  onProgress?: (done: number) => void,
  checkLevel = level,
): SimulatedEntries {
  const width = entries.reduce((w, e) => w + (e.exact instanceof Fraction ? 1 : e.exact.length), 0);
  const sums = new Float64Array(width);
  const squares = new Float64Array(width);
  const out = new Float64Array(width);
  const key = deriveStreamKey(seed, `odds/${cellKey}`);
  const dice = new DiceStream();
  for (let t = 0; t < trials; t++) {
    dice.seedTrial(key, t);
    prepared.sample(dice, out);
    for (let i = 0; i < width; i++) {
      const x = out[i]!;
      sums[i]! += x;
      squares[i]! += x * x;
    }
    if (onProgress && (t & PROGRESS_EVERY) === PROGRESS_EVERY) onProgress(t + 1);
  }
  const result = new Map<string, SimulatedValue | SimulatedValue[]>();
  let slot = 0;
  for (const entry of entries) {
    const estimateAt = (i: number, exact: number): SimulatedValue => {
      const at = (l: number): [number, number] =>
        entry.kind === 'expectation'
          ? meanInterval(trials, sums[i]!, squares[i]!, l)
          : wilsonInterval(sums[i]!, trials, l);
      const check = at(checkLevel);
      // A hair of tolerance: a value the sampler cannot miss (e.g. P = 0) must not fail on rounding.
      const eps = 1e-12;
      return {
        estimate: sums[i]! / trials,
        interval: at(level),
        check,
        exactInside: exact >= check[0] - eps && exact <= check[1] + eps,
      };
    };
    if (entry.exact instanceof Fraction) {
      result.set(entry.key, estimateAt(slot, entry.exact.toNumber()));
      slot++;
    } else {
      result.set(
        entry.key,
        entry.exact.map((f, k) => estimateAt(slot + k, f.toNumber())),
      );
      slot += entry.exact.length;
    }
  }
  return result;
}
