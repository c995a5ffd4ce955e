import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { FAFDM_POLICIES, FAFDM_POLICY_NAMES } from '../../policies/fafdm/FafdmPolicy.ts';
import { FafdmFigure } from '../../rules/fafdm/FafdmFigure.ts';
import { FAFDM_DUEL_OPTIONS, fafdmReadingsFrom } from '../../rules/fafdm/FafdmReadings.ts';
import { fafdmRulesetContent } from '../../rules/fafdm/fafdmRuleset.ts';
import { FAFDM_BANDS, FAFDM_CHARACTER_IDS, fafdmCharacter } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUN_IDS } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { canonicalJson } from '../../sim/canonicalJson.ts';
import { registerRuleset } from '../../sim/rulesetRegistry.ts';
import { winsNamed } from '../metricsOfSetup.ts';
import type { CellRunner, JsonObject, MetricDefinition, NormalizedSetup, Scenario } from '../Scenario.ts';
import { FafdmDuelGame, newFafdmDuelResult, type FafdmDuelResult } from './FafdmDuelGame.ts';
import { DEFAULT_TURN_CAP, MAX_RANGE_U, readFafdmDuelCell, type FafdmDuelCell } from './readFafdmDuelCell.ts';

registerRuleset({
  id: 'fafdm',
  system: 'fafdm',
  summary: 'For A Few Dice More (001): stats, action points, coolness, shooting, rescue and panic tests',
  content: fafdmRulesetContent,
});

const METRICS: readonly MetricDefinition[] = [
  { name: 'pAWins', kind: 'proportion', describe: 'A wins: B is eliminated (COS 0 or less)' },
  { name: 'pBWins', kind: 'proportion', describe: 'B wins: A is eliminated' },
  { name: 'pUnresolved', kind: 'proportion', describe: 'both still in play at the turn cap' },
  {
    name: 'meanTurns',
    kind: 'mean',
    describe: 'turns played, counting the turn in which the duel ends',
    histogram: { min: 1, max: DEFAULT_TURN_CAP },
  },
  { name: 'shots', kind: 'mean', describe: 'shooting tests, both figures' },
  { name: 'hits', kind: 'mean', describe: 'shots that struck (1 damage or more)' },
  { name: 'wounds', kind: 'mean', describe: 'wounds taken off COS after the rescue tests' },
  { name: 'panics', kind: 'mean', describe: 'panic tests failed (shocked or scared)' },
];

/** The duel's metrics, the two winners' named after the duellists when the file names them (`pGuardWins`). */
function metricsFor(setup: JsonObject): readonly MetricDefinition[] {
  const { a, b } = mustRead(setup).figures;
  return a.name === undefined || b.name === undefined ? METRICS : winsNamed(a.name, b.name, METRICS);
}

function writeMetrics(r: FafdmDuelResult, out: Float64Array): void {
  out[0] = r.winner === 0 ? 1 : 0;
  out[1] = r.winner === 1 ? 1 : 0;
  out[2] = r.winner < 0 ? 1 : 0;
  out[3] = r.turns;
  out[4] = r.counts.shots;
  out[5] = r.counts.hits;
  out[6] = r.counts.wounds;
  out[7] = r.counts.panics;
}

function mustRead(setup: JsonObject): FafdmDuelCell {
  const r = readFafdmDuelCell(setup);
  if ('issues' in r)
    throw new RangeError(
      `not a fafdm-duel setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return r.cell;
}

function toJson(cell: FafdmDuelCell): JsonObject {
  const f = (d: FafdmDuelCell['figures']['a']): JsonObject => ({
    ...(d.name === undefined ? {} : { name: d.name }),
    character: d.character,
    weapon: d.weapon,
    // Written only when not the default, so a setup without policies keeps its canonical form.
    ...(d.policy === 'stand-and-fire' ? {} : { policy: d.policy }),
  });
  return {
    ruleset: cell.ruleset,
    options: { ...cell.options },
    figures: { a: f(cell.figures.a), b: f(cell.figures.b) },
    params: { range: cell.params.range, turnCap: cell.params.turnCap },
  };
}

/** The duel a checked setup plays: its two figures (named after their cards) and readings. */
export function buildFafdmDuel(cell: FafdmDuelCell): FafdmDuelGame {
  const { a, b } = cell.figures;
  const cardA = fafdmCharacter(a.character)!;
  const cardB = fafdmCharacter(b.character)!;
  const same = cardA.name === cardB.name;
  return new FafdmDuelGame(
    new FafdmFigure(a.name ?? (same ? `${cardA.name} A` : cardA.name), cardA, a.weapon),
    new FafdmFigure(b.name ?? (same ? `${cardB.name} B` : cardB.name), cardB, b.weapon),
    cell.params.range,
    fafdmReadingsFrom(cell.options),
    cell.params.turnCap,
    [FAFDM_POLICIES[a.policy], FAFDM_POLICIES[b.policy]],
  );
}

/** Plays the duels of one cell: one game, its figures and one dice stream for all its trials. */
class FafdmDuelRunner implements CellRunner {
  private readonly dice = new DiceStream();
  private readonly result = newFafdmDuelResult();

  constructor(private readonly game: FafdmDuelGame) {}

  play(key: StreamKey, trial: number, out: Float64Array): void {
    this.dice.seedTrial(key, trial);
    writeMetrics(this.game.play(this.dice, this.result, null), out);
  }
}

/**
 * For A Few Dice More's stand-up duel as an experiment scenario: figures `a` and `b`, each a character of a
 * band's list (`band/character`, 001 9.3-9.12) with a gun of Tab.6-7, `params.range` in U and `turnCap`,
 * and the `fafdm.*` readings. Both stand in the open facing each other and fire on their activations
 * ({@link FafdmDuelGame}); 001's reference duel is `lawmen/guard` against `outlaws/bandit` at 8U.
 *
 * @example fafdmDuelScenario.normalize({ figures: { a: 'lawmen/guard', b: 'outlaws/bandit' }, params: { range: 8 } })
 */
export const fafdmDuelScenario: Scenario = {
  name: 'fafdm-duel',
  summary: 'For A Few Dice More: two characters stand and shoot it out in the open (001 1.8, 2.0, 4.2)',
  rulesetSystem: 'fafdm',
  defaultRuleset: 'fafdm',
  castKey: 'figures',
  params: [
    { name: 'range', describe: `U between the duellists, 1..${MAX_RANGE_U}` },
    { name: 'turnCap', describe: `turns after which the duel is unresolved (default ${DEFAULT_TURN_CAP})` },
  ],
  options: FAFDM_DUEL_OPTIONS,
  metrics: METRICS,
  metricsFor,
  catalog: {
    classes: FAFDM_CHARACTER_IDS,
    bands: Object.keys(FAFDM_BANDS),
    weapons: FAFDM_GUN_IDS,
    policies: FAFDM_POLICY_NAMES,
  },
  normalize(setup: JsonObject): NormalizedSetup {
    const r = readFafdmDuelCell(setup);
    return 'issues' in r ? r : { setup: toJson(r.cell) };
  },
  describe(setup: JsonObject): string {
    const c = mustRead(setup);
    const f = (d: FafdmDuelCell['figures']['a']): string =>
      `${d.name === undefined ? '' : `${d.name}, `}${d.character} (${d.weapon}, ${d.policy})`;
    return `FAFDM duel at ${c.params.range}U: A ${f(c.figures.a)}; B ${f(c.figures.b)}`;
  },
  streamLabel(setup: JsonObject): string {
    // Options and policies change no draw's meaning, only what it decides: cells that differ by them alone
    // share dice (paired comparisons).
    const c = mustRead(setup);
    // A duellist's name changes no draw either.
    const f = ({ character, weapon }: FafdmDuelCell['figures']['a']): JsonObject => ({ character, weapon });
    return `fafdm-duel/${canonicalJson({ figures: { a: f(c.figures.a), b: f(c.figures.b) }, params: toJson(c).params })}`;
  },
  prepare(setup: JsonObject): CellRunner {
    return new FafdmDuelRunner(buildFafdmDuel(mustRead(setup)));
  },
  narrate(setup, key, trial) {
    const game = buildFafdmDuel(mustRead(setup));
    const dice = new DiceStream();
    dice.seedTrial(key, trial);
    const lines: string[] = [];
    const r = game.play(dice, newFafdmDuelResult(), { line: (t) => lines.push(t) });
    lines.push(
      r.winner < 0
        ? `Unresolved after ${r.turns} turns.`
        : `${(r.winner === 0 ? game.a : game.b).name} wins in turn ${r.turns}.`,
    );
    const values = new Float64Array(METRICS.length);
    writeMetrics(r, values);
    return { lines, values };
  },
};
