/** Half-open trial ranges [from, to), sorted and merged: which trials of a group are tallied. */
export type TrialRanges = [number, number][];

/**
 * Adds [from, to) to `ranges` in place, merging neighbours; throws if any of it is already there, since a
 * trial tallied twice would silently change the result.
 *
 * @example const r: TrialRanges = [[0, 10]]; addRange(r, 10, 20); // r is [[0, 20]]
 */
export function addRange(ranges: TrialRanges, from: number, to: number): TrialRanges {
  if (from >= to) return ranges;
  let i = 0;
  while (i < ranges.length && ranges[i]![1] <= from) i++;
  const at = ranges[i];
  if (at && at[0] < to && from < at[1])
    throw new RangeError(`trials ${from}..${to - 1} overlap trials already tallied (${at[0]}..${at[1] - 1})`);
  ranges.splice(i, 0, [from, to]);
  // Merge with the neighbours it touches.
  if (i + 1 < ranges.length && ranges[i + 1]![0] === to) {
    ranges[i]![1] = ranges[i + 1]![1];
    ranges.splice(i + 1, 1);
  }
  if (i > 0 && ranges[i - 1]![1] === from) {
    ranges[i - 1]![1] = ranges[i]![1];
    ranges.splice(i, 1);
  }
  return ranges;
}

/** Whether every trial of [from, to) is in `ranges`. @example covers([[0, 20]], 5, 10) === true */
export function covers(ranges: TrialRanges, from: number, to: number): boolean {
  return ranges.some(([a, b]) => a <= from && to <= b);
}

/** The number of trials in `ranges`. @example rangesSize([[0, 10], [20, 25]]) === 15 */
export function rangesSize(ranges: TrialRanges): number {
  return ranges.reduce((n, [a, b]) => n + b - a, 0);
}
