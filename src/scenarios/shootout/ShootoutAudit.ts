import type { ActionCode } from '../../policies/shootout/ShootoutPolicy.ts';
import type { Gunfighter } from './Gunfighter.ts';

/**
 * A watcher a test (or a debugging session) hangs on a game to see each action as it resolves and each shot
 * as it is fired, with the game's state at that moment: the conformance suite checks there that no figure
 * acts when the rules forbid it and nobody fires outside his arc or line of sight. Games without one pay a
 * single null check per action.
 *
 * @example game.audit = { action: (f, a, t, chosen) => {...}, shot: (f, t, moveAndFire) => {...} };
 */
export interface ShootoutAudit {
  /**
   * `f` is about to carry out `action` at `target` (-1: none) in a turn the rules left free: `chosen` when his
   * policy chose it, false when his Stoopid throw did (nothing, or his last turn carried on).
   */
  action(f: Gunfighter, action: ActionCode, target: number, chosen: boolean): void;
  /** `f` is about to throw firing dice at `t`; `afterMove` for the shot of a Move & Fire. */
  shot(f: Gunfighter, t: Gunfighter, afterMove: boolean): void;
}
