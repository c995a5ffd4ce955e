import type { FafdmReadings } from './FafdmReadings.ts';

/**
 * The action points a figure spends clearing his jammed rifle on his next activation (001 5.3.2 "The next
 * turn he must spend 1 action to desobstruct the rifle"; Tab.1 "disobstruct a weapon 2"), by
 * `fafdm.unjamCa` (register entry fafdm-jam).
 *
 * @example unjamCost(readings) === 1
 */
export function unjamCost(r: FafdmReadings): number {
  return r.unjamCa === 'text' ? 1 : 2;
}
