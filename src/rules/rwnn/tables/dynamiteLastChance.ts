import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace } from './DieFace.ts';
import type { WoundKnock, WoundSeverity } from './woundCharts.ts';

/** The saving throw's two results. @example const o: LastChanceOutcome = 'throws-back'; */
export type LastChanceOutcome = 'throws-back' | 'disarming-experience';

/** The last chance saving throw, and the TBC alternative of kicking the stick away. */
export interface DynamiteLastChanceTable {
  readonly source: SourceRef;
  readonly printed: string;
  readonly withinInches: number;
  /** Only a character who has not yet acted this turn may try. */
  readonly onlyBeforeActing: boolean;
  readonly results: ByDieFace<{ readonly outcome: LastChanceOutcome; readonly printed: string }>;
  /** What the "disarming experience" does to the throwing arm. */
  readonly disarming: {
    readonly wound: WoundSeverity;
    readonly knock: WoundKnock;
    readonly location: 'throwing-arm';
    readonly damageChits: number;
    readonly armUselessForTheGame: boolean;
  };
  /** The return lob: the scatter die and this many distance dice, then the bounce check. */
  readonly returnLob: { readonly printed: string; readonly distanceDice: number };
  readonly kickAway: {
    readonly source: SourceRef;
    readonly printed: string;
    readonly distanceDice: number;
    readonly scatterRolls: number;
  };
}

const THROW_OFF = { outcome: 'throws-back', printed: '1-3: You get the throw off.' } as const;
const DISARMING = {
  outcome: 'disarming-experience',
  printed:
    '4-6: You have a disarming experience Take an automatic Serious Wound, Knocked Down result in the ‘throwing arm,’ and Pull 3 Damage Chits besides. The throwing arm is useless for the rest of the game.',
} as const;

/**
 * 000 "Last Chance Saving Throw": a character within 2" of the stick who has not yet acted may throw it back:
 * 1-3 he gets the throw off (a scatter die and 3 D6, then the bounce check), 4-6 "a disarming experience", a
 * serious wound and knocked down in the throwing arm and 3 damage chits besides. The TBC procedure's step 5
 * offers instead a kick: 2 D6 for distance and one unmodified scatter roll.
 *
 * @example DYNAMITE_LAST_CHANCE.results[4].outcome === 'disarming-experience'
 */
export const DYNAMITE_LAST_CHANCE = {
  source: { document: '000_53eda652e9702143.txt', section: 'Last Chance Saving Throw' },
  printed:
    'If the stick or bundle lands within 2” of a character, that character has the option of throwing the stick or bundle back, if the character has not performed an action yet during the turn. Roll 1 D6',
  withinInches: 2,
  onlyBeforeActing: true,
  results: { 1: THROW_OFF, 2: THROW_OFF, 3: THROW_OFF, 4: DISARMING, 5: DISARMING, 6: DISARMING },
  disarming: {
    wound: 'serious-wound',
    knock: 'knocked-down',
    location: 'throwing-arm',
    damageChits: 3,
    armUselessForTheGame: true,
  },
  returnLob: {
    printed: 'For the return lob, simply roll the GW scatter dice and 3 D6, then check for Bounce.',
    distanceDice: 3,
  },
  kickAway: {
    source: { document: '000_53eda652e9702143.txt', section: 'Dynamite Lobbing Procedure' },
    printed:
      '5.) Chance to ‘throw back’ the Dynamite Use the TRWNN Last Chance Saving Throw (pg 33) or try to kick the dynamite away. Roll 2 D6 for distance and make one unmodified roll of the scatter dice.',
    distanceDice: 2,
    scatterRolls: 1,
  },
} as const satisfies DynamiteLastChanceTable;
