import type { BenchFigure } from '../../bench/BenchFigure.ts';

/** A figure with the fields a test does not care about filled in. */
export function figure(f: Partial<BenchFigure> & Pick<BenchFigure, 'name' | 'value'>): BenchFigure {
  return { group: 'duel', unit: 'duels/s', spread: 0, runs: 5, biggerIsBetter: true, checked: true, ...f };
}
