import { distance } from '../../geometry/distance.ts';
import type { SkirmishPlan, SkirmishView } from './FafdmTactic.ts';
import { approach, bestTarget, stay } from './fafdmTactics.ts';

/** A place the scenario makes public to both bands (a door, the loot on the ground, a table edge). */
export interface RoleGoal {
  x: number;
  y: number;
}

/**
 * A figure's part in a scenario of 001 10.1-10.6, on top of his band's tactic: where he goes and whether he
 * stands to shoot. Like a tactic it sees only the view (what the band sees) and the scenario's public goal.
 */
export interface FafdmRolePolicy {
  readonly name: string;
  readonly describe: string;
  plan(view: SkirmishView, goal: RoleGoal, out: SkirmishPlan): void;
}

/** The short edge (x = 0 or x = width) away from the nearest enemy the band sees; the nearer one if none. */
function safeEdgeX(view: SkirmishView): number {
  const s = view.self;
  const w = view.table.width;
  if (view.knownCount === 0) return s.x < w / 2 ? 0 : w;
  return view.known[0]!.x > s.x ? 0 : w;
}

/** Named role policies (10.1 the robber with the loot and the deputy after it; 10.5 the killer and the guard; 10.3 a leader). */
export const FAFDM_ROLE_POLICIES = {
  'loot-carrier': {
    name: 'loot-carrier',
    describe:
      'carries the bags (10.1): walks for the short edge away from the nearest enemy in sight, never stopping to shoot',
    plan(view, _goal, out) {
      const s = view.self;
      approach(view, out, { x: safeEdgeX(view), y: s.y }, 0, false);
    },
  },
  'loot-hunter': {
    name: 'loot-hunter',
    describe:
      'runs for the loot on the ground (10.1) when it is within 15U; otherwise fights as his band does',
    plan(view, goal, out) {
      const s = view.self;
      if (distance(goal.x - s.x, goal.y - s.y) <= 15) approach(view, out, goal, 0, true);
    },
  },
  'door-guard': {
    name: 'door-guard',
    describe:
      'keeps within 3U of the door he guards (10.5), aiming at what he sees; walks back when drawn off',
    plan(view, goal, out) {
      const s = view.self;
      if (distance(goal.x - s.x, goal.y - s.y) > 3) approach(view, out, goal, 1.5, false);
      else stay(out, true, bestTarget(view));
    },
  },
  assassin: {
    name: 'assassin',
    describe:
      'makes for the door of the witness (10.5), running while no enemy in sight is within his short range, and shoots when one is',
    plan(view, goal, out) {
      const s = view.self;
      const t = bestTarget(view);
      if (t >= 0 && view.known[t]!.distanceU <= s.gun.shortU) return stay(out, true, t);
      approach(view, out, goal, 0.5, s.actions - 2 >= view.fireCa);
    },
  },
  'duel-leader': {
    name: 'duel-leader',
    describe: 'stands his ground in the street (10.3) and aims at the enemy leader, or at what he sees',
    plan(view, goal, out) {
      let k = -1;
      for (let i = 0; i < view.knownCount; i++) {
        const e = view.known[i]!;
        if (e.visible && e.inFront && e.x === goal.x && e.y === goal.y) k = i;
      }
      stay(out, true, k >= 0 ? k : bestTarget(view));
    },
  },
} as const satisfies Record<string, FafdmRolePolicy>;

export type FafdmRoleName = keyof typeof FAFDM_ROLE_POLICIES;
export const FAFDM_ROLE_NAMES = Object.keys(FAFDM_ROLE_POLICIES) as FafdmRoleName[];
