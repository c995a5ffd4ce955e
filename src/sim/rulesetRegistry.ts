import { RULESET_OPTIONS } from '../rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { RwnnRulesetId } from '../rules/rwnn/tables/rulesetTables.ts';
import type { JsonValue } from '../scenarios/Scenario.ts';

/**
 * A ruleset the runner can name in an experiment: its id, the rule system it belongs to (scenarios play
 * the rulesets of their system), what it is, and its content as data: the tables and option values in
 * force once a cell's options are applied. The run hashes that content into its provenance, so a changed
 * chart shows as a changed ruleset hash.
 *
 * @example { id: 'rwnn-1996', system: 'rwnn', summary: '...', content: (o) => rwnnRuleset('rwnn-1996', o) }
 */
export interface RulesetEntry {
  readonly id: string;
  readonly system: string;
  readonly summary: string;
  /** The tables and options in force with a cell's `options` (keys the ruleset does not know are ignored). */
  content(options: Readonly<Record<string, string>>): JsonValue;
}

const rulesets = new Map<string, RulesetEntry>();

/**
 * Adds a ruleset the runner accepts. For Rules With No Name's editions this module registers them; For A
 * Few Dice More registers its own when its scenarios come.
 *
 * @example registerRuleset({ id: 'fafdm', system: 'fafdm', summary: 'For A Few Dice More', tables: () => ({}) })
 */
export function registerRuleset(entry: RulesetEntry): void {
  const known = rulesets.get(entry.id);
  if (known && known !== entry) throw new Error(`a ruleset named "${entry.id}" is already registered`);
  rulesets.set(entry.id, entry);
}

/** The ruleset registered under `id`, if any. @example rulesetNamed('rwnn-1996')?.system === 'rwnn' */
export function rulesetNamed(id: string): RulesetEntry | undefined {
  return rulesets.get(id);
}

/** Every registered ruleset, or those of one rule system. @example allRulesets('rwnn').length === 3 */
export function allRulesets(system?: string): readonly RulesetEntry[] {
  return [...rulesets.values()].filter((r) => system === undefined || r.system === system);
}

const RWNN: { readonly [K in RwnnRulesetId]: string } = {
  'rwnn-extended': 'The Rules With No Name, extended edition (000), with its optional rules',
  'rwnn-quickref': "The Rules With No Name quick reference sheet (002), with 000's tables where it has none",
  'rwnn-1996': "The Rules With No Name, 1996 playtest edition (003): 000's charts with 003's rules text",
};
for (const [id, summary] of Object.entries(RWNN) as [RwnnRulesetId, string][]) {
  registerRuleset({
    id,
    system: 'rwnn',
    summary,
    content(options) {
      const own = Object.fromEntries(
        Object.entries(options).filter(([k]) => RULESET_OPTIONS.some((o) => o.key === k)),
      );
      const r = rwnnRuleset(id, own);
      // The tables are plain data (numbers, strings, nested records), so they pass as JSON unchanged.
      return { tables: r.tables, options: r.options } as unknown as JsonValue;
    },
  });
}
