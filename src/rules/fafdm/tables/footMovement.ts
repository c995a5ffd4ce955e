import type { SourceRef } from '../../SourceRef.ts';

/** One on-foot row of Tab.2: the most U it covers and its action points. */
export interface FootMoveRow {
  readonly maxU: number;
  readonly ca: number;
}

/**
 * 001 3.1 MOVEMENT ACTION, Tab.2 "cost of movement", the rows on foot the engine plays: "walk 5U 1", "run
 * 10U 2". "At the beginning of every move you can make a free rotation of up to 90°" and a figure on foot
 * moves "forward and sideways in any direction", so any direction is reached forward: the go-back rows are
 * never needed (register entry fafdm-go-back). One kind of motion a turn.
 *
 * @example FOOT_MOVES.run.maxU === 10
 */
export const FOOT_MOVES = {
  source: { document: '001_ac753b686cf1a971.txt', section: '3.1 MOVEMENT ACTION, Tab.2' } satisfies SourceRef,
  walk: { maxU: 5, ca: 1 },
  run: { maxU: 10, ca: 2 },
} as const satisfies { source: SourceRef; walk: FootMoveRow; run: FootMoveRow };

/** 3.1: "a free rotation of up to 90°" at the start of a move. */
export const FREE_ROTATION_DEGREES = 90;
/** Tab.1 "turn around/back 180° 1". */
export const TURN_AROUND_CA = 1;
/** 4.3: a fight is possible "if it ends its movement in contact or within 1U distance from an enemy". */
export const MELEE_REACH_U = 1;
/** 4.3.1: "This action costs 3 action points." */
export const DISENGAGE_CA = 3;
/** The action points of one roll to fight: 4.3 prints none; one, as a pistol's fire action (fafdm-melee-cost). */
export const FIGHT_CA = 1;
/** 4.2: the panicked figure "must move closer to a cover by 5U". */
export const ESCAPE_U = 5;
/** 1.6 / 1.8: fame of "a close miniature within 6"" counts for initiative. */
export const FAME_REACH_U = 6;
