import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * A turn spent getting away from a danger (a lit stick of dynamite, a stampede bearing down): a plain Move
 * toward (`tx`, `ty`) by the table's rules, unless an enemy's interruption comes first; his aim and firing
 * are given up for it.
 *
 * @example getAwayTo(game, f, 6.5, 15)
 */
export function getAwayTo(game: ShootoutContext, f: Gunfighter, tx: number, ty: number): void {
  if (game.interruptedBefore(f, true, 'move')) return;
  f.aimAt = -1;
  f.moved = false;
  f.firing = false;
  game.moves.move(f, tx, ty, 0);
  game.afterOwnTurn(f);
}
