import type { JsonValue } from '../scenarios/Scenario.ts';
import { canonicalJson } from './canonicalJson.ts';

/**
 * How a sweep value is written in a cell key and a CSV column: text as is, lists joined by '+' (`none` when
 * empty), mappings as canonical JSON.
 *
 * @example axisValueText(['deadeye', 'quick-shot']) === 'deadeye+quick-shot'
 */
export function axisValueText(v: JsonValue): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  if (Array.isArray(v)) return v.length ? v.map((x: JsonValue) => axisValueText(x)).join('+') : 'none';
  return canonicalJson(v);
}
