import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './simKit.ts';

/** The folder of experiment files that are broken on purpose. */
export const BROKEN_DIR = join(ROOT, 'test', 'fixtures', 'experiments');

/**
 * Each broken fixture, the line its message must give (null: any or none) and the path and expectation it
 * must name. Every file in the folder must be listed here, so a new fixture cannot go untested.
 */
export const BROKEN: Readonly<Record<string, readonly [number | null, string]>> = {
  'missing-seed.yaml': [null, 'seed: required'],
  'range-out-of-reach.yaml': [6, 'sweep.range[2]: an integer from 1 to 18'],
  'unknown-skill.yaml': [7, 'sweep.a.skills[1][1]: a skill a duel uses'],
  'misspelt-field.yaml': [6, 'trails: not a field here'],
  'bad-policy.yaml': [6, 'figures.a.policy: a policy'],
  'unknown-ruleset.yaml': [5, 'ruleset: a ruleset the duel scenario plays'],
  'baseline-not-swept.yaml': [11, 'comparisons[0].baseline: one of the values of sweep.a.policy'],
  'trials-and-precision.yaml': [null, 'precision: either trials or precision, not both'],
  'unknown-metric.yaml': [7, 'metrics[1]: a metric of duel'],
  'not-yaml.txt': [null, 'valid YAML or JSON'],
  'bad-seed.json': [3, 'seed: an integer'],
  'unknown-scenario.yaml': [4, 'scenario: one of duel'],
  'bad-option.yaml': [6, 'options.blaze.extendedJam: one of'],
  'repeated-value.yaml': [7, 'sweep.a.weapon[1]: a value not listed before'],
  'precision-metric-not-tallied.yaml': [7, 'precision.metrics[0]: a tallied metric'],
  'chart-axis.yaml': [10, 'charts[0].x: a sweep axis'],
  'trials-not-a-number.yaml': [6, 'trials: trials per cell'],
  'sides-for-a-duel.yaml': [6, 'sides: the duel scenario names its cast under figures'],
  'empty-axis.yaml': [7, 'sweep.a.class: a list of 1 to 1000 values'],
  'bad-weapon.yaml': [6, 'figures.a.weapon: a duel weapon'],
  'bad-blade.yaml': [9, 'sides.earps.figures.wyatt.blade: one of bowie-knife, knife, tomahawk (got "sabre")'],
  'group-without-leader.yaml': [
    9,
    'sides.earps.figures.wyatt.group: a group with a leader: one figure of group "earps" needs leader: true',
  ],
};

/** The fixture files on disk. */
export function brokenFiles(): string[] {
  return readdirSync(BROKEN_DIR)
    .filter((f) => /\.(ya?ml|json|txt)$/.test(f))
    .sort();
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the message of a broken fixture must match: `<file>[:<line>]: <path>: <expected...>`. */
export function brokenMessage(file: string): RegExp {
  const [line, text] = BROKEN[file]!;
  return new RegExp(`${escape(file)}${line === null ? '(:\\d+)?' : `:${line}`}: ${escape(text)}`);
}
