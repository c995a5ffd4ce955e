import type { ShotContext } from '../../../rules/rwnn/shot/ShotContext.ts';
import type { Gunfighter } from '../Gunfighter.ts';

/**
 * What the game and its other actions ask of the Indian rules (see IndianWarfare); the game has none (null)
 * when no figure is an Indian, so a table without Indians draws no die and changes no decision for them.
 */
export interface IndianDesk {
  /** Starts a gunfight: thrown weapons in hand, arrows out, each Mystic Warrior's vision thrown. */
  reset(): void;
  /**
   * `f`'s shot at `t` with the gun in hand `g` (`moved`: after a move) when the Indian rules play it: a
   * thrown knife, tomahawk or lance, or a bow's arrows (or no shot, a bow after moving). False when the
   * shot is an ordinary one, left to the shooting rules.
   */
  fires(f: Gunfighter, t: Gunfighter, g: number, moved: boolean): boolean;
  /**
   * The dice an Indian `f` would throw at `t` from where both stand, for the policies' odds: the most of his
   * weapon in hand's deliberate shot and his thrown weapons' throws (NaN: none reaches). `ctx` is scratch.
   */
  askDice(f: Gunfighter, t: Gunfighter, ctx: ShotContext): number;
  /** `f`, whose gun or bow is not ready, throws at `t` if a thrown weapon reaches: true when he did. */
  throwsUnready(f: Gunfighter, t: Gunfighter, moved: boolean): boolean;
  /** What `f`'s skills add to his throw for a clear shot (Hunter). */
  clearShotBonus(f: Gunfighter): number;
  /** An impaled man's turn spent at his arrow: true when the turn is spent so. */
  arrowTurn(f: Gunfighter): boolean;
  /** The most movement dice `f` may throw: one while an arrow is in him, else Infinity. */
  moveDiceCap(f: Gunfighter): number;
  /** `f` has just moved: impaled, he throws for an additional wound. */
  moved(f: Gunfighter): void;
  /** Coups counted by figure this gunfight (000 EXPERIENCE), for campaigns. */
  readonly coups: Int32Array;
  /** `f` struck `t` in a fight: a coup when `t` stood, or when nobody struck him fallen before. */
  struck(f: Gunfighter, t: Gunfighter, standing: boolean): void;
}
