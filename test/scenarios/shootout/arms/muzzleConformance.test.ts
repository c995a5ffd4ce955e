import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import type { MuzzleLoaders } from '../../../../src/scenarios/shootout/arms/MuzzleLoaders.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';
import { narrateShootout, shootoutScenario } from '../../../../src/scenarios/shootout/shootoutScenario.ts';

/**
 * Muzzle-loading rifles and pistols (experiments/shootout-muzzle-loaders.yaml) and a muzzle-loading shotgun
 * against breech-loaders on main street.
 */
function street(misfire: string): JsonObject {
  return {
    ruleset: 'rwnn-extended',
    options: { 'arms.misfire': misfire },
    sides: {
      militia: {
        area: 'west',
        figures: {
          muskets: { class: 'gunman', weapon: 'rifle', loading: 'muzzle', count: 2 },
          pistols: { class: 'gunman', weapon: 'pistol', loading: 'muzzle', count: 2 },
          fowler: { class: 'gunman', weapon: 'shotgun', loading: 'muzzle', count: 1 },
        },
      },
      posse: { area: 'east', figures: { gunmen: { class: 'gunman', weapon: 'pistol', count: 3 } } },
    },
    params: { table: 'main-street' },
  };
}

const TRIALS = 30;

describe('muzzle-loader conformance: main street, many seeds', () => {
  for (const misfire of ['spent', 'kept'])
    it(`arms.misfire=${misfire}: each firing card and the reload card in exactly one place, the gun loaded only with its card in hand, after every action`, () => {
      const read = readShootoutCell(street(misfire), SHOOTOUT_OPTIONS);
      if ('issues' in read) throw new Error(JSON.stringify(read.issues));
      const game = buildShootout(read.cell);
      const muzzle = game.muzzle as MuzzleLoaders;
      let checks = 0;
      game.audit = {
        action: () => {
          muzzle.checkInvariant();
          checks++;
        },
        shot: () => {},
      };
      const result = new ShootoutResult(game.sides);
      const dice = new DiceStream();
      const key = deriveStreamKey(1881, `muzzle-conformance/${misfire}`);
      let shots = 0;
      let misfires = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        dice.seedTrial(key, trial);
        game.play(dice, result);
        game.deck.checkInvariant();
        muzzle.checkInvariant();
        shots += muzzle.shots;
        misfires += muzzle.misfires;
      }
      // The sample saw muzzle-loaders fired, misfiring, and the checks made.
      expect(shots).toBeGreaterThan(TRIALS);
      expect(misfires).toBeGreaterThan(0);
      expect(checks).toBeGreaterThan(TRIALS);
    });

  it('a narrated game is the fast game: the same values, trial for trial', () => {
    const n = shootoutScenario.normalize(street('spent'));
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    const key = deriveStreamKey(1881, shootoutScenario.streamLabel(n.setup));
    const runner = shootoutScenario.prepare(n.setup);
    const values = new Float64Array(shootoutScenario.metrics.length);
    let cardLines = 0;
    for (let trial = 0; trial < 6; trial++) {
      runner.play(key, trial, values);
      const told = narrateShootout(n.setup, key, trial);
      expect(Array.from(told.values)).toEqual(Array.from(values));
      cardLines += told.lines.filter((l) => l.includes('firing card') || l.includes('reload card')).length;
    }
    // The stories told the muzzle cards.
    expect(cardLines).toBeGreaterThan(0);
  });
});
