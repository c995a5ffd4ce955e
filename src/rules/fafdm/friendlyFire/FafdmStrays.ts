import type { FafdmFigure } from '../FafdmFigure.ts';

/** The figure a missed shot may strike instead (001 4.2.2), written in place so a shot allocates nothing. */
export interface StrayPick {
  figure: FafdmFigure | null;
  /** His Tab.3 cover against the shooter (0, -1, -2). */
  cover: number;
  /** The shooter is behind him (the rescue test's +2). */
  behind: boolean;
  /** He is the shooter's enemy (an elimination counts for the shooter, 7.1). */
  enemy: boolean;
}

/**
 * Who stands where a missed shot may go (001 4.2.2 FRIENDLY FIRE OR INDIRECT: "in the fire line to the
 * target or within a 2" ray from him"): a table answers it, the open ground of a duel has nobody.
 */
export interface FafdmStrays {
  /** Writes into `out` the figure in the way of `shooter`'s missed shot at `target`; false: nobody. */
  pick(shooter: FafdmFigure, target: FafdmFigure, out: StrayPick): boolean;
}
