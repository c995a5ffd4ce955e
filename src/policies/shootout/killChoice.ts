import type { ShootoutPolicy } from './ShootoutPolicy.ts';
import type { ShootoutView } from './ShootoutView.ts';

/**
 * A tactic that has its own say on shooting a knocked-out enemy at his feet (000 FIGHTING: "the attacker
 * might just as well shoot his unfortunate victim at point blank range, which automatically kills"). A
 * tactic without it shoots whenever the rules allow him to.
 */
export interface KillChooser {
  chooseKill?(view: ShootoutView, victim: number): boolean;
}

/**
 * Whether `policy` shoots the senseless `victim` (see {@link KillChooser}).
 *
 * @example choosesKill(policy, view, 3) === true // a tactic with no say of its own
 */
export function choosesKill(
  policy: ShootoutPolicy & KillChooser,
  view: ShootoutView,
  victim: number,
): boolean {
  return policy.chooseKill === undefined ? true : policy.chooseKill(view, victim);
}
