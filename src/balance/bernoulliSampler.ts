import { mix32 } from '../dice/mix32.ts';
import type { PointSampler, PointSums, SampleReply, SampleRequest } from './PointSampler.ts';

/**
 * A metric known exactly, to measure the finder against: at axis value i, trial t succeeds when its
 * uniform draw u(seed, t) falls below `p[i]`. Every point reads the same draw of trial t (common random
 * numbers, as the runner's compared cells do), and the draw depends only on (seed, t).
 *
 * @example bernoulliSampler([0.2, 0.4, 0.6, 0.8], 7) // crosses 0.5 at 1.5
 */
export function bernoulliSampler(p: readonly number[], seed: number): PointSampler {
  const key = mix32(seed >>> 0);
  return {
    proportion: true,
    paired: true,
    sample(request: SampleRequest): Promise<SampleReply> {
      const points: PointSums[] = request.points.map(() => ({ n: 0, sum: 0, sumSquares: 0 }));
      const pairs: PointSums[] = request.pairs.map(() => ({ n: 0, sum: 0, sumSquares: 0 }));
      const at = request.points.map((i) => p[i]!);
      const pairAt = request.pairs.map(([i, j]) => [request.points.indexOf(i), request.points.indexOf(j)]);
      const hit: number[] = at.map(() => 0);
      for (let t = request.from; t < request.to; t++) {
        const u = mix32((key ^ mix32(t)) >>> 0) / 4294967296;
        at.forEach((q, k) => {
          const y = u < q ? 1 : 0;
          hit[k] = y;
          points[k]!.n++;
          points[k]!.sum += y;
          points[k]!.sumSquares += y;
        });
        pairAt.forEach(([a, b], k) => {
          const d = hit[b!]! - hit[a!]!;
          pairs[k]!.n++;
          pairs[k]!.sum += d;
          pairs[k]!.sumSquares += d * d;
        });
      }
      return Promise.resolve({ points, pairs });
    },
  };
}
