import type { BlockExecutor } from '../sim/BlockExecutor.ts';
import type { BlockTask } from '../sim/BlockTask.ts';
import type { ExperimentCell } from '../sim/Experiment.ts';
import type { GroupTally } from '../sim/Tally.ts';
import { type BalanceMetric, metricSums, pairSums } from './balanceMetric.ts';
import { playBlockTwice } from './playBlockTwice.ts';
import {
  addSums,
  emptySums,
  type PointSampler,
  type SampleReply,
  type SampleRequest,
} from './PointSampler.ts';

/** Plays per block, as the runner aims at: large enough to outweigh its message, small enough to share out. */
const PLAYS_PER_BLOCK = 65_536;

/** One slice of a balance search as the runner plays it: its cells by axis value, and their stream. */
export interface SliceCells {
  readonly scenario: string;
  /** The stream group's key: every cell of the slice reads trial t from it (common random numbers). */
  readonly streamKey: readonly [number, number, number, number];
  /** The group's index in the plan, naming its blocks to the executor. */
  readonly group: number;
  /** The cell at each axis value, in the order of the values searched. */
  readonly cells: readonly ExperimentCell[];
  readonly metric: BalanceMetric;
  readonly proportion: boolean;
}

/**
 * A {@link PointSampler} that plays an experiment's cells through the runner's own block code
 * (src/sim/runBlock, on the pool, in the calling thread or anywhere an executor reaches): each request's
 * trial range is cut into blocks, all played at once, and their integer sums added, so the reply does not
 * depend on the number of workers or the order blocks finish in. A block that fails is played once more,
 * as `run` does, then the search stops naming it.
 *
 * @example const sampler = experimentSampler(slice, poolExecutor(4)); await sampler.sample({ points: [0, 4], pairs: [[0, 4]], from: 0, to: 2000 })
 */
export function experimentSampler(slice: SliceCells, executor: BlockExecutor): PointSampler {
  const play = (task: BlockTask): Promise<GroupTally> => playBlockTwice(executor, task, slice.group);
  return {
    proportion: slice.proportion,
    paired: !slice.metric.edge,
    async sample(request: SampleRequest): Promise<SampleReply> {
      const cells = request.points.map((i) => slice.cells[i]!);
      const position = (i: number): number => request.points.indexOf(i);
      const size = Math.max(256, Math.floor(PLAYS_PER_BLOCK / cells.length));
      const tasks: BlockTask[] = [];
      for (let from = request.from; from < request.to; from += size)
        tasks.push({
          modules: [],
          scenario: slice.scenario,
          streamKey: slice.streamKey,
          cells: cells.map((c) => ({ key: c.key, setup: c.setup })),
          metrics: slice.metric.tallied,
          pairs: request.pairs.map(([i, j]) => ({
            baseline: position(i),
            variant: position(j),
            metrics: slice.metric.tallied,
          })),
          from,
          to: Math.min(request.to, from + size),
        });
      const points = cells.map(() => emptySums());
      const pairs = request.pairs.map(() => emptySums());
      for (const tally of await Promise.all(tasks.map(play))) {
        tally.cells.forEach((c, k) => addSums(points[k]!, metricSums(slice.metric, c.metrics)));
        tally.pairs.forEach((p, k) => addSums(pairs[k]!, pairSums(slice.metric, p.differences)));
      }
      return { points, pairs };
    },
  };
}
