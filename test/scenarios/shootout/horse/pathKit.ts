import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import type { MountedFigures } from '../../../../src/scenarios/shootout/horse/MountedFigures.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';

/**
 * A rider (figure 0, `rider` fields) at (10, 12) facing east on open ground, and the men on foot `men`
 * (name to fields, each with its `at` and `side`: `posse` is the rider's, `town` the other), every man on
 * foot facing east, away from the rider, under `options`; every gun busted (no shot from the saddle, no
 * hasty shot: the fights are fists), the game set out as it starts.
 */
export function riderAndMen(
  rider: JsonObject,
  men: Readonly<Record<string, JsonObject & { side: 'posse' | 'town' }>>,
  options: JsonObject = {},
) {
  const posse: Record<string, JsonObject> = { rider: { class: 'gunman', ...rider, at: [10, 12] } };
  const town: Record<string, JsonObject> = {};
  for (const [name, { side, ...fields }] of Object.entries(men))
    (side === 'posse' ? posse : town)[name] = { class: 'gunman', policy: 'gunfighter', ...fields };
  const read = readShootoutCell(
    {
      ruleset: 'rwnn-extended',
      options,
      sides: { posse: { figures: posse }, town: { figures: town } },
      params: { table: 'open-ground' },
    },
    SHOOTOUT_OPTIONS,
  );
  if ('issues' in read) throw new Error(JSON.stringify(read.issues));
  const game = buildShootout(read.cell);
  for (const f of game.figures) f.resetForGame();
  const mounted = game.mounted as MountedFigures;
  game.out = new ShootoutResult(game.sides);
  for (const f of game.figures) {
    f.facing = 0;
    f.guns.fill(GUN.busted);
  }
  mounted.reset();
  const lines: string[] = [];
  game.log = { line: (s: string) => lines.push(s) };
  const named = (name: string) => game.figures.find((f) => f.name === name)!;
  return { game, mounted, lines, named };
}

/** Dice that always show `face` (enough for any turn): a fight of 4s has no 6s, a control throw of 4 is kept. */
export function always(face: number): ScriptedDice {
  return new ScriptedDice(new Array<number>(400).fill(face));
}
