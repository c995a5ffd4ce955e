import { clipSegmentRect } from '../../../geometry/clipSegmentRect.ts';
import type { Interval } from '../../../geometry/Interval.ts';
import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import { protectionPoints, type ProtectionId } from '../../../rules/fafdm/explosives/explosivesTables.ts';
import type { CoverPiece, SkirmishTable } from '../../../rules/fafdm/skirmishTable.ts';

/**
 * Tab.9's row and column for a piece of the table (4.2.1's kinds): the house is a wooden building covering
 * wholly; walls and rocks cover partially ("wall, rock"); fences cover partially as "fence, car, wagon".
 */
function pieceProtection(p: CoverPiece): number {
  const id: ProtectionId = p.kind === 'whole' ? 'woodenBuilding' : p.kind === 'partial' ? 'wall' : 'fence';
  return protectionPoints(id, p.kind === 'whole' ? 'whole' : 'partial');
}

/**
 * The protection (001 5.5, Tab.9) of `fig` against a blast at (bx, by): the best piece on the line between
 * them, 0 in the open.
 *
 * @example blastProtection(TOWN_EDGE, 6, 6, guard, part) === 2 // a wall between
 */
export function blastProtection(
  table: SkirmishTable,
  bx: number,
  by: number,
  fig: FafdmFigure,
  part: Interval,
): number {
  let best = 0;
  for (const p of table.pieces)
    if (clipSegmentRect(bx, by, fig.x, fig.y, p.x0, p.y0, p.x1, p.y1, part))
      best = Math.max(best, pieceProtection(p));
  return best;
}
