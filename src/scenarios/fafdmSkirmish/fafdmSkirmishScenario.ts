import { bandArmsJson } from './arms/readBandArms.ts';
import { equipFigure } from './arms/equipFigure.ts';
import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { FAFDM_TACTICS, FAFDM_TACTIC_NAMES } from '../../policies/fafdm/fafdmTactics.ts';
import { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import { HorseState } from '../../rules/fafdm/horse/HorseState.ts';
import { FAFDM_OPTIONS, fafdmReadingsFrom } from '../../rules/fafdm/FafdmReadings.ts';
import { SKIRMISH_TABLES, type SkirmishTable } from '../../rules/fafdm/skirmishTable.ts';
import { FAFDM_BANDS, type FafdmCharacterRow } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUN_IDS } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { canonicalJson } from '../../sim/canonicalJson.ts';
import { winsNamed } from '../metricsOfSetup.ts';
import type { CellRunner, JsonObject, MetricDefinition, NormalizedSetup, Scenario } from '../Scenario.ts';
import { FafdmSkirmishGame, newFafdmSkirmishResult, type FafdmSkirmishResult } from './FafdmSkirmishGame.ts';
import {
  DEFAULT_SKIRMISH_TURN_CAP,
  readFafdmSkirmishCell,
  type FafdmSkirmishCell,
  type SkirmishBandSetup,
} from './readFafdmSkirmishCell.ts';
import { SkirmishBoard, type SkirmishAudit, type SkirmishSide } from './SkirmishBoard.ts';
import { BandRulesInPlay, type BandMember } from './bandRules/BandRulesInPlay.ts';
import type { SkirmishMission } from './SkirmishMission.ts';

/** The skirmish's metrics, in the order {@link writeMetrics} writes them. */
export const METRICS: readonly MetricDefinition[] = [
  { name: 'pAWins', kind: 'proportion', describe: 'A wins: B is wiped out, breaks (6.2) or withdraws (6.3)' },
  { name: 'pBWins', kind: 'proportion', describe: 'B wins: A is wiped out, breaks or withdraws' },
  { name: 'pDraw', kind: 'proportion', describe: 'neither: both break in one turn, or the turn cap' },
  {
    name: 'meanTurns',
    kind: 'mean',
    describe: 'turns played, counting the turn in which the game ends',
    histogram: { min: 1, max: 100 },
  },
  { name: 'aLeft', kind: 'mean', describe: "A's figures in play at the end" },
  { name: 'bLeft', kind: 'mean', describe: "B's figures in play at the end" },
  { name: 'pByCohesion', kind: 'proportion', describe: 'the game ended on a failed cohesion test (6.2)' },
  { name: 'pByWithdrawal', kind: 'proportion', describe: 'the game ended on a withdrawal (6.3)' },
  { name: 'shots', kind: 'mean', describe: 'shooting tests, both bands' },
  { name: 'hits', kind: 'mean', describe: 'shots and fights that struck (1 damage or more)' },
  { name: 'wounds', kind: 'mean', describe: 'wounds taken off COS after the rescue tests' },
  { name: 'panics', kind: 'mean', describe: 'panic tests failed (shocked or scared)' },
  { name: 'fights', kind: 'mean', describe: 'rolls to fight (4.3)' },
  { name: 'disengages', kind: 'mean', describe: 'attempts to disengage from a melee (4.3.1)' },
  { name: 'pShamed', kind: 'proportion', describe: 'the band that withdrew failed its shame test (6.3)' },
];

/** Writes a skirmish's result and counts as its {@link METRICS}. */
export function writeMetrics(r: FafdmSkirmishResult, board: SkirmishBoard, out: Float64Array): void {
  const c = board.counts;
  out[0] = r.winner === 0 ? 1 : 0;
  out[1] = r.winner === 1 ? 1 : 0;
  out[2] = r.winner < 0 ? 1 : 0;
  out[3] = r.turns;
  out[4] = r.left[0];
  out[5] = r.left[1];
  out[6] = r.end === 'cohesion' ? 1 : 0;
  out[7] = r.end === 'withdrawal' ? 1 : 0;
  out[8] = c.shots;
  out[9] = c.hits;
  out[10] = c.wounds;
  out[11] = c.panics;
  out[12] = c.fights;
  out[13] = c.disengages;
  out[14] = r.shamed ? 1 : 0;
}

function mustRead(setup: JsonObject): FafdmSkirmishCell {
  const r = readFafdmSkirmishCell(setup);
  if ('issues' in r)
    throw new RangeError(
      `not a fafdm-skirmish setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return r.cell;
}

function sideJson(s: SkirmishBandSetup): JsonObject {
  return {
    ...(s.name === undefined ? {} : { name: s.name }),
    band: s.band,
    roster: { ...s.roster },
    weapons: { ...s.weapons },
    ...(s.dynamite === undefined ? {} : { dynamite: { ...s.dynamite } }),
    ...bandArmsJson(s),
    ...(s.mounts === undefined ? {} : { mounts: { ...s.mounts } }),
    tactic: s.tactic,
  };
}

function toJson(cell: FafdmSkirmishCell): JsonObject {
  return {
    ruleset: cell.ruleset,
    options: { ...cell.options },
    sides: { a: sideJson(cell.sides.a), b: sideJson(cell.sides.b) },
    params: { ...cell.params },
  };
}

/** The figures of a band, in the order of its list, named `Guard 1`, `Guard 2`... */
function bandSide(
  s: SkirmishBandSetup,
  edgeX: number,
  label: string,
  members: BandMember[] = [],
): SkirmishSide {
  const list = FAFDM_BANDS[s.band];
  const figures: FafdmFigure[] = [];
  let leader: FafdmFigure | null = null;
  for (const [id, card] of Object.entries(list.characters as Record<string, FafdmCharacterRow>)) {
    const n = s.roster[id] ?? 0;
    for (let k = 1; k <= n; k++) {
      const f = new FafdmFigure(
        `${label} ${card.name}${n > 1 ? ` ${k}` : ''}`,
        card,
        s.weapons[id] ?? 'six-shot',
      );
      f.startSticks = s.dynamite?.[id] ?? 0;
      f.sticks = f.startSticks;
      equipFigure(f, s, id);
      const mount = s.mounts?.[id];
      if (mount !== undefined) f.horse = new HorseState(mount, true);
      if (card.role === 'leader') leader = f;
      figures.push(f);
      members.push({ fig: f, band: s.band, character: id, role: card.role });
    }
  }
  return { name: s.name ?? list.name, figures, tactic: FAFDM_TACTICS[s.tactic], leader, edgeX };
}

/**
 * The skirmish a checked setup plays: its two bands on their table under their own rules (9.3-9.12), and
 * a scenario's table and rules when one is given (10.1-10.6).
 */
export function buildFafdmSkirmish(
  cell: FafdmSkirmishCell,
  mission: ((board: SkirmishBoard) => SkirmishMission) | null = null,
  onTable: SkirmishTable = SKIRMISH_TABLES[cell.params.table],
): FafdmSkirmishGame {
  const table = onTable;
  const members: BandMember[] = [];
  const a = bandSide(cell.sides.a, table.deployU, 'A', members);
  const b = bandSide(cell.sides.b, table.width - table.deployU, 'B', members);
  const board = new SkirmishBoard([a, b], table, fafdmReadingsFrom(cell.options));
  const m = mission === null ? null : mission(board);
  board.rules = new BandRulesInPlay(board, members, m);
  const game = new FafdmSkirmishGame(board, cell.params.turnCap);
  game.mission = m;
  return game;
}

/** Plays the skirmishes of one cell: one game and one dice stream for all its trials. */
class FafdmSkirmishRunner implements CellRunner {
  private readonly dice = new DiceStream();
  private readonly result = newFafdmSkirmishResult();

  constructor(private readonly game: FafdmSkirmishGame) {}

  play(key: StreamKey, trial: number, out: Float64Array): void {
    this.dice.seedTrial(key, trial);
    writeMetrics(this.game.play(this.dice, this.result, null, null), this.game.board, out);
  }
}

/**
 * Plays trial `trial` of a canonical setup with an audit watching (for the conformance suite): the metrics.
 *
 * @example auditSkirmish(setup, key, 3, audit)
 */
export function auditSkirmish(
  setup: JsonObject,
  key: StreamKey,
  trial: number,
  audit: SkirmishAudit,
): Float64Array {
  const game = buildFafdmSkirmish(mustRead(setup));
  const dice = new DiceStream();
  dice.seedTrial(key, trial);
  const out = new Float64Array(METRICS.length);
  writeMetrics(game.play(dice, newFafdmSkirmishResult(), null, audit), game.board, out);
  return out;
}

/**
 * For A Few Dice More's band-against-band skirmish (001 1.0-6.3): two bands bought with dollars (9.1-9.12)
 * on a table with cover, each under a tactic, until one is wiped out, breaks or withdraws.
 *
 * @example fafdmSkirmishScenario.normalize({ sides: { a: { band: 'lawmen', roster: { guard: 4 } }, b: { band: 'outlaws', roster: { bandit: 4 } } } })
 */
export const fafdmSkirmishScenario: Scenario = {
  name: 'fafdm-skirmish',
  summary: 'For A Few Dice More: two bands bought with $400 fight it out on a table with cover (001 1.8-6.3)',
  rulesetSystem: 'fafdm',
  defaultRuleset: 'fafdm',
  castKey: 'sides',
  params: [
    { name: 'table', describe: `the table: ${Object.keys(SKIRMISH_TABLES).join(', ')} (default town-edge)` },
    {
      name: 'turnCap',
      describe: `turns after which the game is a draw (default ${DEFAULT_SKIRMISH_TURN_CAP})`,
    },
    { name: 'dollars', describe: 'the dollars each band is bought with (9.1: default 400)' },
  ],
  options: FAFDM_OPTIONS,
  metrics: METRICS,
  metricsFor(setup) {
    const { a, b } = mustRead(setup).sides;
    return a.name === undefined || b.name === undefined ? METRICS : winsNamed(a.name, b.name, METRICS);
  },
  catalog: {
    bands: Object.keys(FAFDM_BANDS),
    weapons: FAFDM_GUN_IDS,
    policies: FAFDM_TACTIC_NAMES,
  },
  normalize(setup: JsonObject): NormalizedSetup {
    const r = readFafdmSkirmishCell(setup);
    return 'issues' in r ? r : { setup: toJson(r.cell) };
  },
  describe(setup: JsonObject): string {
    const c = mustRead(setup);
    const f = (s: SkirmishBandSetup): string =>
      `${s.name ?? s.band} (${Object.entries(s.roster)
        .map(([id, n]) => `${n} ${id}${s.weapons[id] ? ` with ${s.weapons[id]}` : ''}`)
        .join(', ')}; ${s.tactic})`;
    return `FAFDM skirmish on ${c.params.table}: A ${f(c.sides.a)}; B ${f(c.sides.b)}`;
  },
  streamLabel(setup: JsonObject): string {
    // Options, tactics and mounts (how the same band plays) change no draw's meaning: cells that differ by
    // them alone share dice, so mounting a band is a paired comparison.
    const c = mustRead(setup);
    const f = (s: SkirmishBandSetup): JsonObject => ({
      band: s.band,
      roster: { ...s.roster },
      weapons: { ...s.weapons },
      ...(s.dynamite === undefined ? {} : { dynamite: { ...s.dynamite } }),
      ...bandArmsJson(s),
    });
    return `fafdm-skirmish/${canonicalJson({ sides: { a: f(c.sides.a), b: f(c.sides.b) }, params: { ...c.params } })}`;
  },
  prepare(setup: JsonObject): CellRunner {
    return new FafdmSkirmishRunner(buildFafdmSkirmish(mustRead(setup)));
  },
  narrate(setup, key, trial) {
    const game = buildFafdmSkirmish(mustRead(setup));
    const dice = new DiceStream();
    dice.seedTrial(key, trial);
    const lines: string[] = [];
    const r = game.play(dice, newFafdmSkirmishResult(), { line: (t) => lines.push(t) }, null);
    const sides = game.board.sides;
    lines.push(
      r.winner < 0
        ? `No winner after ${r.turns} turns (${r.end}).`
        : `${sides[r.winner]!.name} win in turn ${r.turns} (${r.end}).`,
    );
    const values = new Float64Array(METRICS.length);
    writeMetrics(r, game.board, values);
    return { lines, values };
  },
};
