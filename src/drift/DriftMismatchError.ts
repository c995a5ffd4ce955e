/**
 * A run and a reference that are not of the same experiment (another name, other cells, setups or metrics,
 * or one shard's part of a run): they cannot be compared, and the command line refuses with exit code 2.
 *
 * @example throw new DriftMismatchError('the experiments differ in their cells: only in the run: range=24')
 */
export class DriftMismatchError extends Error {
  override readonly name = 'DriftMismatchError';
}
