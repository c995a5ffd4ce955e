import type { JsonValue } from '../scenarios/Scenario.ts';
import { canonicalJson } from './canonicalJson.ts';
import { contentHash } from './contentHash.ts';
import type { Experiment } from './Experiment.ts';
import { rulesetNamed } from './rulesetRegistry.ts';

/**
 * A content hash of every ruleset the cells play (its tables and option values after the cell's options)
 * and of the cells' options themselves. Shards made while a chart differed get different hashes, and merge
 * refuses them.
 *
 * @example rulesetHash(experiment) // 64 hex digits
 */
export function rulesetHash(experiment: Experiment): string {
  const contents = new Map<string, string>();
  for (const cell of experiment.cells) {
    const ruleset = typeof cell.setup.ruleset === 'string' ? cell.setup.ruleset : '';
    const options = (cell.setup.options ?? {}) as Readonly<Record<string, string>>;
    const id = canonicalJson({ ruleset, options });
    if (contents.has(id)) continue;
    const content: JsonValue = rulesetNamed(ruleset)?.content(options) ?? null;
    contents.set(id, contentHash({ ruleset, options, content }));
  }
  return contentHash([...contents.values()].sort());
}
