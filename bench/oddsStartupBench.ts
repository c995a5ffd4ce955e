import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './BenchFigure.ts';
import { medianPaired } from './measure.ts';
import { processFloorMs } from './processFloor.ts';
import { processSeconds } from './processSeconds.ts';

const BIN = fileURLToPath(new URL('../bin/triggernometry.js', import.meta.url));

/** The most bare node starts a player's `odds` may cost. */
export const ODDS_STARTUP_TARGET = 2.5;

/** A call whose own work is a few dice: what is left is start-up. */
const CALL = ['odds', 'blaze', '--dice', '6', '--cap', '3'] as const;

/**
 * `odds` start-up: a small `odds` call as a whole process, each run taken right after a bare `node` start
 * (the process floor), judged by the median of the runs' ratios to it. The target is at most 2.5 bare starts;
 * the ratio, not the milliseconds, is checked against the baseline. Never slowed: it measures loading, not
 * the engine.
 *
 * @example oddsStartupBench(5, processFloor(5)).ratio?.value // about 2
 */
export function oddsStartupBench(runs: number, floor: BenchFigure): BenchFigure {
  const { value: s, ratio } = medianPaired(runs, processFloorMs, () => 1000 * processSeconds([BIN, ...CALL]));
  const met = ratio.median <= ODDS_STARTUP_TARGET;
  return {
    name: 'odds start-up: blaze',
    group: 'odds',
    unit: 'ms',
    value: s.median,
    spread: s.spread,
    runs,
    biggerIsBetter: false,
    ratio: { floor: floor.name, value: ratio.median },
    checked: true,
    note: `\`${CALL.join(' ')}\` as a whole process, ${ratio.median.toFixed(2)} bare node starts; target at most ${ODDS_STARTUP_TARGET}: ${met ? 'met' : 'MISSED'}`,
  };
}
