import type { Dice } from '../../dice/Dice.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import { UNSETTLED } from '../fafdmSkirmish/SkirmishMission.ts';
import { MissionRules } from './MissionRules.ts';
import { atHeel, forShortEdge } from './wardActions.ts';

/** How a loose ward makes for a short edge at the end of a turn, and what his leaving it means. */
export interface LooseWard {
  readonly maxU: number;
  readonly verb: string;
  /** The story's line when he is off the table. */
  readonly gone: string;
  /** The band that wins then (0 or 1). */
  readonly winner: number;
}

/**
 * A scenario whose ward one figure holds and drags along (10.1 PRISONER's keeper, 10.2's captor): the ward
 * at his holder's heel; the holder's fall (or fight) looked at after every attack and every turn (`check`);
 * a loose ward's own move for the nearer short edge at the end of each turn.
 */
export abstract class HeldWardMission extends MissionRules {
  /** Who holds the ward, or null when he is loose. */
  protected holder: FafdmFigure | null = null;
  /** Loose and on his way to a short edge. */
  protected free = false;
  protected outcome = UNSETTLED;
  protected abstract readonly ward: FafdmFigure;
  protected abstract readonly loose: LooseWard;

  /** The holder down (or in a fight): another takes the ward over, or he is loose. */
  protected abstract check(log: FafdmLog | null): void;

  override reset(): void {
    this.outcome = UNSETTLED;
    this.free = false;
  }

  override afterAttack(
    _by: FafdmFigure,
    _t: FafdmFigure,
    _s: boolean,
    _m: boolean,
    _d: Dice,
    log: FafdmLog | null,
  ): void {
    this.check(log);
  }

  endOfTurn(_turn: number, _dice: Dice, log: FafdmLog | null): void {
    this.check(log);
    if (this.holder !== null) atHeel(this.ward, this.holder);
    if (!this.free || this.outcome !== UNSETTLED) return;
    const l = this.loose;
    if (!forShortEdge(this.board, this.ward, l.maxU, l.verb, log)) return;
    log?.line(l.gone);
    this.outcome = l.winner;
  }

  override verdict(): number {
    return this.outcome;
  }
}
