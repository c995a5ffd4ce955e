import { distance } from '../../geometry/distance.ts';
import type { ShootoutPolicy } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';

/**
 * A tactic that has its own say on walking over to untie `tied`, a hog-tied friend out of his reach (000
 * "Lariats": "or are untied by a friend. Either method of escape takes 1 full action"). A tactic without it
 * goes when no other friend of the tied man stands nearer him ({@link UNTIE_MODES} `nearest`).
 */
export interface UntieChooser {
  chooseUntie?(view: ShootoutView, tied: number): boolean;
}

/**
 * Whether he is the tied man's nearest friend: nobody of his side but the tied man himself stands nearer
 * him (ties to the earlier in figure order, so that one friend goes, not two).
 *
 * @example nearestToTied(view, 4) // true when view.me is the nearest of 4's friends
 */
function nearestToTied(view: ShootoutView, tied: number): boolean {
  const tx = view.x(tied);
  const ty = view.y(tied);
  const mine = distance(view.self.x - tx, view.self.y - ty);
  const n = view.friendCount();
  for (let k = 0; k < n; k++) {
    const j = view.friend(k);
    if (j === tied) continue;
    const d = distance(view.x(j) - tx, view.y(j) - ty);
    if (d < mine || (d === mine && j < view.me)) return false;
  }
  return true;
}

/**
 * Whether `policy` walks over to untie his hog-tied friend `tied` (see {@link UntieChooser}).
 *
 * @example choosesUntie(policy, view, 4) === true // he is the tied man's nearest friend
 */
export function choosesUntie(
  policy: ShootoutPolicy & UntieChooser,
  view: ShootoutView,
  tied: number,
): boolean {
  if (policy.chooseUntie !== undefined) return policy.chooseUntie(view, tied);
  return nearestToTied(view, tied);
}

/**
 * When a tactic walks over to untie a hog-tied friend, as its `untie` parameter names it: `nearest` (the
 * default: when he is the tied man's nearest friend), `always` (every friend free to), `never` (only one
 * already at his side unties him).
 */
export const UNTIE_MODES = ['nearest', 'always', 'never'] as const;
export type UntieMode = (typeof UNTIE_MODES)[number];

/**
 * Gives `policy` the untying choice of `mode` (nothing for `nearest`, the default) and returns it.
 *
 * @example withUntieMode(gunfighterPolicy(fire, 2, 8), 'never')
 */
export function withUntieMode<P extends ShootoutPolicy & UntieChooser>(policy: P, mode: UntieMode): P {
  if (mode === 'always') policy.chooseUntie = () => true;
  else if (mode === 'never') policy.chooseUntie = () => false;
  return policy;
}
