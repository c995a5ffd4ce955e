/** The first trial count of the grid: fewer trials give intervals too wide to say anything on a chart. */
const FIRST = 1000;
/** Steps of each decade: 1, 2, 5, so the points fall evenly on a log scale. */
const STEPS = [1, 2, 5] as const;

/**
 * The trial counts below `limit` at which a cell's cumulative tally is recorded for its convergence series:
 * 1,000, 2,000, 5,000, 10,000, 20,000, 50,000 ... A run records each of them and its final count, so a series
 * has O(log trials) points whatever the size of the run. The grid depends only on the trial limit (the fixed
 * count, or a precision target's most trials), never on workers, block size or shards, and every count on
 * it is a block boundary.
 *
 * @example convergenceGrid(20000) // [1000, 2000, 5000, 10000]
 */
export function convergenceGrid(limit: number): number[] {
  const grid: number[] = [];
  for (let decade = FIRST; decade < limit; decade *= 10)
    for (const step of STEPS) if (step * decade < limit) grid.push(step * decade);
  return grid;
}
