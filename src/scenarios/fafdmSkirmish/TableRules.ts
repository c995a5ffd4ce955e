import type { Dice } from '../../dice/Dice.ts';
import type { SkirmishPlan, SkirmishView } from '../../policies/fafdm/FafdmTactic.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmShotSituation } from '../../rules/fafdm/FafdmShotSituation.ts';

/**
 * The rules a table adds to the skirmish's activation (001 9.3-9.12 the bands' own rules; 10.1-10.6 a
 * scenario's): asked at fixed points of every activation. `null` on a board plays none of them.
 */
export interface TableRules {
  /** Back to the start of a game. */
  reset(): void;
  /** The figures that do not hide a target from `shooter` (9.4, 9.7, 9.9, 9.10), or null. */
  shootPast(shooter: FafdmFigure): readonly FafdmFigure[] | null;
  /** Whether `shooter` may shoot at `target` (a fray, 9.3-9.11; the Saloon Woman, 9.12; a scenario). */
  mayShootAt(shooter: FafdmFigure, target: FafdmFigure): boolean;
  /** Sets the situation's modifiers for an attack of `by` on `target` (9.6, 9.10, 9.12, 10.5). */
  situate(
    by: FafdmFigure,
    target: FafdmFigure,
    melee: boolean,
    distanceU: number,
    at: FafdmShotSituation,
  ): void;
  /**
   * A scenario's own action at the start of a free activation (picking up the loot, striking the witness,
   * 10.1-10.6), spending from `points` (and telling the audit); returns the points left.
   */
  act(fig: FafdmFigure, points: number, dice: Dice, log: FafdmLog | null): number;
  /** Corrects the tactic's plan (the Warrior, a fleeing civilian, a scenario's role); false: no fire. */
  steer(fig: FafdmFigure, view: SkirmishView, plan: SkirmishPlan, log: FafdmLog | null): boolean;
  /** After his move (a figure leaving the table, a loot bag carried off). */
  afterMove(fig: FafdmFigure, log: FafdmLog | null): void;
  /** After a fire action (`melee` false) or a fight by `by` on `target`; `struck`: it did damage. */
  afterAttack(
    by: FafdmFigure,
    target: FafdmFigure,
    struck: boolean,
    melee: boolean,
    dice: Dice,
    log: FafdmLog | null,
  ): void;
}
