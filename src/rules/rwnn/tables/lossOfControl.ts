import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace, DieFace } from './DieFace.ts';
import type { ByRiderClass } from './RiderClass.ts';

/** The first throw: does the rider lose control? @example const o: LossOfControlOutcome = 'fine'; */
export type LossOfControlOutcome = 'loses-control' | 'fine';

/** The second throw, once control is lost. @example const h: HorseReaction = 'rears'; */
export type HorseReaction = 'bucks' | 'rears' | 'bolts';

/** One face of a throw with the words printed against it. */
export interface LossOfControlResult<O extends string> {
  readonly outcome: O;
  readonly printed: string;
}

/**
 * A throw to stop a bolting horse: it succeeds on `succeedsOn`, after adding the modifier for the class of
 * rider the stopping character is.
 *
 * @example LOSS_OF_CONTROL.stopBoltingHorse.modifiers.inept === -2
 */
export interface StopBoltingHorse {
  readonly printed: string;
  readonly succeedsOn: readonly DieFace[];
  readonly modifiers: ByRiderClass<number>;
}

/** The loss-of-control chart. @example LOSS_OF_CONTROL.whenToThrow.length === 6 */
export interface LossOfControlTable {
  readonly source: SourceRef;
  /** The numbered circumstances that call for the throw, as printed. */
  readonly whenToThrow: readonly string[];
  readonly heading: string;
  readonly losesControl: ByDieFace<LossOfControlResult<LossOfControlOutcome>>;
  readonly reaction: ByDieFace<LossOfControlResult<HorseReaction>>;
  readonly stopBoltingHorse: StopBoltingHorse;
}

const LOSES = {
  outcome: 'loses-control',
  printed: '1, 2, 3: rider loses control, thrown again below.',
} as const satisfies LossOfControlResult<LossOfControlOutcome>;
const FINE = {
  outcome: 'fine',
  printed:
    '4, 5, 6: everything fine; horse continues on his way, moving tangentialy away from the obstacle if on a collision course.',
} as const satisfies LossOfControlResult<LossOfControlOutcome>;
const BUCKS = {
  outcome: 'bucks',
  printed:
    '1, 2: Horse bucks. The horse immediately makes a series of bucks; leaping madly around trying to throw the ride. Use the ‘Bucking Sequence’ below.',
} as const satisfies LossOfControlResult<HorseReaction>;
const REARS = {
  outcome: 'rears',
  printed: '3, 4: Horse rears. See if the rider is thrown, using part “d:” of the chart below.',
} as const satisfies LossOfControlResult<HorseReaction>;
const BOLTS = {
  outcome: 'bolts',
  printed:
    '5, 6: Horse bolts. The rider is treated as Inept until he can regain control. Riders who were Inept to start with cannot now stop the horse, and will be carried away unless stopped, shot, thrown etc.',
} as const satisfies LossOfControlResult<HorseReaction>;

/**
 * 000 LOSS OF CONTROL: the six circumstances that call for the throw; "Does Rider Lose Control? Throw a
 * dice": 1-3 loses control, 4-6 everything fine; then "thrown again": 1, 2 bucks (BUCKING_SEQUENCE), 3, 4
 * rears (the sequence's part d), 5, 6 bolts. A character in contact stops a bolting horse on 4, 5 or 6
 * ("Inept subtract two, Expert add one"; ATTACKING CHARACTERS ON FOOT prints other numbers, see
 * bolting-horse-stop).
 *
 * @example LOSS_OF_CONTROL.reaction[5].outcome === 'bolts'
 */
export const LOSS_OF_CONTROL = {
  source: { document: '000_53eda652e9702143.txt', section: 'LOSS OF CONTROL' },
  whenToThrow: [
    '1. As a result of putting his horse on a collision course, the throw is made immediately before making contact.',
    '2. As a result of combat.',
    '3. As a result of a jump.',
    '4. As a result of attempting to trample a character.',
    '5. If he rolls three 6’s simultaneously when rolling for horse movement, or an Inept rider moves 30 inches or more.',
    '6. As the result of receiving a graze ( Inept and Poor only), a flesh wound (not Expert) or a serious wound.',
  ],
  heading: 'Does Rider Lose Control? Throw a dice:',
  losesControl: { 1: LOSES, 2: LOSES, 3: LOSES, 4: FINE, 5: FINE, 6: FINE },
  reaction: { 1: BUCKS, 2: BUCKS, 3: REARS, 4: REARS, 5: BOLTS, 6: BOLTS },
  stopBoltingHorse: {
    printed:
      'A character who can move into contact with a bolting horse can stop it with a throw of 4, 5 or 6 (Inept subtract two, Expert add one), but must risk being trampled first.',
    succeedsOn: [4, 5, 6],
    modifiers: { inept: -2, poor: 0, good: 0, expert: 1 },
  },
} as const satisfies LossOfControlTable;
