import { describe, expect, it } from 'vitest';
import { compareWithBaseline } from '../../bench/compareWithBaseline.ts';
import { updatedBaseline } from '../../bench/updatedBaseline.ts';
import { BENCH_FORMAT, type BenchRecord } from '../../bench/BenchRecord.ts';
import { figure } from './benchFigures.ts';

const FLOOR = 'dice floor: plain xorshift128';
const duel = (value: number, ratio: number) =>
  figure({ name: 'reference duel: in-process', value, ratio: { floor: FLOOR, value: ratio } });
const latency = (value: number) =>
  figure({ name: 'runner: peak RSS, 1e7 trials', value, unit: 'MB', biggerIsBetter: false, group: 'memory' });

describe('compareWithBaseline', () => {
  it('passes figures within the threshold, in either direction', () => {
    const c = compareWithBaseline(
      [duel(850_000, 0.0019), latency(230)],
      [duel(1e6, 0.002), latency(200)],
      0.2,
    );
    expect(c.regressions).toEqual([]);
    expect(c.verdicts.map((v) => [v.name, v.basis])).toEqual([
      ['reference duel: in-process', 'ratio'],
      ['runner: peak RSS, 1e7 trials', 'value'],
    ]);
    expect(c.verdicts[0]!.worseBy).toBeCloseTo(0.05, 12);
    expect(c.verdicts[1]!.worseBy).toBeCloseTo(0.15, 12);
  });

  it('fails a throughput whose ratio to the floor dropped by more than the threshold', () => {
    const c = compareWithBaseline([duel(1e6, 0.0015)], [duel(1e6, 0.002)], 0.2);
    expect(c.regressions.map((v) => v.name)).toEqual(['reference duel: in-process']);
    expect(c.regressions[0]!.worseBy).toBeCloseTo(0.25, 12);
  });

  it('judges by the ratio, not the value, where both have one: a slower machine is no regression', () => {
    const c = compareWithBaseline([duel(400_000, 0.002)], [duel(1e6, 0.002)], 0.2);
    expect(c.regressions).toEqual([]);
  });

  it('fails a smaller-is-better figure that grew by more than the threshold', () => {
    const c = compareWithBaseline([latency(250)], [latency(200)], 0.2);
    expect(c.regressions[0]!.worseBy).toBeCloseTo(0.25, 12);
  });

  it('honours another threshold', () => {
    expect(compareWithBaseline([latency(250)], [latency(200)], 0.3).regressions).toEqual([]);
  });

  it('skips unchecked figures and lists checked ones the baseline lacks', () => {
    const floor = figure({ name: FLOOR, value: 1, checked: false });
    const c = compareWithBaseline([floor, duel(1, 0.001)], [], 0.2);
    expect(c.verdicts).toEqual([]);
    expect(c.notInBaseline).toEqual(['reference duel: in-process']);
  });
});

describe('updatedBaseline', () => {
  const record = (groups: string[], figures: BenchRecord['figures']): BenchRecord => ({
    format: BENCH_FORMAT,
    date: '2025-01-01T00:00:00.000Z',
    node: 'v20',
    machine: 'test',
    runs: 5,
    quick: false,
    slowdown: 1,
    groups,
    figures,
  });

  it('replaces the groups measured and keeps the others', () => {
    const old = record(['duel', 'memory'], [duel(1, 0.001), latency(200)]);
    const now = record(['duel'], [duel(2, 0.002)]);
    expect(updatedBaseline(old, now).figures.map((f) => f.value)).toEqual([2, 200]);
    expect(updatedBaseline(old, now).groups).toEqual(['duel', 'memory']);
  });

  it('is the new record alone after a run of every group the baseline held', () => {
    const old = record(['duel'], [duel(1, 0.001), figure({ name: 'reference duel: renamed', value: 3 })]);
    const now = record(['duel', 'memory'], [duel(2, 0.002), latency(200)]);
    expect(updatedBaseline(old, now)).toBe(now);
  });
});
