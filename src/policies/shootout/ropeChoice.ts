import type { ShootoutPolicy } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';

/**
 * A tactic that has its own say on throwing its lariat (000 "Lariats") instead of firing at `target`:
 * `ropeDice` the throw's dice, `shotDice` the shot's (NaN: no ready gun), `behindCover` whether the target
 * stands behind cover (where a hit only makes him duck back). A tactic without it ropes a man standing in
 * the open ({@link ROPE_MODES} `open`).
 */
export interface RopeChooser {
  chooseRope?(
    view: ShootoutView,
    target: number,
    ropeDice: number,
    shotDice: number,
    behindCover: boolean,
  ): boolean;
}

/**
 * Whether `policy` throws its lariat rather than shoots at `target` (see {@link RopeChooser}).
 *
 * @example choosesRope(policy, view, 3, 4, 3, false) === true // a man in the open: he ropes him
 */
export function choosesRope(
  policy: ShootoutPolicy & RopeChooser,
  view: ShootoutView,
  target: number,
  ropeDice: number,
  shotDice: number,
  behindCover: boolean,
): boolean {
  if (policy.chooseRope !== undefined)
    return policy.chooseRope(view, target, ropeDice, shotDice, behindCover);
  return ropeDice > 0 && !behindCover;
}

/**
 * When a tactic throws its lariat, as its `rope` parameter names it: `open` (the default: at a man in the
 * open, where a hit ropes him), `always` (whenever the lariat reaches), `never`.
 */
export const ROPE_MODES = ['open', 'always', 'never'] as const;
export type RopeMode = (typeof ROPE_MODES)[number];

/**
 * Gives `policy` the roping choice of `mode` (nothing for `open`, the default) and returns it.
 *
 * @example withRopeMode(gunfighterPolicy(fire, 2, 8), 'never')
 */
export function withRopeMode<P extends ShootoutPolicy & RopeChooser>(policy: P, mode: RopeMode): P {
  if (mode === 'always') policy.chooseRope = (_v, _t, ropeDice) => ropeDice > 0;
  else if (mode === 'never') policy.chooseRope = () => false;
  return policy;
}
