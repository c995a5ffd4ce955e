import type { RefusalConsequences } from '../../rules/rwnn/challenge/refusalConsequences.ts';
import {
  newChallengeResponse,
  type ChallengeResponse,
} from '../../rules/rwnn/challenge/respondToChallenge.ts';

/**
 * How an approach ended: a duellist declared the Fast Draw, the agreed distance was reached (signal), a
 * duellist fell over, the challenge was refused or the challenged lost his nerve, or the card cap came first.
 *
 * @example const e: ApproachEnd = 'fast-draw';
 */
export type ApproachEnd = 'fast-draw' | 'signal' | 'fell-over' | 'refused' | 'lost-nerve' | 'card-cap';

/**
 * The result of one approach, written into a caller's object. `who` is the duellist who declared the Fast
 * Draw, fell over, refused or lost his nerve (null for a signal or the cap); `distance` is the distance at
 * the end. `refusal` holds the refusal's consequences when they apply (a shared constant), else null.
 *
 * @example const out = newApproachResult(); approach.run(dice, out); out.end === 'fast-draw' && out.distance
 */
export interface DuelApproachResult {
  end: ApproachEnd;
  who: 'a' | 'b' | null;
  distance: number;
  cardsTurned: number;
  /** Activations (character cards and action cards played) that were acted on. */
  activations: number;
  readonly challenge: ChallengeResponse;
  refusal: RefusalConsequences | null;
}

/** A fresh result object; allocate once and reuse. @example const out = newApproachResult(); */
export function newApproachResult(): DuelApproachResult {
  return {
    end: 'card-cap',
    who: null,
    distance: 0,
    cardsTurned: 0,
    activations: 0,
    challenge: newChallengeResponse(),
    refusal: null,
  };
}
