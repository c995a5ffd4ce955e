import { FAFDM_ROLE_POLICIES, type FafdmRolePolicy } from './fafdmRolePolicies.ts';
import { approach, bestTarget, stay } from './fafdmTactics.ts';

/** A role that plays as `base` does, under its own name (its goal is another place). */
function playedAs(name: string, describe: string, base: FafdmRolePolicy): FafdmRolePolicy {
  return { name, describe, plan: (view, goal, out) => base.plan(view, goal, out) };
}

/**
 * The parts of the scenarios round a ward (001 10.1 PRISONER, 10.2 KIDNAPPING, 10.6 THE MEETING): who walks
 * him, who comes for him, who keeps by him, who shoots at him from afar. Like every role they see only the
 * view and the scenario's public goal (the jail's door, the keeper's place, the politician's).
 *
 * @example FAFDM_WARD_ROLES.keeper.plan(view, { x: 41, y: 9 }, plan)
 */
export const FAFDM_WARD_ROLES = {
  keeper: {
    name: 'keeper',
    describe:
      'walks his ward towards the goal (the jail, 10.1 PRISONER), never running, and fires after the walk when the rules let him',
    plan(view, goal, out) {
      approach(view, out, goal, 0, false);
    },
  },
  captor: playedAs(
    'captor',
    "drags the hostage (10.2) for the short edge away from the nearest enemy in sight, as the loot's carrier does",
    FAFDM_ROLE_POLICIES['loot-carrier'],
  ),
  rescuer: playedAs(
    'rescuer',
    'makes for the figure who holds the ward (the keeper, the captor) or for the ward, running while no enemy in sight is within his short range, and shoots when one is',
    FAFDM_ROLE_POLICIES.assassin,
  ),
  bodyguard: playedAs(
    'bodyguard',
    'keeps within 3U of the figure he guards as he moves, aiming at what he sees',
    FAFDM_ROLE_POLICIES['door-guard'],
  ),
  defender: {
    name: 'defender',
    describe:
      'runs back to the place he defends (the bank door of 10.4) while his band sees no enemy; then fights as his band does',
    plan(view, goal, out) {
      if (view.knownCount === 0) approach(view, out, goal, 3, true);
    },
  },
  sniper: {
    name: 'sniper',
    describe:
      'never leaves his post (the balcony of 10.6); aims at what he sees (the scenario has him shoot the ward first when he sees him)',
    plan(view, _goal, out) {
      stay(out, true, bestTarget(view));
    },
  },
} as const satisfies Record<string, FafdmRolePolicy>;

export type FafdmWardRoleName = keyof typeof FAFDM_WARD_ROLES;
