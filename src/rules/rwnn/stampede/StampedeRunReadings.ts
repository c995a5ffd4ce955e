import type { TrampledFrom } from './onFootInStampede.ts';
import type { FootTurn } from './footTurn.ts';
import type { TrampleRow } from './HerdTrample.ts';
import type { BuildingDamageReading } from './buildingInStampede.ts';
import type { RiderControlReading } from './riderInStampede.ts';

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
 * What "the deck is reshuffled" does when a card is inserted into the Fate deck mid-turn (000: the Stampede
 * card "is placed into the Fate Deck whenever a Stampede Result occurs, the deck is reshuffled"; a cowboy
 * leaving the drive, "an individual card for the character is inserted into the Fate deck and the cards are
 * reshuffled"): the new card is shuffled among the cards still to be turned (`draw-pile`), or every discard
 * goes back with it (`whole-deck`). Register entry stampede-reshuffle.
 */
export type StampedeReshuffle = 'draw-pile' | 'whole-deck';

/**
 * Which herd moves throw the deviation die (000 "Driving the Herd, the TBC method"): only the herd that
 * ambles with no cowboys (`unled`), or every move of the Cattle Drive too (`every-move`). An obstacle in the
 * way turns either. Register entry drive-deviation.
 */
export type DriveDeviationReading = 'unled' | 'every-move';

/**
 * When the regaining throw is made (000 "Regaining Control of the Herd"): once two cowboys in front of the
 * herd have each taken the action, the pair's actions spent by the throw whatever it gives (`pair`); or at
 * the end of every such action once two have been taken (`each`). Register entry drive-regain-throw.
 */
export type RegainThrowReading = 'pair' | 'each';

/**
 * When a stampede is "next to" a wagon ("Wagons will overturn on a 1-3 on a D6 for every turn the stampede is
 * next to them"): within 1" of the running herd, the reach at which a man throws to escape (`one-inch`), or
 * touching it (`touching`). Register entry stampede-wagon-beside.
 */
export type WagonReach = 'one-inch' | 'touching';

/**
 * What a rider shooting at a stampede's lead animal loses for firing from the saddle (000 HORSES, "Moving and
 * Firing Mounted": "Riders moving & firing may fire once during the turn; immediately before making one of
 * their movement throws", a pistol losing "one from their firing dice for each movement dice they are about
 * to throw"): he fires before a throw of one die, the least a moving rider throws ("He may speed up or slow
 * down by one dice each throw"), a pistol losing one die (`one-die`); or before his horse's throw at full
 * speed for his class, galloping beside the herd (`full-speed`: Good and Expert 3 dice, Poor 6, Inept 2).
 * Register entry stampede-saddle-shot.
 */
export type SaddleShotReading = 'one-die' | 'full-speed';

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
  readonly reshuffle: StampedeReshuffle;
  readonly driveDeviation: DriveDeviationReading;
  readonly regainThrow: RegainThrowReading;
  readonly wagonReach: WagonReach;
  /** How a wooden building the herd goes around is checked for damage (register entry stampede-building-damage). */
  readonly buildingDamage: BuildingDamageReading;
  /** What a rider's lost control in a stampede comes to (register entry stampede-rider-control). */
  readonly riderControl: RiderControlReading;
  /** What a rider firing at the lead animal loses from the saddle (register entry stampede-saddle-shot). */
  readonly saddleShot: SaddleShotReading;
}

/** The default readings. @example DEFAULT_STAMPEDE_RUN_READINGS.direction === 'dice-arrow' */
export const DEFAULT_STAMPEDE_RUN_READINGS: StampedeRunReadings = {
  direction: 'dice-arrow',
  trampleRow: 'clubbed-rifle',
  trampledFrom: 'same-turn',
  footTurn: 'chart',
  wall: 'turns',
  leadShot: 'wound-chart',
  reshuffle: 'draw-pile',
  driveDeviation: 'unled',
  regainThrow: 'pair',
  wagonReach: 'one-inch',
  buildingDamage: 'blast-table',
  riderControl: 'thrown',
  saddleShot: 'one-die',
};
