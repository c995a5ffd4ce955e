import type { FafdmReadings } from './FafdmReadings.ts';

/**
 * Whether a figure that does not move this turn may take aim (001 Tab.1 "take aim (1 st turn only) 0 CA
 * during the turn it cannot move"; Tab.3 "The shooter hasn't done any move during this turn and it decided
 * to take aim +1"): in any turn, or only in the game's first turn (`fafdm.aimTurn`, register entry
 * fafdm-take-aim). Whether he does is his policy's choice.
 *
 * @example mayAim(2, readings) === true // with the default `every-turn`
 */
export function mayAim(turn: number, r: FafdmReadings): boolean {
  return r.aimTurn === 'every-turn' || turn === 1;
}
