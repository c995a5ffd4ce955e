import { expect } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import type { StreamKey } from '../../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import type { MountedFigures } from '../../../../src/scenarios/shootout/horse/MountedFigures.ts';
import type { ShootoutCell } from '../../../../src/scenarios/shootout/ShootoutCell.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';

/**
 * A Citizen 10" from a rider (a Good one, or the horse fields given) on open ground under `options`, the
 * game set out as it starts, without turning a card.
 */
export function riderAndCitizen(options: JsonObject = {}, rider: JsonObject = { rider: 'good' }) {
  const setup: JsonObject = {
    ruleset: 'rwnn-extended',
    options,
    sides: {
      posse: { figures: { rider: { class: 'gunman', ...rider, at: [10, 12] } } },
      town: { figures: { clerk: { class: 'citizen', at: [20, 12] } } },
    },
    params: { table: 'open-ground' },
  };
  const read = readShootoutCell(setup, SHOOTOUT_OPTIONS);
  if ('issues' in read) throw new Error(JSON.stringify(read.issues));
  const game = buildShootout(read.cell);
  for (const f of game.figures) f.resetForGame();
  const mounted = game.mounted as MountedFigures;
  mounted.reset();
  game.out = new ShootoutResult(game.sides);
  return { game, mounted, rider: game.figures[0]!, clerk: game.figures[1]! };
}

/** Plays `trials` games of `cell` fast and narrated on the same dice, expects the same outcome; the story. */
export function narratedAsFast(cell: ShootoutCell, key: StreamKey, trials: number): string {
  const lines: string[] = [];
  for (let trial = 0; trial < trials; trial++) {
    const fast = buildShootout(cell);
    const told = buildShootout(cell);
    const a = fast.play(new DiceStream(key, trial), new ShootoutResult(fast.sides));
    const b = told.play(new DiceStream(key, trial), new ShootoutResult(told.sides), {
      line: (s: string) => lines.push(s),
    });
    expect([b.cards, b.shots, b.hits, b.winner]).toEqual([a.cards, a.shots, a.hits, a.winner]);
  }
  return lines.join('\n');
}
