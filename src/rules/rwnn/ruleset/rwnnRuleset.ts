import { tablesFromSources, type RwnnRulesetId, type RwnnTables } from '../tables/rulesetTables.ts';
import { applyBlazingAwayOptions } from './applyBlazingAwayOptions.ts';
import { applyFiringModifierOptions } from './applyFiringModifierOptions.ts';
import { applyRangeChartOptions } from './applyRangeChartOptions.ts';
import { applyWoundChartOptions } from './applyWoundChartOptions.ts';
import { EDITION_PRESETS } from './editionPresets.ts';
import type { OptionValue } from './OptionValue.ts';
import { RULESET_OPTIONS } from './rulesetOptions.ts';

/**
 * One playable RWNN ruleset: an edition preset with any single options changed. `tables` are the charts
 * after every `tables` option is applied; the fields below are the readings the engine applies as it plays.
 * `options` holds the value of every ruleset option, defaults included, so two rulesets with equal options
 * play the same game.
 *
 * @example rwnnRuleset('rwnn-1996').blazeAway === '1996'
 */
export interface RwnnRuleset {
  /** The edition preset this ruleset starts from. */
  readonly preset: RwnnRulesetId;
  readonly options: Readonly<Record<string, string>>;
  readonly tables: RwnnTables;
  /** Blazing away's out-of-ammo and jam rule: 000 SHOOTING's or 003's (`rules.blazeAway`). */
  readonly blazeAway: 'extended' | '1996';
  /** Tough: 000 "knocked down, but never knocked out" or 003 "never knocked down or knocked out". */
  readonly toughKnock: 'down-not-out' | 'never-down';
  /** Whether a target at exactly a band's printed distance is in that band (`tables.rangeBandBound`). */
  readonly rangeBandBound: 'inclusive' | 'exclusive';
  /** How 002's "Wounded / Seriously wounded -1 / -2" counts (`tables.quickrefWoundedFiring`). */
  readonly quickrefWoundedFiring: 'state' | 'per-wound' | 'extended-wording';
  /** A Tough character's wounds: Appendix C, or Appendix C and one more off the effect die. */
  readonly toughWoundChart: 'white-side' | 'white-side-and-minus-one';
  /** An effect die taken below 1 reads column 1, or the hit has no effect (`tables.effectDieBelowOne`). */
  readonly effectDieBelowOne: 'column-one' | 'no-effect';
}

function pick<T extends string>(value: OptionValue, key: string, allowed: readonly T[]): T {
  const v = value(key);
  if (!(allowed as readonly string[]).includes(v)) throw new RangeError(`${key} cannot be ${v} here`);
  return v as T;
}

/**
 * The ruleset of an edition preset with `options` (option key to value) changed. Throws a RangeError naming
 * the key and its allowed values for an unknown key or value; commands check options first and report
 * them as usage errors.
 *
 * @example rwnnRuleset('rwnn-1996', { 'source.woundChart': 'quickref' }).tables.woundCharts.normal.title
 */
export function rwnnRuleset(
  preset: RwnnRulesetId,
  options: Readonly<Record<string, string>> = {},
): RwnnRuleset {
  const all: Record<string, string> = {};
  for (const o of RULESET_OPTIONS) all[o.key] = o.default;
  Object.assign(all, EDITION_PRESETS[preset]);
  for (const [key, v] of Object.entries(options)) {
    const o = RULESET_OPTIONS.find((x) => x.key === key);
    if (!o) throw new RangeError(`unknown ruleset option ${key}`);
    if (!o.values.includes(v))
      throw new RangeError(`${key} must be one of ${o.values.join(', ')} (got "${v}")`);
    all[key] = v;
  }
  const value: OptionValue = (key) => {
    const v = all[key];
    if (v === undefined) throw new RangeError(`unknown ruleset option ${key}`);
    return v;
  };
  const base = tablesFromSources(preset, {
    rangeChart: pick(value, 'source.rangeChart', ['extended', 'quickref']),
    firingModifiers: pick(value, 'source.firingModifiers', ['extended', 'quickref']),
    blazingAway: pick(value, 'source.blazingAway', ['extended', 'quickref']),
    woundChart: pick(value, 'source.woundChart', ['extended', 'quickref']),
    fightingModifiers: pick(value, 'source.fightingModifiers', ['extended', 'quickref']),
    fixGun: pick(value, 'source.fixGun', ['extended', 'quickref', '1996']),
    nerve: pick(value, 'source.nerve', ['extended', '1996']),
    skills: pick(value, 'source.skills', ['extended', '1996']),
  });
  const tables: RwnnTables = {
    ...base,
    rangeChart: applyRangeChartOptions(base.rangeChart, value),
    blazingAway: applyBlazingAwayOptions(base.blazingAway, value),
    firingModifiers: applyFiringModifierOptions(base.firingModifiers, value),
    woundCharts: { ...base.woundCharts, normal: applyWoundChartOptions(base.woundCharts.normal, value) },
  };
  return {
    preset,
    options: all,
    tables,
    blazeAway: pick(value, 'rules.blazeAway', ['extended', '1996']),
    toughKnock: pick(value, 'rules.toughKnock', ['down-not-out', 'never-down']),
    rangeBandBound: pick(value, 'tables.rangeBandBound', ['inclusive', 'exclusive']),
    quickrefWoundedFiring: pick(value, 'tables.quickrefWoundedFiring', [
      'state',
      'per-wound',
      'extended-wording',
    ]),
    toughWoundChart: pick(value, 'tables.toughWoundChart', ['white-side', 'white-side-and-minus-one']),
    effectDieBelowOne: pick(value, 'tables.effectDieBelowOne', ['column-one', 'no-effect']),
  };
}
