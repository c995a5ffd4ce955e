import type { FaceCounts } from '../../dice/Dice.ts';

/**
 * Deliberate fire (000 SHOOTING "Deliberate fire"; 003 SHOOTING): one hit if any die shows a 6, never more.
 * Deadeye (000 SKILLS & ATTRIBUTES: "hits on a 5 or 6 when firing deliberately") also hits on a 5.
 *
 * @example deliberateHits(counts, true) === 1 // counts: a 5 and no 6
 */
export function deliberateHits(counts: FaceCounts, deadeye: boolean): 0 | 1 {
  return counts[6]! > 0 || (deadeye && counts[5]! > 0) ? 1 : 0;
}
