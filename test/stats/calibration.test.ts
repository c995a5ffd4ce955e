import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../src/dice/StreamKey.ts';
import { Fraction } from '../../src/exact/Fraction.ts';
import type { OddsMechanic, ParamValues } from '../../src/odds/OddsMechanic.ts';
import { ODDS_MECHANICS } from '../../src/odds/oddsMechanics.ts';
import { meanEstimate } from '../../src/stats/meanEstimate.ts';
import { proportionEstimate } from '../../src/stats/proportionEstimate.ts';
import { wilsonInterval } from '../../src/stats/wilsonInterval.ts';

const SEED = 2026;
const REPETITIONS = 1000;
/** Trials per repetition: at 400 the exact Wilson coverage of each case below lies within 0.944..0.951. */
const TRIALS = 400;

const byName = (name: string): OddsMechanic => ODDS_MECHANICS.find((m) => m.name === name)!;

/** The sampler slot of an entry and its exact value: scalar entries take one slot each, in exact() order. */
function slotOf(mechanic: OddsMechanic, params: ParamValues, key: string): { slot: number; exact: number } {
  let slot = 0;
  for (const e of mechanic.prepare(params, {}).exact()) {
    if (e.key === key && e.exact instanceof Fraction) return { slot, exact: e.exact.toNumber() };
    slot += e.exact instanceof Fraction ? 1 : e.exact.length;
  }
  throw new Error(`${mechanic.name} has no scalar entry ${key}`);
}

/**
 * Plays REPETITIONS independent runs of TRIALS trials each (repetition r plays trials r * TRIALS onwards of
 * the cell's streams) and returns the sums and sums of squares of one sampler slot, one per run.
 */
function repeatedRuns(name: string, params: ParamValues, slot: number): { sum: number; squares: number }[] {
  const prepared = byName(name).prepare(params, {});
  const width = prepared.exact().reduce((w, e) => w + (e.exact instanceof Fraction ? 1 : e.exact.length), 0);
  const out = new Float64Array(width);
  const key = deriveStreamKey(SEED, `stats/calibration/${name}${JSON.stringify(params)}`);
  const dice = new DiceStream();
  const runs: { sum: number; squares: number }[] = [];
  for (let r = 0; r < REPETITIONS; r++) {
    let sum = 0;
    let squares = 0;
    for (let t = 0; t < TRIALS; t++) {
      dice.seedTrial(key, r * TRIALS + t);
      prepared.sample(dice, out);
      sum += out[slot]!;
      squares += out[slot]! * out[slot]!;
    }
    runs.push({ sum, squares });
  }
  return runs;
}

/** The exact coverage of the 95% Wilson interval at (n, p): the binomial probability of the k it covers p for. */
function exactWilsonCoverage(n: number, p: number): number {
  let pmf = (1 - p) ** n;
  let covered = 0;
  for (let k = 0; k <= n; k++) {
    const [lo, hi] = wilsonInterval(k, n);
    if (p >= lo && p <= hi) covered += pmf;
    pmf *= ((n - k) / (k + 1)) * (p / (1 - p));
  }
  return covered;
}

/**
 * Coverage at seed 2026, measured (beside the Wilson interval's exact coverage at n = 400 and the exact p):
 * blaze pAnyHit 0.956 (0.9501), fast-draw pAFirst 0.953 (0.9509), lucky pHit 0.947 (0.9446), deliberate pHit
 * 0.940 (0.9458); blaze expectedHits with the normal mean interval 0.950. The binomial standard error of a
 * coverage over 1,000 runs is 0.007, so the band 0.93..0.97 is about three of them either side of 0.95.
 */
const cases: [string, ParamValues, string][] = [
  ['blaze', { dice: 6, cap: 3, edition: 'extended' }, 'pAnyHit'],
  ['fast-draw', { a: 4, b: 6 }, 'pAFirst'],
  ['lucky', { edition: 'extended' }, 'pHit'],
  ['deliberate', { dice: 3, deadeye: false }, 'pHit'],
];

describe('95% intervals cover the exact odds in 93% to 97% of 1,000 seeded runs', () => {
  it.each(cases)('Wilson interval of %s %j %s', (name, params, key) => {
    const { slot, exact } = slotOf(byName(name), params, key);
    // The band is only a fair test where the interval's own exact coverage is near 95% at this n.
    expect(exactWilsonCoverage(TRIALS, exact)).toBeGreaterThan(0.94);
    expect(exactWilsonCoverage(TRIALS, exact)).toBeLessThan(0.96);
    const runs = repeatedRuns(name, params, slot);
    const covered = runs.filter(({ sum }) => {
      const [lo, hi] = proportionEstimate(sum, TRIALS, { seed: SEED }).interval;
      return exact >= lo && exact <= hi;
    }).length;
    expect(covered / REPETITIONS).toBeGreaterThanOrEqual(0.93);
    expect(covered / REPETITIONS).toBeLessThanOrEqual(0.97);
  });

  it('normal interval of the mean: blaze expected hits', () => {
    const params = { dice: 6, cap: 3, edition: 'extended' };
    const { slot, exact } = slotOf(byName('blaze'), params, 'expectedHits');
    const covered = repeatedRuns('blaze', params, slot).filter(({ sum, squares }) => {
      const [lo, hi] = meanEstimate({ n: TRIALS, sum, sumSquares: squares }, { seed: SEED }).interval;
      return exact >= lo && exact <= hi;
    }).length;
    expect(covered / REPETITIONS).toBeGreaterThanOrEqual(0.93);
    expect(covered / REPETITIONS).toBeLessThanOrEqual(0.97);
  });
});
