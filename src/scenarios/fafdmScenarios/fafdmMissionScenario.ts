import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { FAFDM_TACTIC_NAMES } from '../../policies/fafdm/fafdmTactics.ts';
import { FAFDM_OPTIONS } from '../../rules/fafdm/FafdmReadings.ts';
import { FAFDM_BANDS } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUN_IDS } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { canonicalJson } from '../../sim/canonicalJson.ts';
import type { FafdmSkirmishGame } from '../fafdmSkirmish/FafdmSkirmishGame.ts';
import { newFafdmSkirmishResult, type FafdmSkirmishResult } from '../fafdmSkirmish/FafdmSkirmishGame.ts';
import { buildFafdmSkirmish } from '../fafdmSkirmish/fafdmSkirmishScenario.ts';
import type { SkirmishBandSetup } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import type { SkirmishAudit, SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import { winsNamed } from '../metricsOfSetup.ts';
import type { CellRunner, JsonObject, MetricDefinition, Scenario } from '../Scenario.ts';
import type { FafdmMission } from './FafdmMission.ts';
import { readFafdmMissionCell, type FafdmMissionCell } from './readFafdmMissionCell.ts';

function metricsOf(m: FafdmMission): readonly MetricDefinition[] {
  return [
    { name: 'pAWins', kind: 'proportion', describe: `A (${m.parts.a}) wins (${m.section})` },
    { name: 'pBWins', kind: 'proportion', describe: `B (${m.parts.b}) wins (${m.section})` },
    { name: 'pDraw', kind: 'proportion', describe: 'neither: both break in one turn, or the turn cap' },
    {
      name: 'meanTurns',
      kind: 'mean',
      describe: 'turns played, counting the turn in which the game ends',
      histogram: { min: 1, max: 100 },
    },
    { name: 'aLeft', kind: 'mean', describe: "A's figures in play at the end" },
    { name: 'bLeft', kind: 'mean', describe: "B's figures in play at the end" },
    {
      name: 'pByMission',
      kind: 'proportion',
      describe: `the game ended on ${m.section}'s own victory condition`,
    },
    { name: 'pByCohesion', kind: 'proportion', describe: 'the game ended on a failed cohesion test (6.2)' },
    { name: 'shots', kind: 'mean', describe: 'shooting tests, both bands' },
    { name: 'hits', kind: 'mean', describe: 'shots and fights that struck (1 damage or more)' },
    { name: 'wounds', kind: 'mean', describe: 'wounds taken off COS after the rescue tests' },
    { name: 'panics', kind: 'mean', describe: 'panic tests failed (shocked or scared)' },
    { name: 'fights', kind: 'mean', describe: 'rolls to fight (4.3)' },
  ];
}

function writeMetrics(r: FafdmSkirmishResult, board: SkirmishBoard, out: Float64Array): void {
  const c = board.counts;
  out[0] = r.winner === 0 ? 1 : 0;
  out[1] = r.winner === 1 ? 1 : 0;
  out[2] = r.winner < 0 ? 1 : 0;
  out[3] = r.turns;
  out[4] = r.left[0];
  out[5] = r.left[1];
  out[6] = r.end === 'mission' ? 1 : 0;
  out[7] = r.end === 'cohesion' ? 1 : 0;
  out[8] = c.shots;
  out[9] = c.hits;
  out[10] = c.wounds;
  out[11] = c.panics;
  out[12] = c.fights;
}

const sideJson = (s: SkirmishBandSetup): JsonObject => ({
  ...(s.name === undefined ? {} : { name: s.name }),
  band: s.band,
  roster: { ...s.roster },
  weapons: { ...s.weapons },
  tactic: s.tactic,
});

/** A scenario of 10.1-10.6, which also plays a trial with an audit watching (for the conformance suite). */
export type FafdmMissionScenario = Scenario & {
  audit(setup: JsonObject, key: StreamKey, trial: number, audit: SkirmishAudit): Float64Array;
};

/**
 * A scenario of 001 10.1-10.6 as an experiment file's `scenario`: two bands bought with dollars (9.1-9.12),
 * the scenario's table, deployment, rules and victory conditions, on the skirmish engine.
 *
 * @example registerScenario(fafdmMissionScenario(FAFDM_MISSIONS[0]))
 */
export function fafdmMissionScenario(mission: FafdmMission): FafdmMissionScenario {
  const metrics = metricsOf(mission);
  const mustRead = (setup: JsonObject): FafdmMissionCell => {
    const r = readFafdmMissionCell(mission, setup);
    if ('issues' in r)
      throw new RangeError(
        `not a ${mission.name} setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
      );
    return r.cell;
  };
  const build = (c: FafdmMissionCell): FafdmSkirmishGame =>
    buildFafdmSkirmish(c.skirmish, (board) => mission.build(board, c.missionOptions), mission.table);
  const play = (
    setup: JsonObject,
    key: StreamKey,
    trial: number,
    audit: SkirmishAudit | null,
    lines: string[] | null,
  ) => {
    const game = build(mustRead(setup));
    const dice = new DiceStream();
    dice.seedTrial(key, trial);
    const log = lines === null ? null : { line: (t: string) => lines.push(t) };
    const r = game.play(dice, newFafdmSkirmishResult(), log, audit);
    const values = new Float64Array(metrics.length);
    writeMetrics(r, game.board, values);
    return { game, r, values };
  };
  const scenario: FafdmMissionScenario = {
    name: mission.name,
    summary: mission.summary,
    rulesetSystem: 'fafdm',
    defaultRuleset: 'fafdm',
    castKey: 'sides',
    params: [
      ...(mission.rounds === null
        ? [{ name: 'turnCap', describe: 'turns after which the game is a draw (default 30)' }]
        : []),
      { name: 'dollars', describe: 'the dollars each band is bought with (9.1: default 400)' },
    ],
    options: [...FAFDM_OPTIONS, ...mission.options],
    metrics,
    metricsFor(setup) {
      const { a, b } = mustRead(setup).skirmish.sides;
      return a.name === undefined || b.name === undefined ? metrics : winsNamed(a.name, b.name, metrics);
    },
    catalog: { bands: Object.keys(FAFDM_BANDS), weapons: FAFDM_GUN_IDS, policies: FAFDM_TACTIC_NAMES },
    normalize(setup) {
      const r = readFafdmMissionCell(mission, setup);
      if ('issues' in r) return r;
      const c = r.cell.skirmish;
      return {
        setup: {
          ruleset: c.ruleset,
          options: { ...c.options, ...r.cell.missionOptions },
          sides: { a: sideJson(c.sides.a), b: sideJson(c.sides.b) },
          params: {
            ...(mission.rounds === null ? { turnCap: c.params.turnCap } : {}),
            dollars: c.params.dollars,
          },
        },
      };
    },
    describe(setup) {
      const c = mustRead(setup).skirmish;
      const f = (s: SkirmishBandSetup): string =>
        `${s.name ?? s.band} (${Object.entries(s.roster)
          .map(([id, n]) => `${n} ${id}${s.weapons[id] ? ` with ${s.weapons[id]}` : ''}`)
          .join(', ')}; ${s.tactic})`;
      return `FAFDM ${mission.section}: A ${mission.parts.a}, ${f(c.sides.a)}; B ${mission.parts.b}, ${f(c.sides.b)}`;
    },
    streamLabel(setup) {
      // Options and tactics change no draw's meaning: cells that differ by them alone share dice.
      const c = mustRead(setup).skirmish;
      const f = (s: SkirmishBandSetup): JsonObject => ({
        band: s.band,
        roster: { ...s.roster },
        weapons: { ...s.weapons },
      });
      return `${mission.name}/${canonicalJson({ sides: { a: f(c.sides.a), b: f(c.sides.b) }, params: { ...c.params } })}`;
    },
    prepare(setup): CellRunner {
      const game = build(mustRead(setup));
      const dice = new DiceStream();
      const result = newFafdmSkirmishResult();
      return {
        play(key, trial, out) {
          dice.seedTrial(key, trial);
          writeMetrics(game.play(dice, result, null, null), game.board, out);
        },
      };
    },
    narrate(setup, key, trial) {
      const lines: string[] = [];
      const { game, r, values } = play(setup, key, trial, null, lines);
      const sides = game.board.sides;
      lines.push(
        r.winner < 0
          ? `No winner after ${r.turns} turns (${r.end}).`
          : `${sides[r.winner]!.name} win in turn ${r.turns} (${r.end === 'mission' ? mission.section : r.end}).`,
      );
      return { lines, values };
    },
    audit(setup, key, trial, audit) {
      return play(setup, key, trial, audit, null).values;
    },
  };
  return scenario;
}
