import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { readStampedeCell } from '../../../src/scenarios/stampede/readStampedeCell.ts';
import { StampedeGame } from '../../../src/scenarios/stampede/StampedeGame.ts';
import { STAMPEDE_OPTIONS } from '../../../src/scenarios/stampede/stampedeOptions.ts';
import { newStampedeTally, type StampedeTally } from '../../../src/scenarios/stampede/StampedeTally.ts';

/** The game of a stampede setup, which must be valid. @example stampedeGame({ params: { gunfire: 9 } }) */
export function stampedeGame(setup: JsonObject): StampedeGame {
  const r = readStampedeCell(setup, STAMPEDE_OPTIONS);
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return new StampedeGame(r.cell);
}

/**
 * Plays `g` on forced dice: `faces` for the dice thrown, `below` for the cards turned (each the place in the
 * draw pile of the card turned); returns the tally and the narration.
 *
 * @example const { tally, lines } = playScripted(g, [2, 1, 1, 1], [1, 0, 0]);
 */
export function playScripted(
  g: StampedeGame,
  faces: number[],
  below: number[],
): { tally: StampedeTally; lines: string[] } {
  const lines: string[] = [];
  const tally = g.play(new ScriptedDice(faces, below), newStampedeTally(), { line: (t) => lines.push(t) });
  return { tally, lines };
}
