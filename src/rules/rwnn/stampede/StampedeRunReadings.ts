import type { TrampledFrom } from './onFootInStampede.ts';
import type { FootTurn } from './footTurn.ts';
import type { TrampleRow } from './HerdTrample.ts';

/**
 * Which way a stampede runs, "in the same way as for dynamite deviation" (000 "What happens when a Stampede
 * result occurs"): the arrow of a red and a black die as they fall, any way on the table (`dice-arrow`); or
 * straight away from the gunfire that set it off (`away-from-gunfire`). Register entry stampede-direction.
 */
export type StampedeDirection = 'dice-arrow' | 'away-from-gunfire';

/**
 * What a stampede does at a fence it will not go through ("A stampede generally will NOT go through a
 * mortared stone fence"): turns along it, 90 degrees right on 1-3 or left on 4-6, as the herd-driving rule
 * treats an obstacle ("as if the result of the first roll was a 6"; `turns`), or stops there and runs no more
 * (`halts`). Register entry stampede-wall.
 */
export type StampedeWall = 'turns' | 'halts';

/**
 * The readings of a running stampede, each with its register entry and `--option` key.
 *
 * @example const r: StampedeRunReadings = { ...DEFAULT_STAMPEDE_RUN_READINGS, trampleRow: 'clubbed-rifle' };
 */
export interface StampedeRunReadings {
  readonly direction: StampedeDirection;
  readonly trampleRow: TrampleRow;
  readonly trampledFrom: TrampledFrom;
  readonly footTurn: FootTurn;
  readonly wall: StampedeWall;
  /** How a hit on the lead animal is read (register entry stampede-lead-animal). */
  readonly leadShot: 'wound-chart' | 'horse-injury';
}

/** The default readings. @example DEFAULT_STAMPEDE_RUN_READINGS.direction === 'dice-arrow' */
export const DEFAULT_STAMPEDE_RUN_READINGS: StampedeRunReadings = {
  direction: 'dice-arrow',
  trampleRow: 'clubbed-rifle',
  trampledFrom: 'same-turn',
  footTurn: 'chart',
  wall: 'turns',
  leadShot: 'wound-chart',
};
