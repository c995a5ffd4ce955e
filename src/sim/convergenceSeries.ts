import type { GroupTally, MetricTally } from './Tally.ts';

/**
 * A cell's cumulative tally after its first `trials` trials (of the trial streams, from trial 0): each
 * metric's count, sum and sum of squares, without histograms. For one shard's part of a run, `n` counts
 * only the trials that shard played among them.
 *
 * @example { trials: 1000, metrics: { pAWins: { n: 1000, sum: 493, sumSquares: 493 } } }
 */
export interface ConvergencePoint {
  readonly trials: number;
  readonly metrics: Record<string, MetricTally>;
}

/**
 * A group's tallies between consecutive counts of the convergence grid: `segments[k][c]` sums the metrics of
 * the group's cell c over the blocks that end after grid count k - 1 and by grid count k (the last segment:
 * after the last count). Blocks never cross a grid count, so each block falls in exactly one segment.
 *
 * @example segments[0][1].pAWins // cell 1's sums over trials 0..999
 */
export type SegmentTallies = Record<string, MetricTally>[][];

function zero(metrics: readonly string[]): Record<string, MetricTally> {
  return Object.fromEntries(metrics.map((m) => [m, { n: 0, sum: 0, sumSquares: 0 }]));
}

/**
 * Zero segment tallies for a grid of `grid` counts and a group of `cells` cells.
 *
 * @example emptySegments([1000, 2000], 2, ['pAWins']).length // 3
 */
export function emptySegments(
  grid: readonly number[],
  cells: number,
  metrics: readonly string[],
): SegmentTallies {
  return Array.from({ length: grid.length + 1 }, () => Array.from({ length: cells }, () => zero(metrics)));
}

/**
 * Adds a block's cell tallies (not its histograms or paired differences) into the segment the block belongs
 * to: the first grid count at or after its end `to`. Integer sums, so the blocks may come in any order.
 *
 * @example addToSegments(live.segments, plan.convergence, block.to, blockTally)
 */
export function addToSegments(
  segments: SegmentTallies,
  grid: readonly number[],
  to: number,
  tally: GroupTally,
): void {
  let k = grid.findIndex((count) => to <= count);
  if (k < 0) k = grid.length;
  const segment = segments[k]!;
  tally.cells.forEach((cell, c) => {
    const into = segment[c]!;
    for (const [name, t] of Object.entries(cell.metrics)) {
      const s = (into[name] ??= { n: 0, sum: 0, sumSquares: 0 });
      s.n += t.n;
      s.sum += t.sum;
      s.sumSquares += t.sumSquares;
    }
  });
}

/**
 * One cell's convergence series: its cumulative tally at every grid count below `end`, then at `end` (the
 * trials the cell ran: a fixed count, or where a precision target stopped it). Each point is the sum of the
 * segments up to it, so it holds exactly the blocks of trials 0 .. count - 1.
 *
 * @example convergenceSeries(segments.map((s) => s[0]!), [1000, 2000, 5000], 5000).map((p) => p.trials) // [1000, 2000, 5000]
 */
export function convergenceSeries(
  segments: readonly Readonly<Record<string, MetricTally>>[],
  grid: readonly number[],
  end: number,
): ConvergencePoint[] {
  const running: Record<string, MetricTally> = {};
  const add = (segment: Readonly<Record<string, MetricTally>> | undefined): void => {
    for (const [name, t] of Object.entries(segment ?? {})) {
      const s = (running[name] ??= { n: 0, sum: 0, sumSquares: 0 });
      s.n += t.n;
      s.sum += t.sum;
      s.sumSquares += t.sumSquares;
    }
  };
  const copy = (): Record<string, MetricTally> =>
    Object.fromEntries(Object.entries(running).map(([name, t]) => [name, { ...t }]));
  const points: ConvergencePoint[] = [];
  let k = 0;
  for (; k < grid.length && grid[k]! < end; k++) {
    add(segments[k]);
    points.push({ trials: grid[k]!, metrics: copy() });
  }
  // The rest of the trials: the segment that holds `end` (a precision target's later segments are empty).
  for (; k < segments.length; k++) add(segments[k]);
  points.push({ trials: end, metrics: copy() });
  return points;
}

/**
 * The series of two parts of one run (shards) added point by point: sums of disjoint blocks, so the merge of
 * every shard's series is the series of the whole run. A part that played none of the cell's trials (a
 * precision target's group played on another shard) has no points and adds nothing; otherwise both must
 * list the same counts.
 *
 * @example mergeConvergence(first.convergence, second.convergence, 'cell range=6')
 */
export function mergeConvergence(
  into: readonly ConvergencePoint[],
  add: readonly ConvergencePoint[],
  where: string,
): ConvergencePoint[] {
  if (add.length === 0) return into.map((p) => structuredClone(p));
  if (into.length === 0) return add.map((p) => structuredClone(p));
  const counts = (s: readonly ConvergencePoint[]): string => s.map((p) => p.trials).join(',');
  if (counts(into) !== counts(add))
    throw new RangeError(
      `${where}: convergence series at different trial counts cannot be merged (${counts(into)} and ${counts(add)})`,
    );
  return into.map((p, i) => {
    const other = add[i]!;
    const names = Object.keys(p.metrics);
    if (names.length !== Object.keys(other.metrics).length || names.some((n) => !(n in other.metrics)))
      throw new RangeError(`${where}: convergence series of different metrics cannot be merged`);
    const metrics: Record<string, MetricTally> = {};
    for (const name of names) {
      const a = p.metrics[name]!;
      const b = other.metrics[name]!;
      metrics[name] = { n: a.n + b.n, sum: a.sum + b.sum, sumSquares: a.sumSquares + b.sumSquares };
    }
    return { trials: p.trials, metrics };
  });
}
