import type { FafdmFigure } from './FafdmFigure.ts';

/**
 * What a band's own rules do to a panic test (001 9.3-9.12): some figures pass it outright (the Captain and
 * those near him, 9.10), others take it on a leader's coolness or with a bonus or malus. A table answers
 * it; the duel's open ground has none.
 */
export interface FafdmNerve {
  /** Whether `fig` passes his panic test without rolling. */
  immune(fig: FafdmFigure): boolean;
  /** The coolness `fig` takes his panic test on after an attack by `from`. */
  panicCool(fig: FafdmFigure, from: FafdmFigure): number;
}
