import { createHash } from 'node:crypto';
import { deriveStreamKey, type StreamKey } from '../../src/dice/StreamKey.ts';
import type { OptionValues, ParamValues } from '../../src/odds/OddsMechanic.ts';
import { ODDS_MECHANICS } from '../../src/odds/oddsMechanics.ts';
import { rwnnRuleset } from '../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { RwnnRulesetId } from '../../src/rules/rwnn/tables/rulesetTables.ts';
import type { JsonObject, Scenario } from '../../src/scenarios/Scenario.ts';
import { scenarioNamed } from '../../src/scenarios/scenarioRegistry.ts';
import { canonicalJson } from '../../src/sim/canonicalJson.ts';

/**
 * A situation in which an option's values can be told apart by what they change:
 *
 * - a game: an experiment cell's setup (`ruleset`, `figures` or `sides`, `params`, and any `options` the
 *   situation needs) of the `duel` or `shootout` scenario, played for `trials` games on the streams of
 *   `seed`, the same dice for every value;
 * - an `odds` mechanic with its parameters (and any options the situation needs): its exact answers;
 * - the charts of an edition preset (`tables`): for a reading that only changes a printed chart.
 */
export type Witness =
  | {
      readonly scenario:
        | 'duel'
        | 'shootout'
        | 'fafdm-duel'
        | 'fafdm-skirmish'
        | 'fafdm-town-duel'
        | 'fafdm-prisoner'
        | 'fafdm-kidnapping'
        | 'fafdm-murder'
        | 'fafdm-meeting'
        | 'fafdm-campaign'
        | 'stampede'
        | 'campaign';
      readonly setup: JsonObject;
      readonly seed: number;
      readonly trials: number;
    }
  | { readonly odds: string; readonly params: ParamValues; readonly options?: OptionValues }
  | { readonly tables: RwnnRulesetId };

function optionsOf(setup: JsonObject): JsonObject {
  const o = setup['options'];
  return o !== undefined && o !== null && typeof o === 'object' && !Array.isArray(o) ? (o as JsonObject) : {};
}

function gameSetup(w: GameWitness, key: string, value: string): JsonObject {
  const scenario = scenarioOf(w);
  const normal = scenario.normalize({ ...w.setup, options: { ...optionsOf(w.setup), [key]: value } });
  if ('issues' in normal)
    throw new Error(
      `bad witness setup: ${normal.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return normal.setup;
}

type GameWitness = Extract<Witness, { scenario: string }>;

function scenarioOf(w: GameWitness): Scenario {
  const scenario = scenarioNamed(w.scenario);
  if (!scenario) throw new Error(`no scenario ${w.scenario}`);
  return scenario;
}

/** One stream family for every value: the games differ by the option alone, never by their dice. */
const streamOf = (w: GameWitness): StreamKey => deriveStreamKey(w.seed, `option-witness/${w.scenario}`);

function gameOutcome(w: GameWitness, key: string, value: string): string {
  const scenario = scenarioOf(w);
  const runner = scenario.prepare(gameSetup(w, key, value));
  const stream = streamOf(w);
  const out = new Float64Array(scenario.metrics.length);
  const hash = createHash('sha256');
  for (let t = 0; t < w.trials; t++) {
    runner.play(stream, t, out);
    hash.update(out.join(',')).update(';');
  }
  return hash.digest('hex');
}

/**
 * What a witness comes to with option `key` set to `value`: a digest of every game's metrics (each game
 * apart, so a change in any one game shows), the odds' exact values, or the charts. Two values of an
 * option are told apart by the witness when their outcomes differ.
 *
 * @example witnessOutcome({ tables: 'rwnn-extended' }, 'tables.carbineRow', 'rifle')
 */
export function witnessOutcome(w: Witness, key: string, value: string): string {
  if ('scenario' in w) return gameOutcome(w, key, value);
  if ('odds' in w) {
    const mechanic = ODDS_MECHANICS.find((m) => m.name === w.odds);
    if (!mechanic) throw new Error(`no odds mechanic ${w.odds}`);
    return canonicalJson(
      mechanic
        .prepare(w.params, { ...w.options, [key]: value })
        .exact()
        .map((e) => [e.key, Array.isArray(e.exact) ? e.exact.map(String) : String(e.exact)]),
    );
  }
  return canonicalJson(rwnnRuleset(w.tables, { [key]: value }).tables);
}

/**
 * Whether option `key` set to `value` changes the witness's outcome from `base`'s: the games are played
 * side by side, on the same dice, and the first game whose metrics differ settles it (most witnesses
 * differ within a few games, so this is far cheaper than playing them all).
 *
 * @example witnessDiffers({ odds: 'fast-draw', params: { a: 3, b: 3 } }, 'fastDraw.tie', 'highest-face', 'lexicographic')
 */
export function witnessDiffers(w: Witness, key: string, base: string, value: string): boolean {
  if (!('scenario' in w)) return witnessOutcome(w, key, base) !== witnessOutcome(w, key, value);
  const scenario = scenarioOf(w);
  const a = scenario.prepare(gameSetup(w, key, base));
  const b = scenario.prepare(gameSetup(w, key, value));
  const stream = streamOf(w);
  const outA = new Float64Array(scenario.metrics.length);
  const outB = new Float64Array(scenario.metrics.length);
  for (let t = 0; t < w.trials; t++) {
    a.play(stream, t, outA);
    b.play(stream, t, outB);
    if (outA.some((x, i) => x !== outB[i])) return true;
  }
  return false;
}
