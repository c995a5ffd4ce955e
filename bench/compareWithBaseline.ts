import type { BenchFigure } from './BenchFigure.ts';

/**
 * One figure held to its baseline: on what basis, the two numbers, and how much worse it got.
 *
 * @example verdict.regressed === verdict.worseBy > comparison.threshold
 */
export interface FigureVerdict {
  readonly name: string;
  /** `ratio`: both have a ratio to the same floor, compared instead of the values; `value` otherwise. */
  readonly basis: 'ratio' | 'value';
  readonly baseline: number;
  readonly current: number;
  /** The unit of `baseline` and `current`: the figure's unit, or '' for a ratio. */
  readonly unit: string;
  readonly biggerIsBetter: boolean;
  /** How much worse than the baseline, as a fraction of it (negative: better). */
  readonly worseBy: number;
  /** Worse by more than the threshold. */
  readonly regressed: boolean;
}

/**
 * Every checked figure's verdict, the regressions among them, and checked figures the baseline lacks.
 *
 * @example process.exitCode = comparison.regressions.length ? 1 : 0;
 */
export interface BaselineComparison {
  readonly threshold: number;
  readonly verdicts: readonly FigureVerdict[];
  readonly regressions: readonly FigureVerdict[];
  /** Checked figures measured now but absent from the baseline (or in another unit): not judged. */
  readonly notInBaseline: readonly string[];
}

/**
 * Holds each checked figure to the baseline figure of the same name. Where both have a ratio to the same
 * floor, the ratios are compared (they stay meaningful across machines); otherwise the values. A figure is
 * worse by `1 - now / baseline` when bigger is better and by `now / baseline - 1` when smaller is better,
 * and regressed when that exceeds `threshold` (0.2: 20%). Floors and comparison figures are not checked;
 * baseline figures not measured now (`--only`) are left alone.
 *
 * @example compareWithBaseline(record.figures, baseline.figures, 0.2).regressions.map((v) => v.name)
 */
export function compareWithBaseline(
  current: readonly BenchFigure[],
  baseline: readonly BenchFigure[],
  threshold: number,
): BaselineComparison {
  const verdicts: FigureVerdict[] = [];
  const notInBaseline: string[] = [];
  for (const f of current) {
    if (!f.checked) continue;
    const b = baseline.find((x) => x.name === f.name);
    if (!b || b.unit !== f.unit || b.biggerIsBetter !== f.biggerIsBetter) {
      notInBaseline.push(f.name);
      continue;
    }
    const byRatio = f.ratio !== undefined && b.ratio !== undefined && f.ratio.floor === b.ratio.floor;
    const now = byRatio && f.ratio ? f.ratio.value : f.value;
    const then = byRatio && b.ratio ? b.ratio.value : b.value;
    if (!(then > 0) || !Number.isFinite(now)) {
      notInBaseline.push(f.name);
      continue;
    }
    const worseBy = f.biggerIsBetter ? 1 - now / then : now / then - 1;
    verdicts.push({
      name: f.name,
      basis: byRatio ? 'ratio' : 'value',
      baseline: then,
      current: now,
      unit: byRatio ? '' : f.unit,
      biggerIsBetter: f.biggerIsBetter,
      worseBy,
      regressed: worseBy > threshold,
    });
  }
  return { threshold, verdicts, regressions: verdicts.filter((v) => v.regressed), notInBaseline };
}
