import { Ajv } from 'ajv';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTION_BENCHMARK_SCHEMA } from '../../bench/actionBenchmarkSchema.ts';
import { BENCH_FORMAT, type BenchRecord } from '../../bench/BenchRecord.ts';
import { writeBenchOutputs } from '../../bench/writeBenchOutputs.ts';
import { figure } from './benchFigures.ts';

const validate = new Ajv({ allErrors: true }).compile(ACTION_BENCHMARK_SCHEMA);
const dir = mkdtempSync(join(tmpdir(), 'triggernometry-bench-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const record = (figures: BenchRecord['figures']): BenchRecord => ({
  format: BENCH_FORMAT,
  date: '2025-01-01T00:00:00.000Z',
  node: process.version,
  machine: 'test',
  runs: 5,
  quick: false,
  slowdown: 1,
  groups: ['duel', 'odds'],
  figures,
});

const FIGURES = [
  figure({ name: 'dice floor: plain xorshift128', value: 4.5e8, unit: 'd6/s', checked: false }),
  figure({
    name: 'reference duel: in-process',
    value: 1.07e6,
    spread: 2e4,
    ratio: { floor: 'dice floor: plain xorshift128', value: 0.00238 },
    note: 'runs at 9.4% of the speed of just rolling its dice',
  }),
  figure({ name: 'reference duel: dice per duel', value: 45.6, unit: 'd6', biggerIsBetter: false }),
  figure({
    name: 'odds latency: blaze',
    value: 410,
    unit: 'ms',
    biggerIsBetter: false,
    ratio: { floor: 'process floor: bare node start-up', value: 6.9 },
  }),
];

describe("github-action-benchmark's files", () => {
  it('are one per direction, each valid against the custom format, every figure in one of them', async () => {
    await writeBenchOutputs(record(FIGURES), dir);
    const bigger: unknown = JSON.parse(readFileSync(join(dir, 'results-bigger.json'), 'utf8'));
    const smaller: unknown = JSON.parse(readFileSync(join(dir, 'results-smaller.json'), 'utf8'));
    for (const data of [bigger, smaller]) expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    const names = (d: unknown): string[] => (d as { name: string }[]).map((e) => e.name);
    expect(names(bigger)).toEqual(['dice floor: plain xorshift128', 'reference duel: in-process']);
    expect(names(smaller)).toEqual(['reference duel: dice per duel', 'odds latency: blaze']);
  });

  it("carry each figure's ratio to its floor in extra", () => {
    const bigger = JSON.parse(readFileSync(join(dir, 'results-bigger.json'), 'utf8')) as { extra: string }[];
    expect(bigger[1]!.extra).toMatch(/ratio to dice floor: plain xorshift128: 0\.238% of floor/);
    const smaller = JSON.parse(readFileSync(join(dir, 'results-smaller.json'), 'utf8')) as {
      extra: string;
    }[];
    expect(smaller[1]!.extra).toMatch(/ratio to process floor: bare node start-up: 6\.90x floor/);
  });

  it('leave out a direction with no figure (the action fails on an empty file), removing a stale one', async () => {
    await writeBenchOutputs(record(FIGURES.slice(0, 2)), dir);
    expect(() => readFileSync(join(dir, 'results-smaller.json'))).toThrow(/ENOENT/);
  });

  it('reject what the action cannot read', () => {
    expect(validate([])).toBe(false);
    expect(validate([{ name: 'x', unit: 'ms', value: '3' }])).toBe(false);
    expect(validate({ name: 'x', unit: 'ms', value: 3 })).toBe(false);
  });
});
