import { distance } from '../../geometry/distance.ts';
import { rerolls } from '../../policies/fafdm/rerolls.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLuck, LuckPoint, LuckUse } from '../../rules/fafdm/FafdmLuck.ts';
import { FAME_REACH_U } from '../../rules/fafdm/tables/footMovement.ts';

/**
 * Fame and fortune spent on a table (001 1.6): his own fortune first, then his own fame, then the most fame
 * left among his friends in play within 6U, each if the policy (`rerolls`) takes it. The point is gone for
 * the game, and unused fame no longer adds to initiative (1.8).
 *
 * @example new SkirmishLuck([lawmen, outlaws]).spend(guard, 'rescue')
 */
export class SkirmishLuck implements FafdmLuck {
  /** The figure whose point paid the last re-roll (for the story). */
  payer: FafdmFigure | null = null;

  constructor(private readonly bands: readonly [readonly FafdmFigure[], readonly FafdmFigure[]]) {}

  spend(fig: FafdmFigure, use: LuckUse): LuckPoint | null {
    if (fig.fortuneLeft > 0 && rerolls(use, 'fortune')) {
      fig.fortuneLeft--;
      this.payer = fig;
      return 'fortune';
    }
    if (fig.fameLeft > 0 && rerolls(use, 'fame')) {
      fig.fameLeft--;
      this.payer = fig;
      return 'fame';
    }
    if (!rerolls(use, 'friend-fame')) return null;
    const band = this.bands[0].includes(fig) ? this.bands[0] : this.bands[1];
    let best: FafdmFigure | null = null;
    for (const f of band)
      if (f !== fig && f.inPlay && f.fameLeft > (best?.fameLeft ?? 0))
        if (distance(f.x - fig.x, f.y - fig.y) <= FAME_REACH_U) best = f;
    if (best === null) return null;
    best.fameLeft--;
    this.payer = best;
    return 'friend-fame';
  }
}
