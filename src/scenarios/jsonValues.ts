import type { JsonObject, JsonValue } from './Scenario.ts';

/**
 * Whether a value of a setup is a mapping (not null, not a list): what every setup reader asks first.
 *
 * @example isJsonObject({ range: 6 }) === true
 */
export function isJsonObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A value as a setup error shows it after "got": its JSON, or "nothing" when it is missing.
 *
 * @example showJson(undefined) === 'nothing'
 */
export function showJson(v: JsonValue | undefined): string {
  return v === undefined ? 'nothing' : JSON.stringify(v);
}
