import type { Dice } from '../../dice/Dice.ts';
import { activate } from '../../rules/fafdm/actions/activate.ts';
import type { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import type { FafdmCounts, FafdmLog } from '../../rules/fafdm/FafdmLog.ts';
import type { FafdmReadings } from '../../rules/fafdm/FafdmReadings.ts';
import { initiative } from '../../rules/fafdm/initiative.ts';

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
 *
 * @example new FafdmDuelGame(guard, bandit, 8, readings, 100).play(dice, newFafdmDuelResult(), null)
 */
export class FafdmDuelGame {
  constructor(
    readonly a: FafdmFigure,
    readonly b: FafdmFigure,
    readonly distanceU: number,
    readonly readings: FafdmReadings,
    readonly turnCap: number,
  ) {}

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
      activate(first, second, d, dice, r, c, log);
      if (second.inPlay) activate(second, first, d, dice, r, c, log);
      if (!a.inPlay || !b.inPlay) {
        result.winner = a.inPlay ? 0 : 1;
        return result;
      }
    }
    return result;
  }
}
