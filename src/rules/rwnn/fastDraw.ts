import type { FaceCounts } from '../../dice/Dice.ts';

/** Who fires first after a fast-draw throw. */
export type FastDrawResult = 'a' | 'b' | 'simultaneous';

/**
 * Readings of 000/003 "The character who rolls the most 6's fires first, if both duellists roll the same
 * number of 6's, they fire simultaneously. If neither rolls any 6's, then see who rolled the most 5's, and
 * so on!": the highest face anyone rolled decides, equal counts of it are simultaneous (default); or
 * equal counts at a face pass on to the next face down (lexicographic), simultaneous only on identical throws.
 */
export type FastDrawTie = 'highest-face' | 'lexicographic';

/**
 * Compares two fast-draw throws given as face counts.
 *
 * @example fastDrawResult(a, b, 'highest-face') === 'a' // A threw 6,6,2; B threw 6,5
 */
export function fastDrawResult(a: FaceCounts, b: FaceCounts, tie: FastDrawTie): FastDrawResult {
  for (let face = 6; face >= 1; face--) {
    const ca = a[face]!;
    const cb = b[face]!;
    if (ca > cb) return 'a';
    if (cb > ca) return 'b';
    if (ca > 0 && tie === 'highest-face') return 'simultaneous';
  }
  return 'simultaneous';
}
