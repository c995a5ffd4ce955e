import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../src/scenarios/shootout/buildShootout.ts';
import type { Dynamite } from '../../../src/scenarios/shootout/dynamite/Dynamite.ts';
import { readShootoutCell } from '../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../src/scenarios/shootout/ShootoutResult.ts';
import { narrateShootout, shootoutScenario } from '../../../src/scenarios/shootout/shootoutScenario.ts';

/** The held bank of experiments/shootout-dynamite-building.yaml, three sticks a townsman, by `method`. */
function bank(method: string): JsonObject {
  return {
    ruleset: 'rwnn-extended',
    options: { 'dynamite.method': method },
    sides: {
      robbers: {
        figures: {
          door: { class: 'gunman', policy: 'cover-seeker', at: 'bank-door' },
          west: { class: 'gunman', policy: 'cover-seeker', at: 'bank-window-west' },
          east: { class: 'gunman', policy: 'cover-seeker', at: 'bank-window-east' },
        },
      },
      town: {
        figures: {
          west: {
            class: 'gunman',
            policy: 'rusher',
            count: 2,
            at: [4, 12],
            dynamite: { sticks: 2, bundles: 1 },
          },
          east: { class: 'citizen', policy: 'rusher', count: 2, at: [36, 12], dynamite: 3 },
        },
      },
    },
    params: { table: 'bank' },
  };
}

const TRIALS = 40;

describe('dynamite conformance: the held bank by every method, many seeds', () => {
  for (const method of ['tbc', 'trwnn', 'variant-a'])
    it(`${method}: a stick goes off once at most, only when its Boom card comes up or in a hand; the deck stays whole`, () => {
      const read = readShootoutCell(bank(method), SHOOTOUT_OPTIONS);
      if ('issues' in read) throw new Error(JSON.stringify(read.issues));
      const game = buildShootout(read.cell);
      const dynamite = game.dynamite as Dynamite;
      const result = new ShootoutResult(game.sides);
      const dice = new DiceStream();
      const key = deriveStreamKey(1881, `dynamite-conformance/${method}`);
      let blasts = 0;
      let lobbed = 0;
      dynamite.listen(() => blasts++);
      for (let trial = 0; trial < TRIALS; trial++) {
        dice.seedTrial(key, trial);
        const before = blasts;
        game.play(dice, result);
        game.deck.checkInvariant();
        // Every stick lobbed has gone off once, or is still lit at the end: none twice, none lost.
        expect(dynamite.lobbed).toBe(dynamite.exploded + dynamite.lit);
        expect(blasts - before).toBe(result.explosions);
        expect(result.explosions).toBe(dynamite.exploded);
        for (const f of game.figures) expect(dynamite.left(f)).toBeGreaterThanOrEqual(0);
        lobbed += dynamite.lobbed;
      }
      // The sample saw dynamite played and going off.
      expect(lobbed).toBeGreaterThan(TRIALS / 2);
      expect(blasts).toBeGreaterThan(TRIALS / 2);
    });

  it('a narrated game is the fast game: the same values, trial for trial', () => {
    const n = shootoutScenario.normalize(bank('tbc'));
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    const key = deriveStreamKey(1881, shootoutScenario.streamLabel(n.setup));
    const runner = shootoutScenario.prepare(n.setup);
    const values = new Float64Array(shootoutScenario.metrics.length);
    for (let trial = 0; trial < 6; trial++) {
      runner.play(key, trial, values);
      const told = narrateShootout(n.setup, key, trial);
      expect(Array.from(told.values)).toEqual(Array.from(values));
    }
  });
});
