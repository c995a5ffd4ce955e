import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Seed } from '../dice/StreamKey.ts';
import type { JsonObject, JsonValue, Scenario, SetupIssue } from '../scenarios/Scenario.ts';
import { metricsOfSetup } from '../scenarios/metricsOfSetup.ts';
import { allScenarios, scenarioNamed } from '../scenarios/scenarioRegistry.ts';
import { axisPath, pathsOverlap, valueAt, withValueAt } from './axisPath.ts';
import { axisValueText } from './axisValueText.ts';
import { canonicalJson } from './canonicalJson.ts';
import type { Axis, Chart, Comparison, Experiment, ExperimentCell, TrialRule } from './Experiment.ts';
import { TACTICS_AXIS, tacticSet, withTactics, type TacticSet } from './tacticSets.ts';
import { EXPERIMENT_SCHEMA, MAX_CELLS } from './experimentSchema.ts';
import { formatPath } from './formatPath.ts';
import { allRulesets, rulesetNamed } from './rulesetRegistry.ts';
import { formatIssue, SimError, type ExperimentIssue } from './SimError.ts';

/** Finds the line of a path in the file, when the file was parsed with positions. */
export type LocatePath = (segments: readonly (string | number)[]) => number | undefined;

/** The shape of a file that passed the schema. */
interface ExperimentFile {
  readonly name: string;
  readonly description?: string;
  readonly seed: Seed;
  readonly scenario: string;
  readonly ruleset?: string;
  readonly options?: JsonObject;
  readonly figures?: JsonObject;
  readonly sides?: JsonObject;
  readonly params?: JsonObject;
  readonly sweep?: Readonly<Record<string, readonly JsonValue[]>>;
  readonly tactics?: readonly JsonValue[];
  readonly trials?: number;
  readonly precision?: {
    readonly epsilon: number;
    readonly metrics: readonly string[];
    readonly checkEvery?: number;
    readonly maxTrials: number;
  };
  readonly metrics?: readonly string[];
  readonly comparisons?: readonly {
    readonly name?: string;
    readonly axis: string;
    readonly baseline: JsonValue;
    readonly variants?: readonly JsonValue[];
    readonly metrics?: readonly string[];
  }[];
  readonly charts?: readonly Chart[];
}

const DEFAULT_CHECK_EVERY = 100_000;
type Segments = readonly (string | number)[];

let compiled: ValidateFunction | undefined;
function schemaCheck(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true }).compile(
    EXPERIMENT_SCHEMA,
  );
  return compiled;
}

function show(v: unknown): string {
  const text = v === undefined ? 'nothing' : JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The schema error's path as segments (list positions as numbers), read against the data. */
function pointerSegments(data: unknown, pointer: string): (string | number)[] {
  const out: (string | number)[] = [];
  let v: unknown = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(v)) {
      out.push(Number(key));
      v = (v as unknown[])[Number(key)];
    } else {
      out.push(key);
      v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
    }
  }
  return out;
}

interface SchemaNode {
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
}

/** Schema errors as issues: one per path, in the words of the schema's descriptions. */
function schemaIssues(
  data: unknown,
  errors: readonly ErrorObject[],
): { segments: Segments; expected: string }[] {
  const byPath = new Map<string, { segments: Segments; expected: string; described: boolean }>();
  for (const e of errors) {
    const at = pointerSegments(data, e.instancePath);
    const parent = (e.parentSchema ?? {}) as SchemaNode;
    let segments: Segments = at;
    let expected: string;
    let described = false;
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty: string }).missingProperty);
      segments = [...at, missing];
      const d = parent.properties?.[missing]?.description;
      expected = d ? `required: ${d}` : 'required';
      described = true;
    } else if (e.keyword === 'additionalProperties') {
      const extra = String((e.params as { additionalProperty: string }).additionalProperty);
      segments = [...at, extra];
      expected = `not a field here; allowed: ${Object.keys(parent.properties ?? {}).join(', ')}`;
      described = true;
    } else {
      const got = show(at.reduce<unknown>(walk, data));
      described = parent.description !== undefined;
      expected = `${parent.description ?? e.message ?? 'a valid value'} (got ${got})`;
    }
    const id = formatPath(segments);
    const known = byPath.get(id);
    // Where several checks fail at one place (oneOf's branches), the described one says it best.
    if (!known || (described && !known.described) || (described && e.keyword === 'oneOf'))
      byPath.set(id, { segments, expected, described });
  }
  return [...byPath.values()];
}

function walk(v: unknown, key: string | number): unknown {
  if (Array.isArray(v)) return (v as unknown[])[Number(key)];
  return v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[String(key)] : undefined;
}

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
    const validate = schemaCheck();
    if (!validate(raw)) {
      for (const i of schemaIssues(raw, validate.errors ?? [])) this.fail(i.segments, i.expected);
      return null;
    }
    const f = raw as ExperimentFile;
    const scenario = scenarioNamed(f.scenario);
    if (!scenario) {
      const names = allScenarios().map((s) => s.name);
      this.fail(['scenario'], `one of ${names.join(', ')} (got ${show(f.scenario)})`);
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
    const comparisons = this.comparisons(scenario, f, axes, cells.normalized, metrics);
    const charts = this.charts(f, axes, metrics, comparisons);
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
      this.fail(at, `a ruleset the ${scenario.name} scenario plays: ${ids.join(', ')} (got ${show(id)})`);
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
        this.fail(['tactics', i], `a tactic set named as no other is (${show(n)} is named twice)`);
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
        this.fail(['metrics', i], `a metric of ${scenario.name}: ${names.join(', ')} (got ${show(m)})`);
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
          this.fail(['precision', 'metrics', i], `a tallied metric: ${metrics.join(', ')} (got ${show(m)})`);
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

  private comparisons(
    scenario: Scenario,
    f: ExperimentFile,
    axes: readonly Axis[],
    normalized: readonly string[][],
    metrics: readonly string[],
  ): Comparison[] {
    const out: Comparison[] = [];
    (f.comparisons ?? []).forEach((c, i) => {
      const at = (...rest: (string | number)[]): Segments => ['comparisons', i, ...rest];
      const a = axes.findIndex((ax) => ax.name === c.axis);
      if (a < 0) {
        const names = axes.map((ax) => ax.name);
        this.fail(
          at('axis'),
          `a sweep axis: ${names.length ? names.join(', ') : '(the sweep has none)'} (got ${show(c.axis)})`,
        );
        return;
      }
      const axis = axes[a]!;
      // A value matches the axis value it is written as, or else the one that means the same setup.
      const find = (v: JsonValue): number => {
        const text = canonicalJson(v);
        const direct = axis.values.findIndex((x) => canonicalJson(x) === text);
        if (direct >= 0) return direct;
        const s = withValueAt(this.start, axis.path, v);
        const probe = s ? scenario.normalize(s) : null;
        if (!probe || 'issues' in probe) return -1;
        return normalized[a]!.indexOf(canonicalJson(valueAt(probe.setup, axis.path) ?? null));
      };
      const values = axis.values.map((v) => show(v)).join(', ');
      const baseline = find(c.baseline);
      if (baseline < 0) {
        this.fail(
          at('baseline'),
          `one of the values of sweep.${axis.name}: ${values} (got ${show(c.baseline)})`,
        );
        return;
      }
      let variants = axis.values.map((_, k) => k).filter((k) => k !== baseline);
      if (c.variants) {
        variants = [];
        c.variants.forEach((v, j) => {
          const k = find(v);
          if (k < 0)
            this.fail(
              at('variants', j),
              `one of the values of sweep.${axis.name}: ${values} (got ${show(v)})`,
            );
          else if (k === baseline) this.fail(at('variants', j), 'a value other than the baseline');
          else if (!variants.includes(k)) variants.push(k);
        });
      }
      const chosen = c.metrics ?? metrics;
      chosen.forEach((m, j) => {
        if (!metrics.includes(m))
          this.fail(at('metrics', j), `a tallied metric: ${metrics.join(', ')} (got ${show(m)})`);
      });
      const name = c.name ?? `${axis.name} against ${axisValueText(axis.values[baseline]!)}`;
      if (out.some((o) => o.name === name))
        this.fail(at('name'), `a name no other comparison has (got ${show(name)})`);
      if (variants.length === 0 && !c.variants)
        this.fail(at('axis'), `an axis with values besides the baseline`);
      out.push({ name, axis: a, baseline, variants, metrics: metrics.filter((m) => chosen.includes(m)) });
    });
    return out;
  }

  private charts(
    f: ExperimentFile,
    axes: readonly Axis[],
    metrics: readonly string[],
    comparisons: readonly Comparison[],
  ): Chart[] {
    const names = axes.map((a) => a.name);
    (f.charts ?? []).forEach((c, i) => {
      if (!metrics.includes(c.metric))
        this.fail(['charts', i, 'metric'], `a tallied metric: ${metrics.join(', ')} (got ${show(c.metric)})`);
      for (const field of ['x', 'color', 'facet'] as const) {
        const v = c[field];
        if (v !== undefined && !names.includes(v))
          this.fail(
            ['charts', i, field],
            `a sweep axis: ${names.length ? names.join(', ') : '(the sweep has none)'} (got ${show(v)})`,
          );
      }
      if (c.comparison !== undefined && !comparisons.some((k) => k.name === c.comparison))
        this.fail(
          ['charts', i, 'comparison'],
          `a comparison's name: ${comparisons.map((k) => k.name).join(', ') || '(there are none)'} (got ${show(c.comparison)})`,
        );
    });
    return [...(f.charts ?? [])];
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
