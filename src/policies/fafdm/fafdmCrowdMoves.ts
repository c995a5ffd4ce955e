import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';
import { nearestEdge } from '../../scenarios/fafdmSkirmish/bandRules/nearestEdge.ts';
import type { RoleGoal } from './fafdmRolePolicies.ts';

/**
 * How a band moves the town's civilians when it may (001 10.6: "Civilians are moved by the player who wins
 * the first move per turn, they move up to 10U and may run out of the town"): it writes where one civilian
 * heads into `out`, knowing the table and the ward the scenario is about.
 */
export interface FafdmCrowdMove {
  readonly name: string;
  readonly describe: string;
  heading(civilian: Readonly<FafdmFigure>, ward: RoleGoal, table: SkirmishTable, out: RoleGoal): void;
}

/** Stops a crowd this far from the ward it screens (it stands round him, not on him). */
const SCREEN_U = 1.5;

/**
 * The civilians' moves: the politician's party packs them round him (a band that may not shoot past a
 * civilian, 9.3-9.11, cannot shoot him through them); the killers clear them off by the nearest edge.
 *
 * @example FAFDM_CROWD_MOVES.scatter.heading(civilian, politician, table, out)
 */
export const FAFDM_CROWD_MOVES = {
  screen: {
    name: 'screen',
    describe: 'walks each civilian to stand 1.5U round the ward, between him and the street',
    heading(c, ward, _table, out) {
      const dx = c.x - ward.x;
      const dy = c.y - ward.y;
      const d = Math.max(Math.hypot(dx, dy), 1e-9);
      out.x = ward.x + (dx / d) * SCREEN_U;
      out.y = ward.y + (dy / d) * SCREEN_U;
    },
  },
  scatter: {
    name: 'scatter',
    describe: 'runs each civilian for the nearest edge of the table, out of the town',
    heading(c, _ward, table, out) {
      const e = nearestEdge(c, table);
      out.x = e.x;
      out.y = e.y;
    },
  },
} as const satisfies Record<string, FafdmCrowdMove>;
