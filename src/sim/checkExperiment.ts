import type { JsonObject, JsonValue, Scenario, SetupIssue } from '../scenarios/Scenario.ts';
import { metricsOfSetup } from '../scenarios/metricsOfSetup.ts';
import { allScenarios, scenarioNamed } from '../scenarios/scenarioRegistry.ts';
import { axisPath, pathsOverlap, valueAt, withValueAt } from './axisPath.ts';
import { axisValueText } from './axisValueText.ts';
import { canonicalJson } from './canonicalJson.ts';
import type { Axis, Experiment, ExperimentCell, TrialRule } from './Experiment.ts';
import { TACTICS_AXIS, tacticSet, withTactics, type TacticSet } from './tacticSets.ts';
import { MAX_CELLS } from './experimentSchema.ts';
import { checkCharts } from './checkCharts.ts';
import { checkComparisons } from './checkComparisons.ts';
import type { ExperimentFile, Segments } from './ExperimentFile.ts';
import { experimentSchemaIssues, showValue } from './experimentSchemaIssues.ts';
import { formatPath } from './formatPath.ts';
import { allRulesets, rulesetNamed } from './rulesetRegistry.ts';
import { formatIssue, SimError, type ExperimentIssue } from './SimError.ts';

/** Finds the line of a path in the file, when the file was parsed with positions. */
export type LocatePath = (segments: readonly (string | number)[]) => number | undefined;

const DEFAULT_CHECK_EVERY = 100_000;

/** Checks and expands one experiment; every problem becomes an issue naming its path. */
class ExperimentChecker {
  readonly issues: ExperimentIssue[] = [];
  /** The canonical first cell (every axis at its first value): what other values are applied to. */
  private start: JsonObject = {};
  /** The file's tactic sets, the values of the `tactics` axis by position. */
  private tactics: readonly TacticSet[] = [];
  private castKey: 'figures' | 'sides' = 'figures';

  constructor(
    private readonly file: string,
    private readonly locate: LocatePath,
  ) {}

  fail(segments: Segments, expected: string): void {
    const line = this.locate(segments);
    const path = formatPath(segments);
    if (this.issues.some((i) => i.path === path && i.expected === expected)) return;
    this.issues.push({ file: this.file, path, expected, ...(line === undefined ? {} : { line }) });
  }

  check(raw: unknown): Experiment | null {
    const schemaIssues = experimentSchemaIssues(raw);
    if (schemaIssues.length) {
      for (const i of schemaIssues) this.fail(i.segments, i.expected);
      return null;
    }
    const f = raw as ExperimentFile;
    const scenario = scenarioNamed(f.scenario);
    if (!scenario) {
      const names = allScenarios().map((s) => s.name);
      this.fail(['scenario'], `one of ${names.join(', ')} (got ${showValue(f.scenario)})`);
      return null;
    }
    const other = scenario.castKey === 'figures' ? 'sides' : 'figures';
    if (f[other] !== undefined)
      this.fail(
        [other],
        `the ${scenario.name} scenario names its cast under ${scenario.castKey}, not ${other}`,
      );
    this.castKey = scenario.castKey;
    const ruleset = f.ruleset ?? scenario.defaultRuleset;
    this.checkRuleset(scenario, ruleset, ['ruleset']);
    const axes = this.axes(scenario, f);
    if (this.issues.length) return null;
    const base: JsonObject = {
      ruleset,
      options: f.options ?? {},
      [scenario.castKey]: f[scenario.castKey] ?? {},
      params: f.params ?? {},
    };
    const cells = this.cells(scenario, base, axes);
    if (!cells) return null;
    const metrics = this.metrics(scenario, f, cells.cells);
    const trials = this.trials(f, metrics);
    const fail = (segments: Segments, expected: string): void => this.fail(segments, expected);
    const comparisons = checkComparisons(fail, this.start, scenario, f, axes, cells.normalized, metrics);
    const charts = checkCharts(fail, f, axes, metrics, comparisons);
    if (this.issues.length || !trials) return null;
    return {
      file: this.file,
      name: f.name,
      description: f.description ?? '',
      seed: f.seed,
      scenario: scenario.name,
      axes,
      cells: cells.cells,
      trials,
      metrics,
      comparisons,
      charts,
    };
  }

  private checkRuleset(scenario: Scenario, id: JsonValue | undefined, at: Segments): void {
    const entry = typeof id === 'string' ? rulesetNamed(id) : undefined;
    if (!entry || entry.system !== scenario.rulesetSystem) {
      const ids = allRulesets(scenario.rulesetSystem).map((r) => r.id);
      this.fail(
        at,
        `a ruleset the ${scenario.name} scenario plays: ${ids.join(', ')} (got ${showValue(id)})`,
      );
    }
  }

  private axes(scenario: Scenario, f: ExperimentFile): Axis[] {
    const axes: Axis[] = [];
    const params = scenario.params.map((p) => p.name);
    for (const [name, values] of Object.entries(f.sweep ?? {})) {
      const path = axisPath(name, scenario.castKey, params);
      if (!path) {
        this.fail(
          ['sweep', name],
          `an axis: ruleset, options.<option>, params.<name> or a parameter (${params.join(', ')}), or <figure>.<field>`,
        );
        continue;
      }
      const clash = axes.find((a) => pathsOverlap(a.path, path));
      if (clash) {
        this.fail(
          ['sweep', name],
          `a separate axis; it overlaps ${clash.name}, and one would overwrite the other`,
        );
        continue;
      }
      if (name === 'ruleset') values.forEach((v, i) => this.checkRuleset(scenario, v, ['sweep', name, i]));
      axes.push({ name, path, values });
    }
    if (f.tactics) this.tacticsAxis(f.tactics, axes);
    return axes;
  }

  /** The `tactics` field as one more axis, whose values are the sets' names. */
  private tacticsAxis(entries: readonly JsonValue[], axes: Axis[]): void {
    this.tactics = entries.map(tacticSet);
    const names = this.tactics.map((t) => t.name);
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i)
        this.fail(['tactics', i], `a tactic set named as no other is (${showValue(n)} is named twice)`);
    });
    const policyAxis = axes.find((a) => a.path.includes('policy'));
    if (policyAxis)
      this.fail(
        ['tactics'],
        `tactic sets, or the sweep axis ${policyAxis.name} (it sets a policy too), not both`,
      );
    axes.push({ name: TACTICS_AXIS, path: [TACTICS_AXIS], values: names });
  }

  /** Where a value of an axis is written in the file: `sweep.<axis>[i]`, or `tactics[i]`. */
  private static at(axis: Axis, i: number): Segments {
    return axis.name === TACTICS_AXIS ? [TACTICS_AXIS, i] : ['sweep', axis.name, i];
  }

  /** Reports a scenario's issues with a setup, at the sweep value that set the path when one did. */
  private report(
    issues: readonly SetupIssue[],
    axes: readonly Axis[],
    index: readonly number[],
    only?: number,
  ): void {
    for (const issue of issues) {
      const a = axes.findIndex(
        (ax) => pathsOverlap(ax.path, issue.path.map(String)) && ax.path.length <= issue.path.length,
      );
      if (a >= 0 && (only === undefined || a === only)) {
        const axis = axes[a]!;
        this.fail(
          [...ExperimentChecker.at(axis, index[a]!), ...issue.path.slice(axis.path.length)],
          issue.expected,
        );
      } else if (only === undefined) this.fail(issue.path, issue.expected);
      else {
        const axis = axes[only]!;
        this.fail(
          ExperimentChecker.at(axis, index[only]!),
          `with this value, ${formatPath(issue.path)}: ${issue.expected}`,
        );
      }
    }
  }

  private cells(
    scenario: Scenario,
    base: JsonObject,
    axes: readonly Axis[],
  ): { cells: ExperimentCell[]; normalized: string[][] } | null {
    const apply = (setup: JsonObject, index: readonly number[], which?: number): JsonObject | null => {
      let s: JsonObject | null = setup;
      axes.forEach((axis, a) => {
        if (!s || (which !== undefined && a !== which)) return;
        if (axis.name === TACTICS_AXIS) {
          s = this.applyTactics(s, index[a]!);
          return;
        }
        s = withValueAt(s, axis.path, axis.values[index[a]!]!);
        if (!s)
          this.fail(
            ['sweep', axis.name],
            `a path into a mapping: write ${formatPath(axis.path.slice(0, -1))} as a mapping to sweep its ${axis.path.at(-1)}`,
          );
      });
      return s;
    };
    // The first values of every axis complete the base; its canonical form is what the other values change.
    const zero = axes.map(() => 0);
    // Canonical form turns figures written as text into mappings, so that an axis such as a.skills can be
    // set in them: first with the axis values that can be set in the file's own form (range, say).
    let partial = base;
    for (const axis of axes)
      if (axis.name !== TACTICS_AXIS) partial = withValueAt(partial, axis.path, axis.values[0]!) ?? partial;
    const prior = scenario.normalize(partial);
    const first = apply('setup' in prior ? prior.setup : base, zero);
    if (!first) return null;
    const normalizedFirst = scenario.normalize(first);
    if ('issues' in normalizedFirst) {
      this.report(normalizedFirst.issues, axes, zero);
      return null;
    }
    const start = normalizedFirst.setup;
    this.start = start;
    // Each axis value alone, the others at their first: its problems and duplicates are named at its place.
    const normalized: string[][] = axes.map(() => []);
    axes.forEach((axis, a) => {
      axis.values.forEach((_, i) => {
        const index = zero.map((z, b) => (b === a ? i : z));
        const s = apply(start, index, a);
        if (!s) return;
        const n = scenario.normalize(s);
        if ('issues' in n) return this.report(n.issues, axes, index, a);
        const text = canonicalJson(
          axis.name === TACTICS_AXIS ? axis.values[i]! : (valueAt(n.setup, axis.path) ?? null),
        );
        const j = normalized[a]!.indexOf(text);
        if (j >= 0)
          this.fail(
            ['sweep', axis.name, i],
            `a value not listed before (it is the same as ${axis.name}[${j}])`,
          );
        normalized[a]!.push(text);
      });
    });
    if (this.issues.length) return null;
    const count = axes.reduce((n, a) => n * a.values.length, 1);
    if (count > MAX_CELLS) {
      this.fail(['sweep'], `at most ${MAX_CELLS} cells (these axes make ${count})`);
      return null;
    }
    const cells: ExperimentCell[] = [];
    const keys = new Set<string>();
    for (let c = 0; c < count; c++) {
      // The first axis varies slowest, so cells read in the order the file lists the axes.
      const index: number[] = [];
      let rest = c;
      for (let a = axes.length - 1; a >= 0; a--) {
        const len = axes[a]!.values.length;
        index[a] = rest % len;
        rest = Math.floor(rest / len);
      }
      const params = Object.fromEntries(axes.map((axis, a) => [axis.name, axis.values[index[a]!]!]));
      const key = axes.length
        ? axes.map((axis, a) => `${axis.name}=${axisValueText(axis.values[index[a]!]!)}`).join(';')
        : 'base';
      const s = apply(start, index);
      if (!s) return null;
      const n = scenario.normalize(s);
      if ('issues' in n) {
        const i = n.issues[0]!;
        this.fail(
          ['sweep'],
          `cells that are valid setups; ${key} is not: ${formatPath(i.path)}: ${i.expected}`,
        );
        return null;
      }
      if (keys.has(key)) {
        this.fail(['sweep'], `values that name distinct cells; ${key} is named twice`);
        return null;
      }
      keys.add(key);
      cells.push({ key, index, params, setup: n.setup });
    }
    return { cells, normalized };
  }

  /** The setup with tactic set `i` applied, or null (and an issue) when it names no side or figure of the cast. */
  private applyTactics(setup: JsonObject, i: number): JsonObject | null {
    const r = withTactics(setup, this.castKey, this.tactics[i]!);
    if ('setup' in r) return r.setup;
    // Before the first cell is canonical its cast may be incomplete: what it lacks is reported there.
    if (Object.keys(this.start).length === 0) return setup;
    for (const key of r.unknown)
      this.fail(
        [TACTICS_AXIS, i, key],
        `a side or figure of the cast ('side', 'side.figure', 'a'), or * for every figure`,
      );
    return null;
  }

  private metrics(scenario: Scenario, f: ExperimentFile, cells: ExperimentCell[]): readonly string[] {
    const nameList = (setup: JsonObject): string[] => metricsOfSetup(scenario, setup).map((m) => m.name);
    const names = nameList(cells[0]!.setup);
    // The tallies of every cell are one table, so a file that names its metrics names them once for all.
    const other = cells.find((c) => nameList(c.setup).join() !== names.join());
    if (other)
      this.fail(
        [scenario.castKey],
        `one naming of the metrics for every cell (${names.join(', ')}; cell ${other.key} names them ${nameList(other.setup).join(', ')})`,
      );
    const chosen = f.metrics ?? names;
    chosen.forEach((m, i) => {
      if (!names.includes(m))
        this.fail(['metrics', i], `a metric of ${scenario.name}: ${names.join(', ')} (got ${showValue(m)})`);
    });
    // Tallies keep the scenario's order, whatever order the file lists them in.
    return names.filter((n) => chosen.includes(n));
  }

  private trials(f: ExperimentFile, metrics: readonly string[]): TrialRule | null {
    if (f.trials !== undefined && f.precision !== undefined) {
      this.fail(['precision'], 'either trials or precision, not both');
      return null;
    }
    if (f.precision) {
      const p = f.precision;
      p.metrics.forEach((m, i) => {
        if (!metrics.includes(m))
          this.fail(
            ['precision', 'metrics', i],
            `a tallied metric: ${metrics.join(', ')} (got ${showValue(m)})`,
          );
      });
      const checkEvery = Math.min(p.checkEvery ?? DEFAULT_CHECK_EVERY, p.maxTrials);
      return {
        kind: 'precision',
        epsilon: p.epsilon,
        metrics: p.metrics,
        checkEvery,
        maxTrials: p.maxTrials,
      };
    }
    if (f.trials === undefined) {
      this.fail(['trials'], 'required: trials per cell (an integer), or a precision target under precision');
      return null;
    }
    return { kind: 'fixed', trials: f.trials };
  }
}

/**
 * Checks a parsed experiment against the schema, its scenario and its rulesets, and builds every cell.
 * Throws a {@link SimError} of kind `invalid-experiment` holding every issue found, each naming the file,
 * the path inside it and what was expected there.
 *
 * @example checkExperiment({ name: 'x', seed: 1, scenario: 'duel', params: { range: 6 }, trials: 1000 }, '<experiment>')
 */
export function checkExperiment(
  raw: unknown,
  file: string,
  locate: LocatePath = () => undefined,
): Experiment {
  const checker = new ExperimentChecker(file, locate);
  const experiment = checker.check(raw);
  if (!experiment || checker.issues.length) {
    const issues = checker.issues;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more: see triggernometry validate)` : '';
    const text = issues[0] ? formatIssue(issues[0]) : `${file}: not a valid experiment`;
    throw new SimError('invalid-experiment', `${text}${more}`, issues);
  }
  return experiment;
}
