import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './measure.ts';
import { median } from './measure.ts';

const bin = fileURLToPath(new URL('../bin/triggernometry.js', import.meta.url));

/** The slowest `odds` calls of the acceptance ranges, timed as whole processes (start-up included). */
const CALLS: readonly (readonly string[])[] = [
  ['odds', 'blaze', '--dice', '15', '--cap', '4', '--edition', '1996', '--json'],
  ['odds', 'fast-draw', '--a', '9', '--b', '9', '--json'],
  ['odds', 'fight', '--attack', '10', '--defend', '10', '--json'],
  ['odds', 'fafdm-shot', '--shot', '5', '--bonus', '2', '--mod', '2', '--ref', '4', '--cool', '4', '--json'],
];

/** Median wall time of each call over `runs` runs after one warm-up; the target is under 1 s. */
export function oddsLatencyBench(runs: number): BenchFigure[] {
  return CALLS.map((args) => {
    const time = (): number => {
      const start = process.hrtime.bigint();
      const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr}`);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    time();
    const ms = median(Array.from({ length: runs }, time));
    return {
      name: `odds latency: ${args.slice(1, 2).join(' ')} (whole process)`,
      value: ms,
      unit: 'ms',
      biggerIsBetter: false,
      extra: `target < 1000 ms: ${ms < 1000 ? 'met' : 'MISSED'}`,
    };
  });
}
