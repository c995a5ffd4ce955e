import type { DieFace } from '../tables/DieFace.ts';
import { HERD_CONTROL } from '../tables/herdControl.ts';

/**
 * The throw for regaining control of an ambling herd (000 "Regaining Control of the Herd"): once at least
 * {@link HERD_CONTROL.cowboysNeeded} cowboys in front of it have taken their action "doing things", "roll 1
 * D6": 1-4 "Control Regained! A Cattle Drive has been created", 5-6 "No Control". When the throw is made
 * is a reading (register entry drive-regain-throw); this reads the die `face` thrown.
 *
 * @example regainControl(4) === true
 */
export function regainControl(face: DieFace): boolean {
  return HERD_CONTROL.results[face].outcome === 'control-regained';
}
