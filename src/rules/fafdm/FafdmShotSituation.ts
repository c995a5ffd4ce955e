import type { FafdmFigure } from './FafdmFigure.ts';
import type { FafdmStrays } from './friendlyFire/FafdmStrays.ts';
import type { FafdmNerve } from './FafdmNerve.ts';
import type { FafdmLuck } from './FafdmLuck.ts';

/**
 * Where a figure who failed a panic test can hide (001 4.2 FIRE: "escape is a free movement, the thumb must
 * move closer to a cover by 5U. If no shelter is within 5U, plunges to the ground where it is."). A table
 * answers it; the open ground of a duel has no shelter.
 */
export interface FafdmShelter {
  /** Whether a cover is within 5U of the figure. */
  near(fig: FafdmFigure): boolean;
  /** Moves the figure up to 5U to that cover, away from `from`. */
  flee(fig: FafdmFigure, from: FafdmFigure): void;
}

/**
 * What a shot or a fight knows of the table beyond the two figures (001 4.2 Tab.3, 4.2.1, Rescue Test
 * modifiers, 4.3 Tab.5). One object per game, rewritten before each action, so nothing is allocated.
 */
export interface FafdmShotSituation {
  /** Tab.3's cover of the target against this shooter: 0 none, -1 light, -2 partial (4.2.1). */
  cover: number;
  /** The attacker is behind the target, outside his 180 degrees (1.2): the rescue test's +2. */
  behind: boolean;
  /** Tab.3 "No target in sight at the start of shift miniature -1". */
  noTargetAtStart: boolean;
  /** 4.2.3: an opportunity shot at a mover (no bonuses, the target moving -1, the coolness penalty doubled). */
  opportunity: boolean;
  /** 5.2.2: the shooter empties his six-shot's cylinder at the target (declared by his tactic). */
  emptyCylinder: boolean;
  /** Fame and fortune re-rolls (1.6): a table's, or null in the open. */
  luck: FafdmLuck | null;
  shelter: FafdmShelter | null;
  /** A band's or a scenario's modifier to this shooting test or roll to fight (9.6, 9.10, 10.5). */
  attackBonus?: number;
  /** The attacker takes +1 on his coolness test (9.12: whoever shoots the Saloon Woman). */
  coolnessPlus?: boolean;
  /** Added to the attacker's coolness score in his coolness test (Tab.14 HARD for a shot, BOXER for a fight). */
  coolnessBonus?: number;
  /** The bands' rules for the panic test this attack may bring (9.3-9.12). */
  nerve?: FafdmNerve | null;
  /** Who a missed shot may strike instead (4.2.2): a table's, or none. */
  strays?: FafdmStrays | null;
}

/** The duel's open ground: no cover, no shelter, face to face. */
export const OPEN_GROUND: Readonly<FafdmShotSituation> = {
  cover: 0,
  behind: false,
  noTargetAtStart: false,
  opportunity: false,
  emptyCylinder: false,
  luck: null,
  shelter: null,
};
