import type { JsonObject, JsonValue, Scenario } from '../scenarios/Scenario.ts';
import { valueAt, withValueAt } from './axisPath.ts';
import { axisValueText } from './axisValueText.ts';
import { canonicalJson } from './canonicalJson.ts';
import type { Axis, Comparison } from './Experiment.ts';
import type { ExperimentFile, Fail, Segments } from './ExperimentFile.ts';
import { showValue } from './experimentSchemaIssues.ts';

/**
 * Checks and builds an experiment's comparisons: each names a sweep axis, a baseline among its values (or a
 * value meaning the same setup), variants other than the baseline and tallied metrics, under a name no
 * other comparison has. `start` is the canonical first cell, `normalized` each axis's values as the
 * scenario normalizes them.
 *
 * @example const comparisons = checkComparisons(fail, start, scenario, file, axes, normalized, metrics)
 */
export function checkComparisons(
  fail: Fail,
  start: JsonObject,
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
      fail(
        at('axis'),
        `a sweep axis: ${names.length ? names.join(', ') : '(the sweep has none)'} (got ${showValue(c.axis)})`,
      );
      return;
    }
    const axis = axes[a]!;
    // A value matches the axis value it is written as, or else the one that means the same setup.
    const find = (v: JsonValue): number => {
      const text = canonicalJson(v);
      const direct = axis.values.findIndex((x) => canonicalJson(x) === text);
      if (direct >= 0) return direct;
      const s = withValueAt(start, axis.path, v);
      const probe = s ? scenario.normalize(s) : null;
      if (!probe || 'issues' in probe) return -1;
      return normalized[a]!.indexOf(canonicalJson(valueAt(probe.setup, axis.path) ?? null));
    };
    const values = axis.values.map((v) => showValue(v)).join(', ');
    const baseline = find(c.baseline);
    if (baseline < 0) {
      fail(
        at('baseline'),
        `one of the values of sweep.${axis.name}: ${values} (got ${showValue(c.baseline)})`,
      );
      return;
    }
    let variants = axis.values.map((_, k) => k).filter((k) => k !== baseline);
    if (c.variants) {
      variants = [];
      c.variants.forEach((v, j) => {
        const k = find(v);
        if (k < 0)
          fail(at('variants', j), `one of the values of sweep.${axis.name}: ${values} (got ${showValue(v)})`);
        else if (k === baseline) fail(at('variants', j), 'a value other than the baseline');
        else if (!variants.includes(k)) variants.push(k);
      });
    }
    const chosen = c.metrics ?? metrics;
    chosen.forEach((m, j) => {
      if (!metrics.includes(m))
        fail(at('metrics', j), `a tallied metric: ${metrics.join(', ')} (got ${showValue(m)})`);
    });
    const name = c.name ?? `${axis.name} against ${axisValueText(axis.values[baseline]!)}`;
    if (out.some((o) => o.name === name))
      fail(at('name'), `a name no other comparison has (got ${showValue(name)})`);
    if (variants.length === 0 && !c.variants) fail(at('axis'), `an axis with values besides the baseline`);
    out.push({ name, axis: a, baseline, variants, metrics: metrics.filter((m) => chosen.includes(m)) });
  });
  return out;
}
