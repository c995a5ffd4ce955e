import { bandArmsJson } from '../fafdmSkirmish/arms/readBandArms.ts';
import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { FAFDM_TACTIC_NAMES } from '../../policies/fafdm/fafdmTactics.ts';
import { FAFDM_OPTIONS } from '../../rules/fafdm/FafdmReadings.ts';
import { FAFDM_BANDS } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUN_IDS } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { canonicalJson } from '../../sim/canonicalJson.ts';
import type { FafdmSkirmishGame } from '../fafdmSkirmish/FafdmSkirmishGame.ts';
import { newFafdmSkirmishResult, type FafdmSkirmishResult } from '../fafdmSkirmish/FafdmSkirmishGame.ts';
import {
  buildFafdmSkirmish,
  METRICS,
  writeMetrics as writeSkirmishMetrics,
} from '../fafdmSkirmish/fafdmSkirmishScenario.ts';
import type { SkirmishBandSetup } from '../fafdmSkirmish/readFafdmSkirmishCell.ts';
import type { SkirmishAudit, SkirmishBoard } from '../fafdmSkirmish/SkirmishBoard.ts';
import { winsNamed } from '../metricsOfSetup.ts';
import type { CellRunner, JsonObject, MetricDefinition, Scenario } from '../Scenario.ts';
import type { FafdmMission } from './FafdmMission.ts';
import { readFafdmMissionCell, type FafdmMissionCell } from './readFafdmMissionCell.ts';

function metricsOf(m: FafdmMission): readonly MetricDefinition[] {
  const [a, b, ...rest] = METRICS;
  return [
    { ...a!, describe: `A (${m.parts.a}) wins (${m.section}; or B is wiped out, breaks or withdraws)` },
    { ...b!, describe: `B (${m.parts.b}) wins (${m.section}; or A is wiped out, breaks or withdraws)` },
    ...rest,
    {
      name: 'pByMission',
      kind: 'proportion',
      describe: `the game ended on ${m.section}'s own victory condition`,
    },
  ];
}

function writeMetrics(r: FafdmSkirmishResult, board: SkirmishBoard, out: Float64Array): void {
  writeSkirmishMetrics(r, board, out);
  out[METRICS.length] = r.end === 'mission' ? 1 : 0;
}

const sideJson = (s: SkirmishBandSetup): JsonObject => ({
  ...(s.name === undefined ? {} : { name: s.name }),
  band: s.band,
  roster: { ...s.roster },
  weapons: { ...s.weapons },
  ...(s.dynamite === undefined ? {} : { dynamite: { ...s.dynamite } }),
  ...bandArmsJson(s),
  ...(s.mounts === undefined ? {} : { mounts: { ...s.mounts } }),
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
      // Options, tactics and mounts change no draw's meaning: cells that differ by them alone share dice.
      const c = mustRead(setup).skirmish;
      const f = (s: SkirmishBandSetup): JsonObject => ({
        band: s.band,
        roster: { ...s.roster },
        weapons: { ...s.weapons },
        ...(s.dynamite === undefined ? {} : { dynamite: { ...s.dynamite } }),
        ...bandArmsJson(s),
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
