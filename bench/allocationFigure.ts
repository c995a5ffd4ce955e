import { allocatedPerUnit } from './allocatedPerUnit.ts';
import type { BenchFigure } from './BenchFigure.ts';
import type { Throughput } from './Throughput.ts';

/** One boxed number: below this per unit, the work allocates nothing but the odd box. */
const ONE_BOX_BYTES = 16;

/**
 * A throughput's heap allocation per unit (see allocatedPerUnit) over one batch (after another to warm up), as a figure with
 * its verdict against "the hot path allocates nothing per die or per trial": met under one boxed number a
 * unit. Recorded, not checked: a few bytes a unit is sampling noise that a 20% threshold would trip on.
 *
 * @example allocationFigure(THROUGHPUTS[4], 1).value // bytes per duel
 */
export function allocationFigure(t: Throughput, scale: number): BenchFigure {
  const units = Math.max(1, Math.round(t.batch * scale));
  const bytes = allocatedPerUnit(t, units);
  const verdict = bytes < ONE_BOX_BYTES ? 'met' : 'MISSED';
  return {
    name: `${t.name}, bytes allocated per ${t.noun}`,
    group: t.group,
    unit: 'B',
    value: bytes,
    spread: 0,
    runs: 1,
    biggerIsBetter: false,
    checked: false,
    note: `sampled over ${units} ${t.noun}s, garbage included; target: under one boxed number (${ONE_BOX_BYTES} B) per ${t.noun}: ${verdict}`,
  };
}
