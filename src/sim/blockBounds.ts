// How a group's trials are cut into blocks. A block holds at most the block size, never crosses a cut (a
// count of the convergence grid) or the end of a round, and blocks start afresh after each cut: so every
// grid count is a block boundary, and the cumulative tally there is a sum of whole blocks.

/**
 * The end (exclusive) of the block that starts at `from`: a block size on, but never past `end` or the first
 * cut after `from`.
 *
 * @example blockEnd(0, 5000, 4096, [1000, 2000]) // 1000
 */
export function blockEnd(from: number, end: number, blockSize: number, cuts: readonly number[]): number {
  let to = Math.min(from + blockSize, end);
  for (const cut of cuts)
    if (cut > from) {
      to = Math.min(to, cut);
      break;
    }
  return to;
}

/**
 * The position, counting from 0, of the block that starts at `from` among the blocks of a fixed count: the
 * whole blocks of every stretch between cuts before it, then its place in its own stretch. Shards split a
 * fixed count's blocks by this number.
 *
 * @example blockOrdinal(2000, 4096, [1000, 2000]) // 2: blocks 0..999 and 1000..1999 come first
 */
export function blockOrdinal(from: number, blockSize: number, cuts: readonly number[]): number {
  let ordinal = 0;
  let start = 0;
  for (const cut of cuts) {
    if (cut > from) break;
    ordinal += Math.ceil((cut - start) / blockSize);
    start = cut;
  }
  return ordinal + Math.floor((from - start) / blockSize);
}

/**
 * How many blocks trials 0 .. `end` - 1 make.
 *
 * @example blockCount(5000, 4096, [1000, 2000]) // 3
 */
export function blockCount(end: number, blockSize: number, cuts: readonly number[]): number {
  let count = 0;
  let start = 0;
  for (const cut of [...cuts.filter((c) => c < end), end]) {
    count += Math.ceil((cut - start) / blockSize);
    start = cut;
  }
  return count;
}
