import { DiceStream } from '../../dice/DiceStream.ts';
import { deriveStreamKey, type Seed } from '../../dice/StreamKey.ts';
import type { DuellistSpec } from './Duellist.ts';
import type { DuelResult } from './DuelEngine.ts';
import type { DuelRules } from './DuelRules.ts';
import type { DuelStart } from './DuelStart.ts';
import { DuelTrial } from './DuelTrial.ts';
import type { Narrator } from './Narrator.ts';

/** One duel setting: the two duellists, their distance, the rules and how the duel starts (default: draw). */
export interface DuelSetup {
  readonly a: DuellistSpec;
  readonly b: DuellistSpec;
  readonly range: number;
  readonly rules: DuelRules;
  readonly start?: DuelStart;
}

/** Mergeable counts of a block of duels: outcomes by kind (by DUEL_OUTCOME), exchanges as sum and sum of squares. */
export interface DuelTally {
  trials: number;
  readonly outcomes: [number, number, number, number, number];
  exchanges: number;
  exchangesSquared: number;
  /** Dice rolled in all, for the benchmark's dice per duel. */
  dice: number;
}

export function emptyDuelTally(): DuelTally {
  return { trials: 0, outcomes: [0, 0, 0, 0, 0], exchanges: 0, exchangesSquared: 0, dice: 0 };
}

/** The cell key that names a duel setting's streams: same setting, same streams. */
export function duelCellKey(setup: DuelSetup): string {
  const who = (d: DuellistSpec): string =>
    `${d.cls}[${Object.entries(d.skills)
      .filter(([, n]) => n > 0)
      .map(([s, n]) => `${s}${n > 1 ? `x${n}` : ''}`)
      .join('+')}]`;
  return `duel/${setup.rules.ruleset}/${who(setup.a)}/${who(setup.b)}/range=${setup.range}`;
}

/**
 * Plays trials `from` .. `to - 1` of a duel setting and adds them to `tally`. Trial t draws its dice from
 * stream (seed, cell, t), so any trial can be replayed alone ({@link replayDuel}) and the tally does not
 * depend on how trials are split into blocks.
 */
export function runDuels(
  setup: DuelSetup,
  seed: Seed,
  from: number,
  to: number,
  tally = emptyDuelTally(),
): DuelTally {
  const key = deriveStreamKey(seed, duelCellKey(setup));
  const trial = new DuelTrial(setup);
  const dice = new DiceStream();
  const result: DuelResult = { outcome: 0, exchanges: 0 };
  for (let t = from; t < to; t++) {
    dice.seedTrial(key, t);
    trial.play(dice, result);
    tally.outcomes[result.outcome]++;
    tally.exchanges += result.exchanges;
    tally.exchangesSquared += result.exchanges * result.exchanges;
    tally.dice += dice.rolled;
  }
  tally.trials += to - from;
  return tally;
}

/** Replays trial `t` alone with a narrator: the same dice as in {@link runDuels}, so the same outcome. */
export function replayDuel(setup: DuelSetup, seed: Seed, t: number, log: Narrator): DuelResult {
  const dice = new DiceStream(deriveStreamKey(seed, duelCellKey(setup)), t);
  return new DuelTrial(setup).play(dice, { outcome: 0, exchanges: 0 }, log);
}
