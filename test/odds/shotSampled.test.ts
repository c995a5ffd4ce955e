import { describe, expect, it } from 'vitest';
import type { OptionValues, ParamValues } from '../../src/odds/OddsMechanic.ts';
import { shotOdds } from '../../src/odds/mechanics/shot/shotOdds.ts';
import { simulateOdds, type SimulatedValue } from '../../src/odds/simulateOdds.ts';

/**
 * Situations across the three editions: each weapon, the three ways of firing, every kind of cover and
 * posture, wounds, and every skill the situation takes, alone and together.
 */
const SITUATIONS: readonly ParamValues[] = ['rwnn-extended', 'rwnn-1996', 'rwnn-quickref'].flatMap(
  (ruleset): ParamValues[] => [
    { ruleset, range: 6 },
    { ruleset, range: 9, fire: 'blaze' },
    { ruleset, range: 4, fire: 'blaze', class: 'legend', 'quick-shot': 1 },
    { ruleset, range: 12, weapon: 'rifle', fire: 'aimed', cover: 'wall' },
    { ruleset, range: 8, weapon: 'repeating-rifle', fire: 'blaze', cover: 'corner', 'cover-kind': 'wooden' },
    { ruleset, range: 9, cover: 'wall', 'cover-kind': 'wooden', 'target-weapon': 'rifle', 'target-tough': 1 },
    { ruleset, range: 6, fire: 'blaze', class: 'citizen', moved: true, cover: 'brush' },
    { ruleset, range: 5, class: 'shootist', deadeye: true, marksman: 1, 'target-hard-as-nails': 1 },
    {
      ruleset,
      range: 10,
      weapon: 'carbine',
      fire: 'blaze',
      'arm-wound': true,
      'crack-shot': 1,
      cover: 'corner',
      'target-posture': 'not-firing',
    },
    {
      ruleset,
      range: 2,
      fire: 'blaze',
      'head-wound': true,
      'target-tough': 2,
      'target-nerves-of-steel': true,
    },
    { ruleset, range: 12, cover: 'corner', 'cover-kind': 'wooden', 'target-moved': true, 'target-swift': 1 },
    {
      ruleset,
      range: 15,
      weapon: 'breech-loader',
      fire: 'blaze',
      'serious-wounds': 1,
      'target-stealthy': 1,
      cover: 'wall',
    },
  ],
);

/** Clumsy is printed in 000 only (003 has no Clumsy; 002 reads 000's skills). */
const EXTENDED_ONLY: readonly ParamValues[] = [
  { ruleset: 'rwnn-extended', range: 6, fire: 'blaze', clumsy: 1, agile: true, moved: true },
];

/** Situations under other readings, each with the option that changes it. */
const UNDER_OPTIONS: readonly [ParamValues, OptionValues][] = [
  [{ cover: 'wall', 'cover-kind': 'wooden', 'target-tough': 1 }, { 'cover.penetration': 'white-side' }],
  [{ range: 4, marksman: 2, fire: 'blaze' }, { 'shot.marksmanShift': 'before-effect-die' }],
  [{ ruleset: 'rwnn-1996', range: 9 }, { 'shootout.duckBacks': 'cover-only' }],
  [{ range: 6, fire: 'blaze', clumsy: 2 }, { 'shot.clumsyJam': 'miss' }],
];

const ALL: readonly [ParamValues, OptionValues][] = [
  ...[...SITUATIONS, ...EXTENDED_ONLY].map((p): [ParamValues, OptionValues] => [p, {}]),
  ...UNDER_OPTIONS,
];

describe('odds shot: the exact form against the shootout engine sampled', () => {
  it('covers at least 30 situations over the three editions', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(30);
    for (const [p] of ALL) expect(shotOdds.refuse!(p)).toBeNull();
  });

  it.each(ALL.map(([p, o], i) => [i, p, o] as const))(
    'situation %i %j %j: every exact value inside its interval of 6,000 seeded trials, 99.9%% for them all',
    (i, params, options) => {
      const prepared = shotOdds.prepare(params, options);
      const entries = prepared.exact();
      // The ~20 values of a situation are checked together at 99.9% (Bonferroni: each at 1 - 0.001/20), so
      // a correct exact form fails a situation one time in a thousand, not one in fifty. Seeds fixed: the
      // same verdict on every run.
      const width = entries.reduce((w, e) => w + (Array.isArray(e.exact) ? e.exact.length : 1), 0);
      const sims = simulateOdds(prepared, entries, `shot-${i}`, 6000, 2026 + i, 1 - 0.001 / width);
      const values = [...sims.entries()].flatMap(([key, v]) =>
        (Array.isArray(v) ? (v as SimulatedValue[]) : [v as SimulatedValue]).map((s) => ({ key, ...s })),
      );
      expect(values.length).toBeGreaterThanOrEqual(15);
      expect(values.filter((v) => !v.exactInside)).toEqual([]);
    },
  );
});
