import { distance } from '../../geometry/distance.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';

/** The fewest enemies a stick is worth (a group, not a lone man). */
const GROUP = 2;
/** Enemies yet to act in the blast for which a short fuse is worth its 1 in 6 (5.5.2). */
const SHORT_FUSE_GROUP = 3;

/** Where a figure throws his dynamite: at `target`, with or without a short fuse. */
export interface DynamiteChoice {
  target: FafdmFigure | null;
  shortFuse: boolean;
}

/**
 * A tactic's throw (001 5.5, 5.5.2): the enemy he sees within his reach (COS x 2 U) with the most enemies
 * within the blast's radius of him, at least two, and none of his own band (himself included) there; a
 * short fuse when three or more of them have yet to act (they could escape). Writes into `out`.
 *
 * @example dynamiteTarget(bandit, guards, bandits, 6, 5, (a, b) => true, out)
 */
export function dynamiteTarget(
  fig: FafdmFigure,
  enemies: readonly FafdmFigure[],
  friends: readonly FafdmFigure[],
  reachU: number,
  radiusU: number,
  sees: (from: FafdmFigure, to: FafdmFigure) => boolean,
  out: DynamiteChoice,
): void {
  out.target = null;
  out.shortFuse = false;
  let best = GROUP - 1;
  for (const t of enemies) {
    if (!t.inPlay || distance(t.x - fig.x, t.y - fig.y) > reachU || !sees(fig, t)) continue;
    let safe = true;
    for (const f of friends)
      if (f.inPlay && distance(f.x - t.x, f.y - t.y) <= radiusU) {
        safe = false;
        break;
      }
    if (!safe) continue;
    let n = 0;
    let waiting = 0;
    for (const e of enemies)
      if (e.inPlay && distance(e.x - t.x, e.y - t.y) <= radiusU) {
        n++;
        if (!e.activated) waiting++;
      }
    if (n > best) {
      best = n;
      out.target = t;
      out.shortFuse = waiting >= SHORT_FUSE_GROUP;
    }
  }
}
