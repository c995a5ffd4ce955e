import { distance } from '../../geometry/distance.ts';
import { clipSegmentRect } from '../../geometry/clipSegmentRect.ts';
import { inArc } from '../../geometry/inArc.ts';
import type { Interval } from '../../geometry/Interval.ts';
import { pointRectDistance } from '../../geometry/pointRectDistance.ts';
import { pointSegmentDistance } from '../../geometry/pointSegmentDistance.ts';
import type { FafdmFigure } from './FafdmFigure.ts';
import { COVER_MODIFIER, type SkirmishTable } from './skirmishTable.ts';

/** A figure hides what stands behind it within this distance of the line (a base is about 1U across). */
const FIGURE_HALF_U = 0.5;
/** 4.2.1: "A miniature in contact or at 1U from a cover" is behind it, and shoots from it unhindered. */
export const AT_COVER_U = 1;

/** Returned by {@link lineOfSight} when the target is wholly covered: not visible, not attackable. */
export const UNSEEN = -9;

/** 1.2 PERSPECTIVE: "a perspective of 180° from their position". */
export function inPerspective(from: FafdmFigure, to: FafdmFigure): boolean {
  return inArc(from.x, from.y, from.facing, to.x, to.y, 90);
}

/**
 * What `from` sees of `to` across the table (001 4.2.1 COVERINGS): {@link UNSEEN} when a house stands on the
 * line or another figure in play stands on it ("a miniature standing behind another one is always wholly
 * covered"), otherwise Tab.3's cover modifier: the worst piece the line crosses within 1U of the target and
 * not within 1U of the shooter ("A miniature in contact or at 1U from a cover can shoot without modifiers
 * from the cover itself"), 0 in the open. Figures in `shootPast` hide nothing (a band's rule, 9.3-9.11). Perspective is not looked at here ({@link inPerspective}).
 *
 * @example lineOfSight(guard, bandit, figures, TOWN_EDGE, part) === -1 // the bandit crouches behind a fence
 */
export function lineOfSight(
  from: FafdmFigure,
  to: FafdmFigure,
  figures: readonly FafdmFigure[],
  table: SkirmishTable,
  part: Interval,
  shootPast: readonly FafdmFigure[] | null = null,
): number {
  let cover = 0;
  for (const p of table.pieces) {
    if (!clipSegmentRect(from.x, from.y, to.x, to.y, p.x0, p.y0, p.x1, p.y1, part)) continue;
    if (p.kind === 'whole') return UNSEEN;
    if (pointRectDistance(to.x, to.y, p.x0, p.y0, p.x1, p.y1) > AT_COVER_U) continue;
    if (pointRectDistance(from.x, from.y, p.x0, p.y0, p.x1, p.y1) <= AT_COVER_U) continue;
    const m = COVER_MODIFIER[p.kind];
    if (m < cover) cover = m;
  }
  for (const f of figures) {
    if (f === from || f === to || !f.inPlay) continue;
    // 9.4, 9.7, 9.9, 9.10: some bands shoot past their own figures and civilians.
    if (shootPast?.includes(f) === true) continue;
    if (pointSegmentDistance(f.x, f.y, from.x, from.y, to.x, to.y) >= FIGURE_HALF_U) continue;
    // Only a figure between the two hides: not one standing beside either end.
    const dFrom = distance(f.x - from.x, f.y - from.y);
    const dTo = distance(f.x - to.x, f.y - to.y);
    if (dFrom > FIGURE_HALF_U && dTo > FIGURE_HALF_U) return UNSEEN;
  }
  return cover;
}
