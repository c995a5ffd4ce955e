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

/**
 * How a tactic chooses to throw, as its `throw` parameter names it: `more-dice` (the default: when the throw
 * has more dice than the shot, or there is no shot), `always` (whenever a thrown weapon reaches), `never`.
 */
export const THROW_MODES = ['more-dice', 'always', 'never'] as const;
export type ThrowMode = (typeof THROW_MODES)[number];

/**
 * Gives `policy` the throwing choice of `mode` (nothing for `more-dice`, the default) and returns it.
 *
 * @example withThrowMode(gunfighterPolicy(fire, 2, 8), 'never')
 */
export function withThrowMode<P extends ShootoutPolicy & ThrowChooser>(policy: P, mode: ThrowMode): P {
  if (mode === 'always') policy.chooseThrow = (_v, _t, throwDice) => throwDice > 0;
  else if (mode === 'never') policy.chooseThrow = () => false;
  return policy;
}
