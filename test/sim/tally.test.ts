import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetricDefinition } from '../../src/scenarios/Scenario.ts';
import { BlockAccumulator } from '../../src/sim/BlockAccumulator.ts';
import { canonicalJson } from '../../src/sim/canonicalJson.ts';
import { emptyGroupTally, mergeGroupTally, type GroupTally } from '../../src/sim/Tally.ts';

const METRICS: readonly MetricDefinition[] = [
  { name: 'win', kind: 'proportion', describe: 'a 0/1 value' },
  { name: 'length', kind: 'mean', describe: 'a count 1..5', histogram: { min: 1, max: 5 } },
];
const LAYOUT = { cells: 2, metrics: METRICS, pairs: [['win', 'length']] };

/** Tallies trials [from, to) of made-up per-trial values (two cells, one pair), as a block does. */
function block(
  values: readonly (readonly [number, number, number, number])[],
  from: number,
  to: number,
): GroupTally {
  const acc = new BlockAccumulator(
    2,
    METRICS,
    [0, 1],
    [{ baseline: 0, variant: 1, slots: [0, 1], names: ['win', 'length'] }],
  );
  for (let t = from; t < to; t++) {
    const [w0, l0, w1, l1] = values[t]!;
    acc.add([Float64Array.of(w0, l0), Float64Array.of(w1, l1)]);
  }
  return acc.toTally(to - from);
}

const trial = fc.tuple(
  fc.integer({ min: 0, max: 1 }),
  fc.integer({ min: 0, max: 7 }),
  fc.integer({ min: 0, max: 1 }),
  fc.integer({ min: 0, max: 7 }),
);

describe('tallies', () => {
  it('merge to the same canonical JSON whatever the blocks and their order', () => {
    fc.assert(
      fc.property(
        fc.array(trial, { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 59 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 1000 }),
        (values, cuts, shuffle) => {
          const whole = block(values, 0, values.length);
          const edges = [...new Set([0, ...cuts.filter((c) => c < values.length), values.length])].sort(
            (a, b) => a - b,
          );
          const blocks = edges.slice(1).map((to, i) => block(values, edges[i]!, to));
          // Merge in a rotated order: addition of integers cannot tell.
          const order = blocks.map((_, i) => blocks[(i + shuffle) % blocks.length]!);
          const merged = order.reduce((into, b) => mergeGroupTally(into, b), emptyGroupTally(LAYOUT));
          expect(canonicalJson(merged)).toBe(canonicalJson(whole));
        },
      ),
    );
  });

  it('hold sums, sums of squares, histograms and paired differences', () => {
    const t = block(
      [
        [1, 2, 0, 2],
        [0, 5, 1, 9],
        [1, 1, 1, 3],
      ],
      0,
      3,
    );
    expect(t.cells[0]!.metrics.win).toEqual({ n: 3, sum: 2, sumSquares: 2 });
    expect(t.cells[0]!.metrics.length!.histogram).toEqual({
      lower: 0.5,
      width: 1,
      counts: [1, 1, 0, 0, 1],
      underflow: 0,
      overflow: 0,
    });
    expect(t.cells[1]!.metrics.length!.histogram!.overflow).toBe(1); // 9 lies above the last bin (5)
    // Per-trial differences cell 1 - cell 0: win -1, 1, 0; length 0, 4, 2.
    expect(t.pairs[0]!.differences).toEqual({
      win: { n: 3, sum: 0, sumSquares: 2 },
      length: { n: 3, sum: 6, sumSquares: 20 },
    });
  });

  it('refuse a metric that is not an integer, since its sums would depend on the merge order', () => {
    const acc = new BlockAccumulator(1, METRICS.slice(0, 1), [0], []);
    acc.add([Float64Array.of(0.5)]);
    expect(() => acc.toTally(1)).toThrow(/win must take integer values per trial/);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and refuses what JSON cannot hold', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":2,"d":1}]}');
    expect(() => canonicalJson({ x: NaN })).toThrow(/no form for NaN/);
  });
});
