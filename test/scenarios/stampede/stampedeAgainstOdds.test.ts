import { describe, expect, it } from 'vitest';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { Fraction } from '../../../src/exact/Fraction.ts';
import { ODDS_MECHANICS } from '../../../src/odds/oddsMechanics.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { stampedeScenario } from '../../../src/scenarios/stampede/stampedeScenario.ts';
import { wilsonInterval } from '../../../src/stats/wilsonInterval.ts';
import { exactOf } from '../../odds/oddsTestKit.ts';

// Exact beside sampled: the stampede scenario plays the same rule functions as `odds stampede-trigger` and
// `odds stampede-foot`, so its games, on fixed streams, land within a 99.9% interval of their exact answers.
const TRIALS = 12_000;
const metric = (name: string): number => stampedeScenario.metrics.findIndex((m) => m.name === name);

function totals(setup: JsonObject): Float64Array {
  const n = stampedeScenario.normalize(setup);
  if ('issues' in n) throw new Error(JSON.stringify(n.issues));
  const runner = stampedeScenario.prepare(n.setup);
  const key = deriveStreamKey(7, 'stampede-against-odds');
  const out = new Float64Array(stampedeScenario.metrics.length);
  const sum = new Float64Array(out.length);
  for (let t = 0; t < TRIALS; t++) {
    runner.play(key, t, out);
    for (let i = 0; i < out.length; i++) sum[i]! += out[i]!;
  }
  return sum;
}

function within(successes: number, trials: number, exact: Fraction): void {
  const [lo, hi] = wilsonInterval(successes, trials, 0.999);
  const p = exact.toNumber();
  expect(p).toBeGreaterThanOrEqual(lo);
  expect(p).toBeLessThanOrEqual(hi);
}

const mechanic = (name: string) => ODDS_MECHANICS.find((m) => m.name === name)!;

describe('the stampede scenario against the exact odds', () => {
  it.each([
    [3, false],
    [9, true],
  ] as const)('gunfire %i" behind the herd, a man in its path (Agile %s)', (gunfire, agile) => {
    const sum = totals({
      options: { 'stampede.direction': 'away-from-gunfire' },
      figures: { ames: { class: 'gunman', skills: agile ? ['agile'] : [], at: [0, 6] } },
      params: { gunfire, turns: 1 },
    });
    const trigger = exactOf(
      mechanic('stampede-trigger'),
      { distance: gunfire, dynamite: false },
      'pStampede',
    );
    within(sum[metric('pStampede')]!, TRIALS, trigger as Fraction);
    // Every man the herd reaches throws once to escape: escapes among those reached, as the exact pEscape.
    const reached = sum[metric('escapes')]! + sum[metric('caught')]!;
    expect(reached).toBeGreaterThan(500);
    const escape = exactOf(mechanic('stampede-foot'), { agile, turns: 1 }, 'pEscape');
    within(sum[metric('escapes')]!, reached, escape as Fraction);
    // Caught in its one move, he throws once to stay on his feet.
    const down = exactOf(mechanic('stampede-foot'), { agile, turns: 1 }, 'pKnockedDown') as Fraction;
    const caught = sum[metric('caught')]!;
    within(sum[metric('knockedDown')]!, caught, down.div(new Fraction(1n, 1n).sub(escape as Fraction)));
  });
});
