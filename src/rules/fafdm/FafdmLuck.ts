import type { FafdmFigure } from './FafdmFigure.ts';

/** Which die a figure would throw again (001 1.6): his own shooting test's, or his rescue test's. */
export type LuckUse = 'shot' | 'rescue';

/** Whose point pays a re-roll (1.6): his own fortune, his own fame, or the fame of a friend within 6U. */
export type LuckPoint = 'fortune' | 'fame' | 'friend-fame';

/**
 * Fame and fortune re-rolls (001 1.6): "For each fame point the miniature, or another one in a 6U ray from
 * it, can throw a dice again in any test"; "For each fortune point the miniature can throw a dice again";
 * "the used ... points are no more available for the current match". A table answers it (its bands' policies
 * decide); a duel in the open has none.
 */
export interface FafdmLuck {
  /** Spends a point for `fig` to throw `use`'s die again if his side's policy takes it; the point, or null. */
  spend(fig: FafdmFigure, use: LuckUse): LuckPoint | null;
}
