import { distance } from '../../geometry/distance.ts';
import { pointRectDistance } from '../../geometry/pointRectDistance.ts';
import { AT_COVER_U } from '../../rules/fafdm/lineOfSight.ts';
import { FOOT_MOVES } from '../../rules/fafdm/tables/footMovement.ts';
import { dismountsInRange, paceU } from './horse/riderChoices.ts';
import type { FafdmTactic, SeenEnemy, SkirmishPlan, SkirmishView } from './FafdmTactic.ts';

/** The first waiting figure: cards are played in the band's order. */
const inOrder = (): number => 0;

export function stay(out: SkirmishPlan, aim: boolean, target: number): void {
  out.pace = 'none';
  out.charge = false;
  out.aim = aim;
  out.target = target;
}

/** The known enemy he sees in front, in his gun's range, with the least cover, then nearest; -1 if none. */
export function bestTarget(view: SkirmishView): number {
  let best = -1;
  for (let k = 0; k < view.knownCount; k++) {
    const e = view.known[k]!;
    if (!e.visible || !e.inFront || e.distanceU > view.self.gun.maxU) continue;
    if (best < 0 || e.cover > view.known[best]!.cover) best = k;
  }
  return best;
}

/**
 * Walks, or runs when a walk falls short and `run` allows it, to stop `keepU` short of (x, y).
 */
export function approach(
  view: SkirmishView,
  out: SkirmishPlan,
  e: { x: number; y: number },
  keepU: number,
  run: boolean,
): void {
  const s = view.self;
  const d = distance(e.x - s.x, e.y - s.y);
  const wanted = Math.max(0, d - keepU);
  // A rider plans with his mount's trot and run (Tab.2 on horseback, Tab.16).
  const walkU = paceU(s, 'walk', FOOT_MOVES.walk.maxU);
  out.pace = wanted > walkU && run ? 'run' : 'walk';
  const k = d > 0 ? Math.min(wanted, paceU(s, out.pace, FOOT_MOVES[out.pace].maxU)) / d : 0;
  out.toX = s.x + (e.x - s.x) * k;
  out.toY = s.y + (e.y - s.y) * k;
  out.aim = false;
  out.charge = false;
  out.target = -1;
}

const nearestKnown = (view: SkirmishView): SeenEnemy | null => (view.knownCount > 0 ? view.known[0]! : null);

function advance(view: SkirmishView, out: SkirmishPlan): void {
  const s = view.self;
  // Tab.8: his knife or tomahawk thrown, only his hands are left: he closes to fight (4.3).
  if (s.shotsLeft === 0 && s.gun.thrownCosTimes !== undefined && view.knownCount > 0) {
    approach(view, out, view.known[0]!, 0.5, true);
    out.charge = true;
    out.target = 0;
    return;
  }
  const t = bestTarget(view);
  if (t >= 0 && view.known[t]!.distanceU <= s.gun.shortU) return stay(out, true, t);
  const e = nearestKnown(view);
  // Runs only with the points left to fire after the run (Tab.2 run 2 CA).
  const run = s.actions - FOOT_MOVES.run.ca >= view.fireCa;
  if (e) return approach(view, out, e, s.gun.shortU - 1, run);
  // No enemy in sight of the band: cross towards their edge.
  approach(view, out, { x: view.enemyEdgeX, y: s.y }, s.gun.shortU, run);
}

/**
 * The tactics a skirmish file may give a band (001 1.8, 2.1-2.3, 3.1, 4.2, 4.3, 6.3).
 */
export const FAFDM_TACTICS = {
  'advance-and-fire': {
    name: 'advance-and-fire',
    describe:
      'closes on the nearest enemy in sight (or the enemy edge) until within his short range, then stands, aims and fires',
    pickCard: inOrder,
    plan: advance,
    withdraws: () => false,
  },
  'hold-in-cover': {
    name: 'hold-in-cover',
    describe:
      'goes to the nearest wall, rock or fence and stays there, aiming and firing at what he sees (a rider gets off once an enemy is in range); withdraws when one figure is left against three',
    pickCard: inOrder,
    plan(view, out) {
      const s = view.self;
      let best = -1;
      let bestD = Infinity;
      const pieces = view.table.pieces;
      for (let i = 0; i < pieces.length; i++) {
        const p = pieces[i]!;
        if (p.kind === 'whole') continue;
        const d = pointRectDistance(s.x, s.y, p.x0, p.y0, p.x1, p.y1);
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      }
      if (best < 0 || bestD <= AT_COVER_U) return stay(out, true, bestTarget(view));
      const p = view.table.pieces[best]!;
      // The nearest point of the piece, then half a U back towards him: he stands at it, on his side.
      const cx = Math.min(Math.max(s.x, p.x0), p.x1);
      const cy = Math.min(Math.max(s.y, p.y0), p.y1);
      approach(view, out, { x: cx, y: cy }, 0.5, true);
    },
    // With nobody to shoot, he lets the enemy move first, into his opportunity shot (4.2.3).
    passesInitiative: (view) => bestTarget(view) < 0,
    // A rider gets off to hold cover on foot once an enemy is within his gun's range (Tab.1, 4.2.1).
    dismounts: dismountsInRange,
    withdraws: (own, _start, knownEnemies) => own <= 1 && knownEnemies >= 3,
  },
  charge: {
    name: 'charge',
    describe:
      "runs at the nearest enemy in sight within 10U (a rider: his mount's run) to fight him (4.3); otherwise advances and fires",
    pickCard: inOrder,
    plan(view, out) {
      const e = nearestKnown(view);
      if (e && e.visible && e.distanceU <= paceU(view.self, 'run', FOOT_MOVES.run.maxU) + 0.5) {
        approach(view, out, e, 0.5, true);
        out.charge = true;
        out.target = 0;
        return;
      }
      advance(view, out);
    },
    withdraws: () => false,
  },
} as const satisfies Record<string, FafdmTactic>;

export type FafdmTacticName = keyof typeof FAFDM_TACTICS;
export const FAFDM_TACTIC_NAMES = Object.keys(FAFDM_TACTICS) as FafdmTacticName[];
