import type { FafdmFigure } from '../FafdmFigure.ts';
import { FREE_ROTATION_DEGREES } from '../tables/footMovement.ts';
import type { Gait } from './HorseState.ts';
import { HORSE_MOVES, type HorseMoveKind } from './mountTables.ts';

/** One move on horseback, written in place: its Tab.2 row, the U his mount covers, the gait it leaves. */
export interface HorseStep {
  kind: HorseMoveKind;
  maxU: number;
  ca: number;
  /** The modifier on each die of the reflexes test (Tab.2 "reflexes test +1"), or null for none. */
  reflexes: number | null;
  gait: Gait;
}

/**
 * The Tab.2 row a rider's move towards (tx, ty) takes (001 3.1 on horseback): after 3.1's free rotation of
 * up to 90 degrees a horse goes "forward [...] within a 45° ray", so a way up to 135 degrees off his facing
 * is a trot (walk pace) or a run; further round is a sideways move, "making a reflexes skill test, cutting
 * the distance in half and increasing the cost of action of 1": normal sideways (+1) for a trot, fast
 * sideways (+2) for a run. Going back (5U, 3 CA, +2) is never needed: a sideways move reaches every way
 * behind for less (register entry fafdm-horse-moves). Distances are his mount's (Tab.16: the mule's 6U/12U,
 * the Appaloosa's +2U). Writes `out` and returns it.
 *
 * @example horseMoveKind(rider, rider.x + 10, rider.y, 'walk', step).kind === 'trot'
 */
export function horseMoveKind(
  fig: FafdmFigure,
  tx: number,
  ty: number,
  pace: 'walk' | 'run',
  out: HorseStep,
): HorseStep {
  const heading = (Math.atan2(ty - fig.y, tx - fig.x) * 180) / Math.PI;
  const off = Math.abs(((((heading - fig.facing) % 360) + 540) % 360) - 180);
  const forward = off <= FREE_ROTATION_DEGREES + HORSE_MOVES.rayDegrees + 1e-9;
  const mount = fig.horse!.mount;
  const kind: HorseMoveKind = forward
    ? pace === 'walk'
      ? 'trot'
      : 'run'
    : pace === 'walk'
      ? 'normalSideways'
      : 'fastSideways';
  const row = HORSE_MOVES.rows[kind];
  out.kind = kind;
  out.ca = row.ca;
  out.reflexes = row.reflexes;
  const full = pace === 'walk' ? mount.trotU : mount.runU;
  out.maxU = forward ? full : full / 2;
  out.gait = pace === 'walk' ? 'trot' : 'run';
  return out;
}
