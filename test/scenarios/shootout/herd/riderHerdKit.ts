import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import type { ShootoutHerd } from '../../../../src/scenarios/shootout/herd/ShootoutHerd.ts';
import type { MountedFigures } from '../../../../src/scenarios/shootout/horse/MountedFigures.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';

/**
 * A shootout on open ground with `rider` (a figure of the posse, in the saddle) and a clerk far off; a herd of
 * 8, 4 abreast (4" across, 4" deep), its lead animal at (14, 22) facing up the table. A blast at (14, 2) sets
 * it running, on the scripted `faces` and `below`: on a heading of 180 it re-forms about its middle, its
 * front at y = 18 and its lead animal at (14, 18).
 */
export function riderBesideRunningHerd(
  rider: JsonObject,
  faces: readonly number[],
  below: readonly number[],
): { game: ReturnType<typeof buildShootout>; mounted: MountedFigures; herd: ShootoutHerd; lines: string[] } {
  const read = readShootoutCell(
    {
      ruleset: 'rwnn-extended',
      options: { 'shootout.nerve': 'off' },
      sides: {
        posse: { figures: { rider } },
        town: { figures: { clerk: { class: 'citizen', at: [30, 2] } } },
      },
      params: { table: 'open-ground', herd: { at: [14, 22], heading: 0, animals: 8, columns: 4 } },
    },
    SHOOTOUT_OPTIONS,
  );
  if ('issues' in read) throw new Error(JSON.stringify(read.issues));
  const game = buildShootout(read.cell);
  for (const f of game.figures) f.resetForGame();
  const mounted = game.mounted as MountedFigures;
  mounted.reset();
  const herd = game.herd as ShootoutHerd;
  herd.reset();
  game.out = new ShootoutResult(game.sides);
  const lines: string[] = [];
  game.dice = new ScriptedDice(faces, below);
  game.log = { line: (t) => lines.push(t) };
  herd.explosion(14, 2);
  return { game, mounted, herd, lines };
}
