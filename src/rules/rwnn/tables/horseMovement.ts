import type { SourceRef } from '../../SourceRef.ts';
import type { ByRiderClass } from './RiderClass.ts';

/**
 * The dice a rider throws for his horse's move: an Inept rider always two, the others any number up to a
 * maximum, changed by at most `changePerThrow` from one throw to the next.
 *
 * @example const d: HorseMovementDice = { kind: 'up-to', max: 3, changePerThrow: 1 };
 */
export type HorseMovementDice =
  | { readonly kind: 'always'; readonly count: number }
  | { readonly kind: 'up-to'; readonly max: number; readonly changePerThrow: number };

/**
 * One rider class's movement: the dice, whether the horse moves their product or their total straight
 * ahead, and the turn allowed after each throw of the turn (one entry per throw; `null` where the book says
 * "another turn" without an angle).
 *
 * @example const row: HorseMovementRow = HORSE_MOVEMENT.classes.good;
 */
export interface HorseMovementRow {
  readonly printed: string;
  readonly dice: HorseMovementDice;
  readonly distance: 'product' | 'total';
  readonly turnDegreesAfterThrow: readonly (number | null)[];
}

/** What an Inept rider's two dice do when he has announced that he wants to stop. */
export interface IneptStop {
  readonly printed: string;
  readonly bothEven: 'stops-immediately';
  readonly bothOdd: 'cannot-stop';
  readonly otherwise: 'half-distance-then-stops';
}

/** The horse movement chart. @example HORSE_MOVEMENT.classes.expert.turnDegreesAfterThrow.length === 3 */
export interface HorseMovementTable {
  readonly source: SourceRef;
  readonly classes: ByRiderClass<HorseMovementRow>;
  readonly ineptStop: IneptStop;
  /** A horse standing still at the end of the last turn gains one die a throw (Inept riders excepted). */
  readonly fromStandstill: { readonly printed: string; readonly diceGainedPerThrow: number };
}

/**
 * 000 HORSES, MOVEMENT: "Each class of rider throws dice each turn to see how far their horse moves". Inept:
 * two dice multiplied, one turn of up to 45 degrees; Poor: up to 6 dice, one throw; Good: up to 3 dice, two
 * throws; Expert: up to 3 dice, three throws, the third turn printed without an angle. "All riders who were
 * stationary ... must build up their speed by just one dice each throw, with the exception of Inept riders".
 *
 * @example HORSE_MOVEMENT.classes.poor.dice // { kind: 'up-to', max: 6, changePerThrow: 1 }
 */
export const HORSE_MOVEMENT = {
  source: { document: '000_53eda652e9702143.txt', section: 'HORSES — MOVEMENT' },
  classes: {
    inept: {
      printed:
        'Inept: always throws two dice, multiplies them together, and moves that distance straight ahead, he may then turn through up to 45 degrees.',
      dice: { kind: 'always', count: 2 },
      distance: 'product',
      turnDegreesAfterThrow: [45],
    },
    poor: {
      printed:
        'Poor: throws up to 6 dice, then moves the total distance straight ahead, he may then turn through up to 45 degrees. He may speed up or slow down by one dice each turn, to a maximum of 6 dice.',
      dice: { kind: 'up-to', max: 6, changePerThrow: 1 },
      distance: 'total',
      turnDegreesAfterThrow: [45],
    },
    good: {
      printed:
        'Good: throws up to 3 dice, then moves the total distance straight ahead, he then may turn through up to 45 degrees, he then throws again and may make a second turn of up to 45 degrees. He may speed up or slow down by one dice each throw, to a maximum of 3 dice.',
      dice: { kind: 'up-to', max: 3, changePerThrow: 1 },
      distance: 'total',
      turnDegreesAfterThrow: [45, 45],
    },
    expert: {
      printed:
        'Expert: throws up to 3 dice, then moves the total distance straight ahead, then may turn through up to 45 degrees, throws again and may make a second turn of up to 45 degrees, and then throws for a third time and may make another turn. He may speed up or slow down by one dice each throw, to a maximum of 3 dice.',
      dice: { kind: 'up-to', max: 3, changePerThrow: 1 },
      distance: 'total',
      turnDegreesAfterThrow: [45, 45, null],
    },
  },
  ineptStop: {
    printed:
      'If an Inept rider wants to stop, he must announce his desire to do so then throw his dice as usual, if both dice come up even he stops immediately, if both come up odd he cannot stop this turn, otherwise he moves half distance then stops.',
    bothEven: 'stops-immediately',
    bothOdd: 'cannot-stop',
    otherwise: 'half-distance-then-stops',
  },
  fromStandstill: {
    printed:
      'All riders who were stationary at the end of their last turn must build up their speed by just one dice each throw, with the exception of Inept riders, who are considered to be riding a horse permanently on the verge of bolting, and always move the product of their two dice.',
    diceGainedPerThrow: 1,
  },
} as const satisfies HorseMovementTable;
