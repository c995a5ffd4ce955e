import type { StreamKey } from '../dice/StreamKey.ts';
import type { ReadingOption } from '../odds/OddsMechanic.ts';

/**
 * A value that survives JSON and structured cloning unchanged: what a cell's setup is made of, so it can be
 * written into results.json, hashed, and handed to a worker thread.
 *
 * @example const v: JsonValue = { class: 'gunman', skills: ['deadeye'] };
 */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;

/** A JSON object. @example const o: JsonObject = { range: 6 }; */
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/**
 * One number a trial reports. Every metric is integer-valued per trial (0/1 for a proportion, a count for a
 * mean), so tallies are exact integer sums that merge in any order to the same bits.
 *
 * @example { name: 'exchanges', kind: 'mean', describe: 'fast draws', histogram: { min: 1, max: 200 } }
 */
export interface MetricDefinition {
  readonly name: string;
  /** `proportion`: the trial's value is 0 or 1 (Wilson interval); `mean`: an integer count (normal interval). */
  readonly kind: 'proportion' | 'mean';
  readonly describe: string;
  /** Integer bins min..max (one per value), with counts below and above, for the metric's distribution. */
  readonly histogram?: { readonly min: number; readonly max: number };
}

/** A problem with a cell's setup: where (path segments inside the setup) and what was expected there. */
export interface SetupIssue {
  readonly path: readonly (string | number)[];
  readonly expected: string;
}

/** The result of checking a setup: its canonical form, or what is wrong with it. */
export type NormalizedSetup = { readonly setup: JsonObject } | { readonly issues: readonly SetupIssue[] };

/**
 * Plays trials of one cell. Built once per cell in a worker and reused for every trial of every block, so
 * {@link play} must allocate nothing: it seeds its own dice from `key` and `trial`, plays, and writes one
 * value per metric of {@link Scenario.metrics} (in that order) into `out`.
 *
 * @example runner.play(key, 42, out) // out[0] === 1 when A won trial 42
 */
export interface CellRunner {
  play(key: StreamKey, trial: number, out: Float64Array): void;
}

/**
 * A kind of game the experiment runner can sweep: duels now; shootouts, stampedes and For A Few Dice More
 * later. The runner knows nothing else about a scenario: it builds each cell's setup from the experiment
 * file (`ruleset`, `options`, the `figures` or `sides`, `params`), lets the scenario check and canonicalise
 * it, asks which trial streams the cell reads, and has workers play its trials.
 *
 * @example registerScenario(duelScenario)
 */
export interface Scenario {
  readonly name: string;
  readonly summary: string;
  /** The rule system whose rulesets the scenario plays (see the runner's ruleset registry), e.g. `rwnn`. */
  readonly rulesetSystem: string;
  readonly defaultRuleset: string;
  /** Whether the file names individual figures (`figures`) or groups of them (`sides`). */
  readonly castKey: 'figures' | 'sides';
  /** The parameters under `params` (and as sweep axes by their bare name), for validation and `--help`. */
  readonly params: readonly { readonly name: string; readonly describe: string }[];
  /** The ruleset readings a file may set under `options`. */
  readonly options: readonly ReadingOption[];
  readonly metrics: readonly MetricDefinition[];
  /**
   * The metrics of one canonical setup when the file names them (after its figures or sides, e.g.
   * `pGuardWins` for a figure named Guard): {@link metrics} renamed, same order and kinds. Every cell of an
   * experiment must name them alike. Without it, every setup reports {@link metrics}.
   */
  metricsFor?(setup: JsonObject): readonly MetricDefinition[];
  /** Named lists for `triggernometry list` (policies, weapons, skills, classes...). */
  readonly catalog: Readonly<Record<string, readonly string[]>>;
  /**
   * Checks a setup `{ ruleset, options, figures | sides, params }` and returns its canonical form: defaults
   * filled, every way of writing a value reduced to one, so equal games have equal JSON. Idempotent.
   */
  normalize(setup: JsonObject): NormalizedSetup;
  /** One line saying what a canonical setup plays, for people. */
  describe(setup: JsonObject): string;
  /**
   * The name of the trial streams a canonical setup reads: cells with equal labels see the same dice for the
   * same trial index (common random numbers). Settings that change no dice draw can be left out of it.
   */
  streamLabel(setup: JsonObject): string;
  /** Builds the runner of a canonical setup. */
  prepare(setup: JsonObject): CellRunner;
  /**
   * Plays trial `trial` of a canonical setup on stream `key` as a story, one line per card, roll, decision
   * and wound; the values are the metrics the fast run writes for that trial (the same rolls, so the same
   * numbers). For `triggernometry replay`.
   */
  narrate?(setup: JsonObject, key: StreamKey, trial: number): { lines: string[]; values: Float64Array };
}
