import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import type { ShootoutHerd } from '../../../../src/scenarios/shootout/herd/ShootoutHerd.ts';
import type { MountedFigures } from '../../../../src/scenarios/shootout/horse/MountedFigures.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';

/** A shootout set up by a test with its herd running: the game, its horses (read only on a table with some), herd and story. */
export interface RunningHerd {
  readonly game: ReturnType<typeof buildShootout>;
  readonly mounted: MountedFigures;
  readonly herd: ShootoutHerd;
  readonly lines: string[];
}

/**
 * The shootout of `cell` (with a herd), every part reset for a game, on the scripted `faces` and `below`,
 * narrated into `lines`; a blast at `blast` sets its herd running (its heading the first of `below`).
 */
export function herdSetOff(
  cell: JsonObject,
  faces: readonly number[],
  below: readonly number[],
  blast: readonly [number, number],
): RunningHerd {
  const read = readShootoutCell(cell, SHOOTOUT_OPTIONS);
  if ('issues' in read) throw new Error(JSON.stringify(read.issues));
  const game = buildShootout(read.cell);
  for (const f of game.figures) f.resetForGame();
  const mounted = game.mounted as MountedFigures;
  if (mounted !== null) mounted.reset();
  const herd = game.herd as ShootoutHerd;
  herd.reset();
  game.out = new ShootoutResult(game.sides);
  const lines: string[] = [];
  game.dice = new ScriptedDice(faces, below);
  game.log = { line: (t) => lines.push(t) };
  herd.explosion(blast[0], blast[1]);
  return { game, mounted, herd, lines };
}

/**
 * A shootout on open ground with `rider` (a figure of the posse, in the saddle) and a clerk far off; a herd of
 * 8, 4 abreast (4" across, 4" deep), its lead animal at (14, 22) facing up the table. A blast at (14, 2) sets
 * it running: on a heading of 180 it re-forms about its middle, its front at y = 18 and its lead animal at
 * (14, 18).
 */
export function riderBesideRunningHerd(
  rider: JsonObject,
  faces: readonly number[],
  below: readonly number[],
): RunningHerd {
  const cell = {
    ruleset: 'rwnn-extended',
    options: { 'shootout.nerve': 'off' },
    sides: {
      posse: { figures: { rider } },
      town: { figures: { clerk: { class: 'citizen', at: [30, 2] } } },
    },
    params: { table: 'open-ground', herd: { at: [14, 22], heading: 0, animals: 8, columns: 4 } },
  };
  return herdSetOff(cell, faces, below, [14, 2]);
}
