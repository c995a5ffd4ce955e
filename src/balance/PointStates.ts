import { zForConfidence } from '../stats/normalQuantile.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
import { sumsVariance } from '../stats/SumsTally.ts';
import type { BracketSums } from './crossingInterval.ts';
import type { CurvePoint } from './BalanceDesign.ts';
import { addSums, emptySums, type PointSampler, type PointSums } from './PointSampler.ts';

interface Together {
  readonly atLo: PointSums;
  readonly atHi: PointSums;
  readonly difference: PointSums;
}

/**
 * What the finder knows so far: each axis value's sums over its trials 0 .. n - 1, and for pairs of values
 * played side by side, the sums over the trials they shared. Points only ever grow by whole trial ranges
 * starting at their current count, so a point's sums depend on its count alone, never on the order of the
 * requests that brought it there.
 *
 * @example const s = new PointStates(values, sampler); await s.grow([0, 4], 2000);
 */
export class PointStates {
  private readonly sums: PointSums[];
  private readonly together = new Map<string, Together>();
  /** Trial plays spent, over every point. */
  spent = 0;

  constructor(
    readonly values: readonly number[],
    private readonly sampler: PointSampler,
  ) {
    this.sums = values.map(() => emptySums());
  }

  trials(i: number): number {
    return this.sums[i]!.n;
  }

  estimate(i: number): number {
    const s = this.sums[i]!;
    return s.n > 0 ? s.sum / s.n : NaN;
  }

  /** The point's interval at `level`: Wilson's for a proportion, the normal one for a mean. */
  interval(i: number, level: number): readonly [number, number] {
    const s = this.sums[i]!;
    if (this.sampler.proportion) return wilsonInterval(s.sum, s.n, level);
    const half = s.n >= 2 ? zForConfidence(level) * Math.sqrt(sumsVariance(s) / s.n) : Infinity;
    return [s.sum / s.n - half, s.sum / s.n + half];
  }

  /**
   * Plays every point of `points` up to `to` trials. Points at the same count are played in one request,
   * side by side on the same trials, with each adjacent two's difference tallied.
   */
  async grow(points: readonly number[], to: number): Promise<void> {
    const byCount = new Map<number, number[]>();
    for (const i of [...new Set(points)].sort((x, y) => x - y)) {
      const n = this.trials(i);
      if (n >= to) continue;
      byCount.set(n, [...(byCount.get(n) ?? []), i]);
    }
    for (const [from, group] of [...byCount.entries()].sort((x, y) => x[0] - y[0])) {
      const pairs = group.slice(1).map((j, k) => [group[k]!, j] as const);
      const reply = await this.sampler.sample({ points: group, pairs, from, to });
      group.forEach((i, k) => addSums(this.sums[i]!, reply.points[k]!));
      pairs.forEach(([i, j], k) => {
        const key = `${i},${j}`;
        let t = this.together.get(key);
        if (!t)
          this.together.set(key, (t = { atLo: emptySums(), atHi: emptySums(), difference: emptySums() }));
        addSums(t.atLo, reply.points[k]!);
        addSums(t.atHi, reply.points[k + 1]!);
        addSums(t.difference, reply.pairs[k]!);
      });
      this.spent += group.length * (to - from);
    }
  }

  /** Trials the two points played side by side (all of them, when the sampler gives no paired sums). */
  sharedTrials(i: number, j: number): number {
    if (!this.sampler.paired) return Math.min(this.trials(i), this.trials(j));
    return this.together.get(`${i},${j}`)?.difference.n ?? 0;
  }

  /** The bracket (i, j) as the crossing's interval reads it; both must have the same trials. */
  bracket(i: number, j: number): BracketSums {
    const t = this.together.get(`${i},${j}`) ?? {
      atLo: emptySums(),
      atHi: emptySums(),
      difference: emptySums(),
    };
    return {
      lo: this.values[i]!,
      hi: this.values[j]!,
      atLo: this.sums[i]!,
      atHi: this.sums[j]!,
      together: t,
    };
  }

  /** Every point played, in axis order, as the curve. */
  curve(): CurvePoint[] {
    const out: CurvePoint[] = [];
    this.values.forEach((value, i) => {
      if (this.trials(i) > 0)
        out.push({ value, trials: this.trials(i), estimate: this.estimate(i), ci95: this.interval(i, 0.95) });
    });
    return out;
  }
}
