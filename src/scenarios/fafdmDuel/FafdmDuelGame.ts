import type { Dice } from '../../dice/Dice.ts';
import { activate } from '../../rules/fafdm/actions/activate.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmCounts, FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmReadings } from '../../rules/fafdm/FafdmReadings.ts';
import { initiative } from '../../rules/fafdm/initiative.ts';
import { mayAim } from '../../rules/fafdm/mayAim.ts';
import type { FafdmPolicy, FafdmView } from '../../policies/fafdm/FafdmPolicy.ts';

interface MutableView extends FafdmView {
  turn: number;
}

/** How a duel ended and what happened in it; one object reused for every trial of a cell. */
export interface FafdmDuelResult {
  /** 0: A won (B eliminated), 1: B won, -1: unresolved at the turn cap. */
  winner: number;
  /** Turns played, counting the turn in which the duel ended. */
  turns: number;
  readonly counts: FafdmCounts;
}

/** A fresh result to reuse. */
export function newFafdmDuelResult(): FafdmDuelResult {
  return { winner: -1, turns: 0, counts: { shots: 0, hits: 0, wounds: 0, panics: 0 } };
}

/**
 * Two characters standing in the open `distanceU` apart, facing each other, neither moving nor aiming
 * (001 1.7-1.8 TURN and INITIATIVE, 2.0 ACTIONS, 4.2 FIRE): each turn both roll initiative, the winner
 * activates first (he never passes it), then the other; until one is eliminated or `turnCap` turns pass.
 * Before each activation the figure's policy is asked whether he takes aim, where the rules allow it.
 *
 * @example new FafdmDuelGame(guard, bandit, 8, readings, 100, [standAndFire, standAndFire]).play(dice, newFafdmDuelResult(), null)
 */
export class FafdmDuelGame {
  /** One view per figure, rewritten before each of his activations (a game allocates nothing). */
  private readonly views: [MutableView, MutableView];

  constructor(
    readonly a: FafdmFigure,
    readonly b: FafdmFigure,
    readonly distanceU: number,
    readonly readings: FafdmReadings,
    readonly turnCap: number,
    private readonly policies: readonly [FafdmPolicy, FafdmPolicy],
  ) {
    const view = (f: FafdmFigure): MutableView => ({
      turn: 0,
      distanceU,
      shortU: f.gun.shortU,
      maxU: f.gun.maxU,
    });
    this.views = [view(a), view(b)];
  }

  /** Asks the figure's policy whether he takes aim this turn, if the rules let him (Tab.1, Tab.3). */
  private decideAim(f: FafdmFigure, turn: number, log: FafdmLog | null): void {
    const k = f === this.a ? 0 : 1;
    const view = this.views[k];
    view.turn = turn;
    // A scared figure does nothing this activation (4.3.2): there is nothing to aim.
    f.aiming = !f.scared && mayAim(turn, this.readings) && this.policies[k].aims(view);
    if (f.aiming) log?.line(`  ${f.name} takes aim (Tab.1, 0 CA).`);
  }

  play(dice: Dice, result: FafdmDuelResult, log: FafdmLog | null): FafdmDuelResult {
    const { a, b, distanceU: d, readings: r } = this;
    a.reset();
    b.reset();
    const c = result.counts;
    c.shots = 0;
    c.hits = 0;
    c.wounds = 0;
    c.panics = 0;
    result.winner = -1;
    for (let turn = 1; turn <= this.turnCap; turn++) {
      result.turns = turn;
      a.activated = false;
      b.activated = false;
      log?.line(`Turn ${turn}: ${a.name} COS ${a.cos} (${a.state}), ${b.name} COS ${b.cos} (${b.state}).`);
      const first = initiative(a, b, dice, log) === 0 ? a : b;
      const second = first === a ? b : a;
      log?.line(`  ${first.name} wins the initiative and activates first.`);
      this.decideAim(first, turn, log);
      activate(first, second, d, dice, r, c, log);
      if (second.inPlay) {
        this.decideAim(second, turn, log);
        activate(second, first, d, dice, r, c, log);
      }
      if (!a.inPlay || !b.inPlay) {
        result.winner = a.inPlay ? 0 : 1;
        return result;
      }
    }
    return result;
  }
}
