import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import type { JsonObject } from '../../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../../src/scenarios/shootout/buildShootout.ts';
import { readShootoutCell } from '../../../../src/scenarios/shootout/readShootoutCell.ts';
import { SHOOTOUT_OPTIONS } from '../../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../../src/scenarios/shootout/ShootoutResult.ts';
import { narrateShootout, shootoutScenario } from '../../../../src/scenarios/shootout/shootoutScenario.ts';

/** A gunfight on open ground beside a herd of 24, 12 abreast; the west side carries a stick of dynamite each. */
function beside(herd: JsonObject = { at: [18, 8], heading: 180, animals: 24, columns: 12 }): JsonObject {
  return {
    ruleset: 'rwnn-extended',
    sides: {
      west: { figures: { kid: { class: 'gunman', policy: 'rusher', count: 2, at: [12, 2], dynamite: 1 } } },
      east: { figures: { drifter: { class: 'gunman', policy: 'cover-seeker', count: 2, at: [24, 2] } } },
    },
    params: { table: 'open-ground', herd },
  };
}

const TRIALS = 40;

describe('a herd on a shootout table: conformance over many seeds', () => {
  it('the Stampede card is turned only while a stampede runs; a blast is an automatic stampede', () => {
    const read = readShootoutCell(beside(), SHOOTOUT_OPTIONS);
    if ('issues' in read) throw new Error(JSON.stringify(read.issues));
    const game = buildShootout(read.cell);
    const result = new ShootoutResult(game.sides);
    const dice = new DiceStream();
    const key = deriveStreamKey(1881, 'herd-conformance');
    let stampedes = 0;
    let moves = 0;
    let blasts = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      dice.seedTrial(key, trial);
      const lines: string[] = [];
      game.play(dice, result, { line: (t) => lines.push(t) });
      game.deck.checkInvariant();
      const start = lines.findIndex((l) => l.includes('Staaaampede!'));
      const off = lines.findIndex((l) => l.includes('runs off the table'));
      const cards = lines.flatMap((l, k) => (l.startsWith('Stampede card:') ? [k] : []));
      expect(result.herdStampedes).toBe(start >= 0 ? 1 : 0);
      for (const k of cards) {
        expect(k).toBeGreaterThan(start);
        // The card leaves the deck once the herd is off the table: no move after it.
        if (off >= 0) expect(k).toBeLessThan(off);
      }
      const blast = lines.findIndex((l) => l.startsWith('Boom card'));
      if (blast >= 0 && (start < 0 || blast < start)) {
        expect(lines.slice(blast).some((l) => l.includes('The blast sets the herd running'))).toBe(true);
        blasts++;
      }
      stampedes += result.herdStampedes;
      moves += cards.length;
      expect(game.herd!.stampeding).toBe(start >= 0 && off < 0);
    }
    // The sample saw stampedes, herd moves and a blast that set the herd off.
    expect(stampedes).toBeGreaterThan(TRIALS / 4);
    expect(moves).toBeGreaterThan(TRIALS / 4);
    expect(blasts).toBeGreaterThan(0);
  });

  it('a narrated game is the fast game: the same values, trial for trial', () => {
    const n = shootoutScenario.normalize(beside());
    if ('issues' in n) throw new Error(JSON.stringify(n.issues));
    const key = deriveStreamKey(1881, shootoutScenario.streamLabel(n.setup));
    const runner = shootoutScenario.prepare(n.setup);
    const values = new Float64Array(shootoutScenario.metrics.length);
    let stampeded = 0;
    for (let trial = 0; trial < 8; trial++) {
      runner.play(key, trial, values);
      const told = narrateShootout(n.setup, key, trial);
      expect(Array.from(told.values)).toEqual(Array.from(values));
      stampeded += values[56]!;
    }
    expect(stampeded).toBeGreaterThan(0);
  });

  it('a wrong herd field is one issue naming it and what is allowed', () => {
    const bad = readShootoutCell(beside({ at: [18, 8], animals: 4 }), SHOOTOUT_OPTIONS);
    expect('issues' in bad && bad.issues).toEqual([
      {
        path: ['params', 'herd', 'animals'],
        expected: 'an integer from 5 to 200, animal figures (more than 4) (got 4)',
      },
    ]);
    const extra = readShootoutCell(beside({ at: [18, 8], lead: 1 }), SHOOTOUT_OPTIONS);
    expect('issues' in extra && extra.issues[0]!.path).toEqual(['params', 'herd', 'lead']);
  });
});
