import type { BenchFigure } from './BenchFigure.ts';
import { oddsCallFigure } from './oddsCallFigure.ts';

/** The most bare node starts a player's `odds` may cost. */
export const ODDS_STARTUP_TARGET = 2.5;

/** A call whose own work is a few dice: what is left is start-up. */
const CALL = ['odds', 'blaze', '--dice', '6', '--cap', '3'];

/**
 * `odds` start-up: a small `odds` call as a whole process, judged by its ratio to a bare `node` start (the
 * process floor). The target is at most 2.5 bare starts; the ratio, not the milliseconds, is checked against
 * the baseline. Never slowed: it measures loading, not the engine.
 *
 * @example oddsStartupBench(5, processFloor(5)).ratio?.value // about 2
 */
export function oddsStartupBench(runs: number, floor: BenchFigure): BenchFigure {
  return oddsCallFigure(
    'odds start-up: blaze',
    CALL,
    runs,
    1,
    floor,
    (_ms, ratio) =>
      `\`${CALL.join(' ')}\` as a whole process, ${ratio.toFixed(2)} bare node starts; target at most ${ODDS_STARTUP_TARGET}: ${ratio <= ODDS_STARTUP_TARGET ? 'met' : 'MISSED'}`,
  );
}
