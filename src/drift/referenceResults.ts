import type { CellResult, Results } from '../sim/Results.ts';

/**
 * A run's results as a shipped reference keeps them: everything but the cells' convergence series, which
 * drift does not read and which would make the file several times larger. The digest still holds (it covers
 * the final tallies only), and the file is still a results.json that `report` and `drift` read.
 *
 * @example writeFileAtomic('experiments/reference/duel-skills.json', JSON.stringify(referenceResults(results)))
 */
export function referenceResults(
  results: Results,
): Omit<Results, 'cells'> & { readonly cells: readonly Omit<CellResult, 'convergence'>[] } {
  return {
    ...results,
    cells: results.cells.map((c) => {
      const kept: { -readonly [K in keyof CellResult]?: CellResult[K] } = { ...c };
      delete kept.convergence;
      // Every other field was copied from a whole cell.
      return kept as Omit<CellResult, 'convergence'>;
    }),
  };
}
