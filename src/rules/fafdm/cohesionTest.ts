import type { Dice } from '../../dice/Dice.ts';
import type { CohesionReading } from './FafdmReadings.ts';

/** What the cohesion test looks at of a band that has lost more than half its figures (001 6.2). */
export interface CohesionBand {
  /** The highest coolness among its figures still in play. */
  bestCool: number;
  /** Its leader: still in the game, dead, or none was bought (no modifier). */
  leader: 'in-play' | 'dead' | 'none';
  /** Figures in play: its own and the opponent's (the player board's difference). */
  own: number;
  opponents: number;
}

/** 6.2 Tab.11: "THE LEADER is still in the game -1 / THE LEADER is dead +1". */
export const COHESION_LEADER = { 'in-play': -1, dead: 1, none: 0 } as const;

/**
 * The cohesion test (001 6.2), taken "at the beginning of every new turn" by a band that has lost more than
 * half its components. `text`: 1D6 + Tab.11's leader modifier against the band's highest coolness, "lower or
 * equal, the player is still in the game, otherwise he has to retire and loses". `board` (the player board):
 * "compare COOLNESS + 1D6 with 1D6 + difference of the opponent miniatures", staying on at least as much
 * (register entry fafdm-cohesion-test). Returns whether the band stays.
 *
 * @example cohesionTest(new ScriptedDice([4]), { bestCool: 3, leader: 'in-play', own: 1, opponents: 3 }, 'text') === true // 4 - 1 <= 3
 */
export function cohesionTest(dice: Dice, band: CohesionBand, reading: CohesionReading): boolean {
  if (reading === 'text') return dice.d6() + COHESION_LEADER[band.leader] <= band.bestCool;
  const ours = band.bestCool + dice.d6();
  return ours >= dice.d6() + Math.max(0, band.opponents - band.own);
}
