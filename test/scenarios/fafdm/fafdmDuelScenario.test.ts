import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { FAFDM_DUEL_OPTIONS } from '../../../src/rules/fafdm/FafdmReadings.ts';
import {
  buildFafdmDuel,
  fafdmDuelScenario as s,
} from '../../../src/scenarios/fafdmDuel/fafdmDuelScenario.ts';
import { newFafdmDuelResult } from '../../../src/scenarios/fafdmDuel/FafdmDuelGame.ts';
import { readFafdmDuelCell } from '../../../src/scenarios/fafdmDuel/readFafdmDuelCell.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';

const issues = (setup: JsonObject): string[] => {
  const r = s.normalize(setup);
  return 'issues' in r ? r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`) : [];
};

describe('the fafdm-duel setup', () => {
  it('has a canonical form: text and mapping figures, default weapon and turn cap, idempotent', () => {
    const r = s.normalize({
      figures: { a: 'lawmen/guard', b: { character: 'outlaws/bandit' } },
      params: { range: 8 },
    });
    expect(r).toEqual({
      setup: {
        ruleset: 'fafdm',
        options: {},
        figures: {
          a: { character: 'lawmen/guard', weapon: 'six-shot' },
          b: { character: 'outlaws/bandit', weapon: 'six-shot' },
        },
        params: { range: 8, turnCap: 100 },
      },
    });
    if ('setup' in r) expect(s.normalize(r.setup)).toEqual(r);
  });

  it('names every wrong field and what is allowed', () => {
    const got = issues({
      ruleset: 'rwnn-1996',
      options: { 'fafdm.rescue': 'twice', 'fastDraw.tie': 'x' },
      figures: { a: 'lawmen/marshal', b: 'outlaws/bandit,gatling', c: 'lawmen/guard' },
      params: { range: 40, cards: 3 },
    });
    expect(got).toEqual([
      'ruleset: fafdm (got "rwnn-1996")',
      `options.fafdm.rescue: one of once, per-damage (got "twice")`,
      `options.fastDraw.tie: a fafdm option: ${FAFDM_DUEL_OPTIONS.map((o) => o.key).join(', ')}`,
      'figures.c: a duel has two figures, a and b',
      expect.stringMatching(/^figures\.a\.character: a character as band\/character, e\.g\. lawmen\/sheriff/),
      expect.stringMatching(/^figures\.b\.weapon: one of remington, six-shot, .* \(got "gatling"\)$/),
      'params.cards: not a fafdm-duel parameter; it takes range, turnCap',
      'params.range: an integer from 1 to 34, the U between the duellists (got 40)',
    ]);
  });
});

// The conformance suite: many seeds over characters, guns, ranges and readings; the invariants every game
// keeps, and the narrated game agreeing with the fast one.
const CHARACTERS = [
  'lawmen/guard',
  'outlaws/bandit',
  'soldiers/captain',
  'common/armed-civilian',
  'indians/warrior',
];
const GUNS = ['six-shot', 'remington', 'double-barrelled', 'hunting-rifle', 'heavy-gun'];
const RANGES = [2, 8, 15];
const OPTION_SETS: Record<string, string>[] = [
  {},
  { 'fafdm.shotTable': 'board', 'fafdm.rescue': 'per-damage', 'fafdm.panicAfter': 'shot-at' },
  {
    'fafdm.panicRepeat': 'as-rolled',
    'fafdm.lyingCover': 'cumulative',
    'fafdm.huntingRifleCa': 'table',
    'fafdm.aimTurn': 'first-turn',
  },
];

describe('fafdm-duel conformance', () => {
  const cases = CHARACTERS.flatMap((a, i) =>
    RANGES.flatMap((range, j) =>
      OPTION_SETS.map((options, k) => ({
        a,
        b: CHARACTERS[(i + j + k + 1) % CHARACTERS.length]!,
        gunA: GUNS[(i + k) % GUNS.length]!,
        gunB: GUNS[(i + j) % GUNS.length]!,
        range,
        options,
      })),
    ),
  );

  it.each(cases)('$a ($gunA) v $b ($gunB) at $range U, $options', ({ a, b, gunA, gunB, range, options }) => {
    const read = readFafdmDuelCell({
      options,
      figures: { a: `${a},${gunA},aim-and-fire`, b: `${b},${gunB}` },
      params: { range, turnCap: 30 },
    });
    if ('issues' in read) throw new Error(JSON.stringify(read.issues));
    const game = buildFafdmDuel(read.cell);
    const setup = s.normalize({
      options,
      figures: { a: `${a},${gunA},aim-and-fire`, b: `${b},${gunB}` },
      params: { range, turnCap: 30 },
    });
    if (!('setup' in setup)) throw new Error('bad setup');
    const key = deriveStreamKey(7, `conformance/${a}/${b}/${range}`);
    const dice = new DiceStream();
    const runner = s.prepare(setup.setup);
    const out = new Float64Array(s.metrics.length);
    const result = newFafdmDuelResult();
    for (let t = 0; t < 40; t++) {
      dice.seedTrial(key, t);
      const r = game.play(dice, result, null);
      // Every game ends by its cap, with one winner or none, consistent with who is still in play (6.1).
      expect(r.turns).toBeGreaterThanOrEqual(1);
      expect(r.turns).toBeLessThanOrEqual(30);
      const inPlay = [game.a.inPlay, game.b.inPlay];
      expect(inPlay).toEqual(r.winner === -1 ? [true, true] : [r.winner === 0, r.winner === 1]);
      for (const f of [game.a, game.b]) {
        expect(f.shotsLeft).toBeGreaterThanOrEqual(0);
        expect(f.shotsLeft).toBeLessThanOrEqual(f.gun.total);
        expect(f.cos).toBeLessThanOrEqual(f.startCos);
        expect(f.shocked && f.scared).toBe(false);
      }
      expect(r.counts.hits).toBeLessThanOrEqual(r.counts.shots);
      // Beyond a gun's maximum range it never fires: with both out of range nothing is shot.
      if (range > game.a.gun.maxU && range > game.b.gun.maxU) expect(r.counts.shots).toBe(0);
      // The fast run and the narrated one play the same game.
      runner.play(key, t, out);
      const told = s.narrate!(setup.setup, key, t);
      expect([...told.values]).toEqual([...out]);
      expect(out[3]).toBe(r.turns);
    }
  });
});
