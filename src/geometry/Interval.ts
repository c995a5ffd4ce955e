/**
 * A stretch of a segment, as parameters from 0 (its start) to 1 (its end): the part of a line of fire or of
 * a move that runs inside a piece. Empty when `lo > hi`. The clip functions write it into a caller's object,
 * so a query that needs one keeps one and allocates nothing.
 *
 * @example
 * const part = newInterval();
 * clipSegmentRect(0, 0, 10, 0, 2, -1, 4, 1, part); // part.lo === 0.2, part.hi === 0.4
 */
export interface Interval {
  lo: number;
  hi: number;
}

/**
 * An empty {@link Interval} to reuse.
 *
 * @example newInterval().lo > newInterval().hi
 */
export function newInterval(): Interval {
  return { lo: 1, hi: 0 };
}
