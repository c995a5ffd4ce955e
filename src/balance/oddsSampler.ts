import { DiceStream } from '../dice/DiceStream.ts';
import { deriveStreamKey } from '../dice/StreamKey.ts';
import type { Fraction } from '../exact/Fraction.ts';
import type { OddsMechanic, ParamValues } from '../odds/OddsMechanic.ts';
import {
  emptySums,
  type PointSampler,
  type PointSums,
  type SampleReply,
  type SampleRequest,
} from './PointSampler.ts';

/** A mechanic of `odds` along one of its integer parameters: the exact value at each point, and a sampler. */
export interface OddsAxis {
  /** The exact probability at each axis value, from the mechanic's exact form (as `odds --json` prints it). */
  readonly exact: readonly number[];
  readonly sampler: (seed: number) => PointSampler;
}

/**
 * An `odds` mechanic's probability `entry` along its integer parameter `axis` (e.g. deliberate fire's P(hit)
 * along its dice), exact and sampled: the sampler plays the mechanic's sampled form (the code path of the
 * games) with trial t's dice seeded from (seed, t) alone, so every axis value reads the same dice (common
 * random numbers), for the balance finder's coverage on a metric known exactly.
 *
 * @example oddsAxis(deliberateOdds, 'dice', [1, 2, 3, 4, 5, 6], {}, 'pHit').exact[0] // 1/6
 */
export function oddsAxis(
  mechanic: OddsMechanic,
  axis: string,
  values: readonly number[],
  fixed: ParamValues,
  entry: string,
): OddsAxis {
  const prepared = values.map((v) => mechanic.prepare({ ...fixed, [axis]: v }, {}));
  const at = prepared[0]!.exact().findIndex((e) => e.key === entry);
  if (at < 0) throw new RangeError(`odds ${mechanic.name} has no entry ${entry}`);
  const exact = prepared.map((p) => (p.exact()[at]!.exact as Fraction).toNumber());
  const width = prepared[0]!.exact().length;
  return {
    exact,
    sampler(seed) {
      const key = deriveStreamKey(seed, `odds-axis/${mechanic.name}/${axis}`);
      const dice = new DiceStream();
      const out = new Float64Array(width + 64);
      return {
        proportion: true,
        paired: true,
        sample(request: SampleRequest): Promise<SampleReply> {
          const points: PointSums[] = request.points.map(() => emptySums());
          const pairs: PointSums[] = request.pairs.map(() => emptySums());
          const y = new Float64Array(request.points.length);
          for (let t = request.from; t < request.to; t++) {
            request.points.forEach((i, k) => {
              dice.seedTrial(key, t);
              prepared[i]!.sample(dice, out);
              y[k] = out[at]!;
              points[k]!.n++;
              points[k]!.sum += y[k];
              points[k]!.sumSquares += y[k] * y[k];
            });
            request.pairs.forEach(([i, j], k) => {
              const d = y[request.points.indexOf(j)]! - y[request.points.indexOf(i)]!;
              pairs[k]!.n++;
              pairs[k]!.sum += d;
              pairs[k]!.sumSquares += d * d;
            });
          }
          return Promise.resolve({ points, pairs });
        },
      };
    },
  };
}
