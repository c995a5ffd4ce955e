import type { BenchFigure } from './BenchFigure.ts';
import { oddsCallFigure } from './oddsCallFigure.ts';

const TARGET_MS = 1000;

/** The slowest `odds` calls of the acceptance ranges, timed as whole processes (start-up included). */
const CALLS: readonly (readonly string[])[] = [
  ['odds', 'blaze', '--dice', '15', '--cap', '4', '--edition', '1996', '--json'],
  ['odds', 'fast-draw', '--a', '9', '--b', '9', '--json'],
  ['odds', 'fight', '--attack', '10', '--defend', '10', '--json'],
  ['odds', 'fafdm-shot', '--shot', '5', '--bonus', '2', '--mod', '2', '--ref', '4', '--cool', '4', '--json'],
];

/**
 * `odds` latency: the median wall time of each call after one warm-up, and as a multiple of the process floor
 * (a bare `node` start, run just before each call). The target is under 1 s.
 *
 * @example oddsLatencyBench(5, 1, processFloor(5))
 */
export function oddsLatencyBench(runs: number, slowdown: number, floor: BenchFigure): BenchFigure[] {
  return CALLS.map((args) =>
    oddsCallFigure(
      `odds latency: ${args[1]!}`,
      args,
      runs,
      slowdown,
      floor,
      (ms) =>
        `\`${args.slice(0, -1).join(' ')}\` as a whole process; target < ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'MISSED'}`,
    ),
  );
}
