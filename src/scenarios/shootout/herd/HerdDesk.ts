import type { Gunfighter } from '../Gunfighter.ts';

/**
 * What the game asks of a herd on its table (see ShootoutHerd); null on a table with no herd, which draws
 * nothing for one.
 *
 * @example if (game.herd !== null && game.herd.cardDue()) continue;
 */
export interface HerdDesk {
  /** The start of a game: the herd back at its place, standing. */
  reset(): void;
  /** `f` fired a gun: the stampede check by his distance, or 4 dice for a herd already running. */
  gunshot(f: Gunfighter): void;
  /** Before the next Fate card: the Stampede card is turned instead (true, the herd moved), or not (false). */
  cardDue(): boolean;
  /**
   * Whether the herd holds `f` this turn (his turn lost): stuck inside it, or down with it over him, as the
   * stampede scenario plays a man there.
   */
  holds(f: Gunfighter): boolean;
  /**
   * `f`'s turn while the herd runs: he turns it or shoots at its lead animal as his tactic's `herd` parameter
   * says (in the saddle too), or, on foot with the herd bearing down on him, runs out of its path, instead of
   * what his tactic would do (true); or the herd leaves his turn alone (false).
   */
  takeTurn(f: Gunfighter): boolean;
  /** The Joker: the Stampede card goes back into the deck. */
  joker(): void;
  /** Whether a stampede runs now: its card is in the deck exactly then. */
  readonly stampeding: boolean;
}
