import type { HerdBlock } from './HerdBlock.ts';
import { FRONT_REACH } from './RidersInTheHerd.ts';
import { ANIMAL_BASE } from './StampedeCell.ts';

/**
 * Where a man at (`x`, `y`) may turn the running herd (000 "How to stop, or turn a stampede"): on foot,
 * anywhere in front of it; a rider (`mounted`), at its front ("Ride to the front of the stampede"): within
 * 3" of the lead animal, or beside the herd's front rank within 3" of it, and not `stuck` inside it.
 *
 * @example atHerdFront(herd, 0, 5, false, false) // on foot 5" ahead of a herd led from (0, 0) north
 */
export function atHerdFront(h: HerdBlock, x: number, y: number, mounted: boolean, stuck: boolean): boolean {
  if (!mounted) return h.along(x, y) > 0;
  if (stuck) return false;
  if (h.fromLead(x, y) <= FRONT_REACH) return true;
  return h.along(x, y) >= -ANIMAL_BASE.depth && h.distanceTo(x, y) <= FRONT_REACH;
}
