import type { FaceCounts } from '../../dice/Dice.ts';

/**
 * Faces of a tally, highest first, for a narration: `[6 4 1]` (allocates: narrate only).
 *
 * @example faceList(counts) === '[6 4 1]'
 */
export function faceList(counts: FaceCounts): string {
  const faces: number[] = [];
  for (let f = 6; f >= 1; f--) for (let k = 0; k < counts[f]!; k++) faces.push(f);
  return `[${faces.join(' ')}]`;
}
