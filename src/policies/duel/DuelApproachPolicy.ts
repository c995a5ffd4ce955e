import type { ChallengeAnswer } from '../../rules/rwnn/challenge/respondToChallenge.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';

/**
 * What an activated duellist does before the first draw: 000 CHALLENGES, DUELS & THE FAST DRAW, "they may
 * only Pass, Move directly towards an opponent or Fast Draw". `move-swift` is a Move on which a Swift
 * character rolls his extra movement dice ("may choose to roll one* extra movement dice"); without Swift it
 * is a plain Move. While the duellists approach on a signal, `fast-draw` is not allowed.
 *
 * @example const a: ApproachAction = 'move';
 */
export type ApproachAction = 'pass' | 'move' | 'move-swift' | 'fast-draw';

/**
 * What the challenged duellist knows when he answers a challenge that leaves him free to choose.
 *
 * @example const v: DuelChallengeView = { distance: 12, cls: 'gunman', challengerCls: 'legend' };
 */
export interface DuelChallengeView {
  readonly distance: number;
  readonly cls: CharacterClass;
  readonly challengerCls: CharacterClass;
}

/**
 * What a duellist knows when he is asked to act or to play an action card: the distance, both classes, the
 * cards, and whether the duellists approach on a signal. Policies see this, never dice or the deck's order.
 *
 * @example view.distance <= 6 ? 'fast-draw' : 'move'
 */
export interface DuelApproachView {
  /** Inches between the duellists now (0: they have met). */
  readonly distance: number;
  readonly cls: CharacterClass;
  readonly opponentCls: CharacterClass;
  /** He has Swift, so `move-swift` throws extra dice. */
  readonly swift: boolean;
  /** This activation is a free turn from an action card. */
  readonly freeTurn: boolean;
  /** Asked under 000's Joker: "must be played immediately or discarded". */
  readonly jokerCall: boolean;
  /** Action cards his side holds that he may play now. */
  readonly playableCards: number;
  /** Action cards the opponent's side holds. */
  readonly opponentHeldCards: number;
  /** The card just turned is the opponent's character card: the opponent is about to act. */
  readonly opponentAboutToAct: boolean;
  /** Cards turned so far in this approach. */
  readonly cardsTurned: number;
  /** The agreed distance when the duellists approach on a signal (000 ALTERNATIVELY), else -1. */
  readonly signalDistance: number;
}

/**
 * A scripted decision maker for one duellist before the first draw (named and parameterised, like
 * `close-to:d=6`). The rules ask it only where the book leaves the choice to the player: the answer to a
 * challenge that neither hatred nor fear settles, what to do when activated, how far to move within what
 * the dice allow, and whether to play a held action card now.
 *
 * @example const p: DuelApproachPolicy = closeToPolicy(6);
 */
export interface DuelApproachPolicy {
  readonly name: string;
  /** Accept or refuse a challenge he is free to answer either way. */
  answerChallenge(view: DuelChallengeView): ChallengeAnswer;
  /** His action when activated by his card or an action card. */
  chooseAction(view: DuelApproachView): ApproachAction;
  /**
   * How far to move, given that the dice allow `least` to `most` inches (a Gunman or better; a Citizen
   * moves the full roll and is not asked). The rules clamp the answer to that range and stop him when the
   * duellists meet (or reach the agreed signal distance).
   */
  chooseDistance(view: DuelApproachView, least: number, most: number): number;
  /** Whether to play his side's superior playable action card now, for a free turn. */
  playActionCard(view: DuelApproachView): boolean;
}

/**
 * `draw-at-once`, the default approach policy (kept beside the interface it defaults): accepts any challenge
 * and declares the Fast Draw the first time it is activated, playing a held action card whenever it can to
 * get there sooner. On a signal approach (where it may not draw early) it moves as far as the dice allow.
 *
 * @example drawAtOncePolicy.chooseAction(view) === 'fast-draw'
 */
export const drawAtOncePolicy: DuelApproachPolicy = {
  name: 'draw-at-once',
  answerChallenge: () => 'accept',
  chooseAction: (v) => (v.signalDistance >= 0 ? 'move' : 'fast-draw'),
  chooseDistance: (_v, _least, most) => most,
  playActionCard: () => true,
};
