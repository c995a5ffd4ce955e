/**
 * One of n disjoint slices of a run's blocks (`--shard k/n`, 1 <= k <= n). With a fixed trial count, block
 * i of the plan belongs to shard (i mod n) + 1; with a precision target a stream group's blocks all go to
 * shard (group mod n) + 1, since its stop rule reads the group's whole tally.
 *
 * @example const s: Shard = { k: 2, n: 3 };
 */
export interface Shard {
  readonly k: number;
  readonly n: number;
}
