import type { ChallengeRelation } from '../../rules/rwnn/challenge/fearsChallenger.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import type { ApproachDuellist } from './ApproachDuellist.ts';
import type { DuelApproachReadings } from './duelApproachReadings.ts';

/** Cards turned after which an approach stops without a draw, unless the setup says otherwise. */
export const DEFAULT_APPROACH_CARD_CAP = 200;

/**
 * One approach setting. Only the duellists, the ruleset and the starting distance are required; the rest
 * default as documented on each field.
 *
 * @example const s: DuelApproachSetup = { a, b, ruleset: 'rwnn-extended', startDistance: 12 };
 */
export interface DuelApproachSetup {
  readonly a: ApproachDuellist;
  readonly b: ApproachDuellist;
  readonly ruleset: RwnnRulesetId;
  /** Inches apart when the challenge is made: "within eighteen inches" (0..18). */
  readonly startDistance: number;
  /** Who challenges (default `a`). */
  readonly challenger?: 'a' | 'b';
  /** How the challenged duellist stands towards the challenger before skills (default: no hatred, no fear). */
  readonly relation?: ChallengeRelation;
  /** The challenged duellist's side has downed more of the enemy than it has lost (nerve +1; default false). */
  readonly challengedSideHasDownedMore?: boolean;
  /**
   * The challenge was the challenger's turn, so his card starts on the discard pile (default true: 000
   * "Making a challenge is an action"). False: both character cards start in the draw pile.
   */
  readonly challengeTookHisTurn?: boolean;
  /** Sets of the four action cards in the deck (default 1; 000 MORE ACTION CARDS allows more). */
  readonly actionSets?: number;
  /** 000 ALTERNATIVELY: the duellists Move until this many inches apart, then Fast Draw (default: no signal). */
  readonly signalDistance?: number;
  /** Whether gunplay has commenced (read by `movement.citizenFullRoll = once-gunplay-commences`; default false). */
  readonly gunplayCommenced?: boolean;
  /** Cards turned before the approach stops unresolved (default {@link DEFAULT_APPROACH_CARD_CAP}). */
  readonly maxCards?: number;
  /** The readings (default: the ruleset's, every option at its default). */
  readonly readings?: DuelApproachReadings;
  /** Check the deck's card invariant after every card (for tests; default false). */
  readonly checkInvariants?: boolean;
  /** `shot.rerollOrder` for the re-roll skills on movement dice (default `own-first`). */
  readonly rerollOrder?: 'own-first' | 'opponent-first';
}
