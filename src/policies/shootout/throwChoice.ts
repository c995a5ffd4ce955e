import type { ShootoutPolicy } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';

/**
 * A tactic that has its own say on throwing a knife, tomahawk or lance (000 THROWN WEAPONS) instead of
 * firing the weapon in his hands: `throwDice` the throw's dice, `shotDice` the shot's (NaN: no shot, as a
 * bow after moving). A tactic without it throws when the throw has more dice than the shot, or there is no
 * shot.
 */
export interface ThrowChooser {
  chooseThrow?(view: ShootoutView, target: number, throwDice: number, shotDice: number): boolean;
}

/**
 * Whether `policy` throws rather than shoots at `target` (see {@link ThrowChooser}).
 *
 * @example choosesThrow(policy, view, 3, 2, Number.NaN) === true // no shot: he throws
 */
export function choosesThrow(
  policy: ShootoutPolicy & ThrowChooser,
  view: ShootoutView,
  target: number,
  throwDice: number,
  shotDice: number,
): boolean {
  if (policy.chooseThrow !== undefined) return policy.chooseThrow(view, target, throwDice, shotDice);
  return throwDice > 0 && (shotDice !== shotDice || throwDice > shotDice);
}
