import type { RwnnRulesetId } from '../rules/rwnn/tables/rulesetTables.ts';
import type { JsonObject } from './Scenario.ts';
import { isJsonObject as isObject, showJson as show } from './jsonValues.ts';

/** An option a setup may set: its key, allowed values and default. */
interface SetupOption {
  readonly key: string;
  readonly values: readonly string[];
  readonly default?: string;
}

const RULESETS: readonly RwnnRulesetId[] = ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'];

/** How a scenario's setup is read: its cast key, its name in messages, its options, and what they are called. */
export interface SetupHeadSpec {
  readonly cast: 'figures' | 'sides';
  readonly scenario: string;
  readonly options: readonly SetupOption[];
  /** What an option key must be, for the message naming a wrong one (e.g. "a ruleset or shootout option"). */
  readonly optionIs: string;
  /** Leave out an option set to its default, so that writing it or not makes the same setup. */
  readonly dropDefaults: boolean;
}

/**
 * The head every RWNN table-top setup shares: its top-level keys (`ruleset`, `options`, the cast key,
 * `params`), the ruleset, and the options sorted by key, so that the same options written in another order
 * make the same setup. Each problem goes to `fail` with its path.
 *
 * @example readSetupHead(setup, spec, fail).ruleset
 */
export function readSetupHead(
  setup: JsonObject,
  spec: SetupHeadSpec,
  fail: (path: readonly (string | number)[], expected: string) => void,
): { ruleset: RwnnRulesetId; options: Record<string, string> } {
  const { cast, scenario, options, dropDefaults } = spec;
  for (const k of Object.keys(setup))
    if (!['ruleset', 'options', cast, 'params'].includes(k))
      fail([k], `not a ${scenario} setting; a ${scenario} takes ruleset, options, ${cast} and params`);
  const ruleset = setup.ruleset ?? 'rwnn-extended';
  if (typeof ruleset !== 'string' || !(RULESETS as readonly string[]).includes(ruleset))
    fail(['ruleset'], `one of ${RULESETS.join(', ')} (got ${show(ruleset)})`);
  const opts: Record<string, string> = {};
  const given = setup.options ?? {};
  if (!isObject(given)) fail(['options'], 'a mapping of options, key: value');
  else
    for (const [key, value] of Object.entries(given).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const o = options.find((x) => x.key === key);
      if (!o) fail(['options', key], `${spec.optionIs} (see \`triggernometry list options\`)`);
      else if (typeof value !== 'string' || !o.values.includes(value))
        fail(['options', key], `one of ${o.values.join(', ')} (got ${show(value)})`);
      else if (!dropDefaults || value !== o.default) opts[key] = value;
    }
  return { ruleset: ruleset as RwnnRulesetId, options: opts };
}
