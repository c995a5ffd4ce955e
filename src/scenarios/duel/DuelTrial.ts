import type { Dice } from '../../dice/Dice.ts';
import { drawAtOncePolicy } from '../../policies/duel/DuelApproachPolicy.ts';
import type { ApproachDuellist } from './ApproachDuellist.ts';
import { DuelApproach } from './DuelApproach.ts';
import { newApproachResult, type DuelApproachResult } from './DuelApproachResult.ts';
import { Duellist, type DuellistSpec } from './Duellist.ts';
import { DUEL_OUTCOME, DuelEngine, type DuelResult } from './DuelEngine.ts';
import type { DuelRules } from './DuelRules.ts';
import type { DuelSetup } from './runDuels.ts';
import type { Narrator } from './Narrator.ts';

/** The duellist before the draw, with his skills as the ruleset resolves them (removals, grants, cancels). */
function approachDuellist(spec: DuellistSpec, d: Duellist, rules: DuelRules): ApproachDuellist {
  d.bind(rules.figure);
  return {
    name: spec.name,
    cls: spec.cls,
    skills: d.skills,
    policy: spec.approach ?? drawAtOncePolicy,
    figure: d,
  };
}

/**
 * One duel setting ready to play trial after trial: the approach (when the setting starts from the fate
 * deck), then the exchanges of fast draws and shots. Built once per setting; `play` allocates nothing, and a
 * narrated play makes the same rolls in the same order as a fast one, so its outcome is the fast one's.
 *
 * How an approach ends decides the duel before any draw: a duellist who falls over is "treated as knocked
 * down" (000 ACTIONS, Move) and a duellist knocked down loses (000 "Winning and/or Losing"); a refused
 * challenge, or a challenged duellist whose nerve fails, means no duel (`declined`); the card cap without a
 * draw is unresolved.
 *
 * @example const trial = new DuelTrial(setup); trial.play(dice, result); // result.outcome
 */
export class DuelTrial {
  private readonly engine: DuelEngine;
  private readonly a: Duellist;
  private readonly b: Duellist;
  private readonly approach: DuelApproach | null;
  private readonly approached: DuelApproachResult = newApproachResult();

  constructor(readonly setup: DuelSetup) {
    this.engine = new DuelEngine(setup.rules);
    this.a = new Duellist(setup.a);
    this.b = new Duellist(setup.b);
    const start = setup.start;
    this.approach =
      start && start.kind === 'deck'
        ? new DuelApproach({
            a: approachDuellist(setup.a, this.a, setup.rules),
            b: approachDuellist(setup.b, this.b, setup.rules),
            ruleset: setup.rules.ruleset,
            startDistance: setup.range,
            readings: start.readings,
            rerollOrder: setup.rules.shot.readings.rerollOrder,
            ...(start.signalDistance === undefined ? {} : { signalDistance: start.signalDistance }),
            ...(start.actionSets === undefined ? {} : { actionSets: start.actionSets }),
          })
        : null;
  }

  /** Plays one trial with `dice` into `out`, narrating to `log` when given. */
  play(dice: Dice, out: DuelResult, log?: Narrator): DuelResult {
    if (this.approach === null) return this.engine.play(this.a, this.b, this.setup.range, dice, out, log);
    const r = this.approach.run(dice, this.approached, log);
    out.exchanges = 0;
    switch (r.end) {
      case 'fast-draw':
      case 'signal':
        // The same gunfight goes on: allowances spent on the approach's movement dice stay spent.
        return this.engine.fightOut(this.a, this.b, r.distance, dice, out, log);
      case 'fell-over':
        out.outcome = r.who === 'a' ? DUEL_OUTCOME.bWins : DUEL_OUTCOME.aWins;
        if (log) log.line(`${(r.who === 'a' ? this.b : this.a).spec.name} wins: his opponent fell over.`);
        return out;
      case 'refused':
      case 'lost-nerve':
        out.outcome = DUEL_OUTCOME.declined;
        return out;
      case 'card-cap':
        out.outcome = DUEL_OUTCOME.unresolved;
        return out;
    }
  }
}
