import { distance } from '../../geometry/distance.ts';
import { pointSegmentDistance } from '../../geometry/pointSegmentDistance.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FriendlyFire } from '../../rules/fafdm/FafdmReadings.ts';
import type { FafdmStrays, StrayPick } from '../../rules/fafdm/friendlyFire/FafdmStrays.ts';
import { STRAY_REACH_U } from '../../rules/fafdm/friendlyFire/strayShot.ts';
import { inPerspective, lineOfSight, UNSEEN } from '../../rules/fafdm/lineOfSight.ts';
import type { SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';
import type { Interval } from '../../geometry/Interval.ts';

/** What the strays need of a board (the skirmish's SkirmishBoard answers it). */
interface StrayTable {
  readonly all: readonly FafdmFigure[];
  readonly table: SkirmishTable;
  readonly part: Interval;
  sideOf(fig: FafdmFigure): 0 | 1;
}

/** A stray shot goes past the target: the figures between do not shelter whoever stands beyond him. */
const NO_FIGURES: readonly FafdmFigure[] = [];

/** A figure stands on the fire line when the line passes within half a base (about 1U across) of him. */
const ON_LINE_U = 0.5;

/**
 * The figures in the way of a missed shot on a table (001 4.2.2): in play, in the shooter's 180 degrees and
 * not behind a house (the figures between do not hide them), on the fire
 * line or within 2U of the target; the shooter's friends only, or anyone (`fafdm.friendlyFire`). The one
 * nearest the target takes the stray.
 *
 * @example new BoardStrays(board, 'friends').pick(boss, guard, out)
 */
export class BoardStrays implements FafdmStrays {
  constructor(
    private readonly board: StrayTable,
    private readonly who: Exclude<FriendlyFire, 'off'>,
  ) {}

  pick(shooter: FafdmFigure, target: FafdmFigure, out: StrayPick): boolean {
    const b = this.board;
    const side = b.sideOf(shooter);
    out.figure = null;
    let bestD = Infinity;
    for (const f of b.all) {
      if (f === shooter || f === target || !f.inPlay) continue;
      const friend = b.sideOf(f) === side;
      if (this.who === 'friends' && !friend) continue;
      const d = distance(f.x - target.x, f.y - target.y);
      if (d >= bestD) continue;
      const onLine =
        pointSegmentDistance(f.x, f.y, shooter.x, shooter.y, target.x, target.y) < ON_LINE_U &&
        distance(f.x - shooter.x, f.y - shooter.y) > ON_LINE_U;
      if (d > STRAY_REACH_U && !onLine) continue;
      if (!inPerspective(shooter, f)) continue;
      const cover = lineOfSight(shooter, f, NO_FIGURES, b.table, b.part);
      if (cover === UNSEEN) continue;
      bestD = d;
      out.figure = f;
      out.cover = cover;
      out.behind = !inPerspective(f, shooter);
      out.enemy = !friend;
    }
    return out.figure !== null;
  }
}
