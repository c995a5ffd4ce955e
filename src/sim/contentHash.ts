import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson.ts';

/**
 * The sha256 (hex) of a value's canonical JSON: equal values, equal hashes, on every machine. It names
 * merged tallies (the run's digest), rulesets and experiment plans.
 *
 * @example contentHash({ a: 1 }) === contentHash({ a: 1 })
 */
export function contentHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
