import type { JsonObject, JsonValue } from '../scenarios/Scenario.ts';
import { isJsonObject as isObject } from '../scenarios/jsonValues.ts';

/**
 * Where a sweep axis writes inside a cell's setup `{ ruleset, options, figures | sides, params }`:
 * `ruleset`; `options.<key>` (the key may hold dots); `params.<name>` or a scenario parameter's bare name;
 * `<castKey>.<member>...`; anything else names a figure (or side) and its fields.
 *
 * @example axisPath('a.policy.k', 'figures', ['range']) // ['figures', 'a', 'policy', 'k']
 * @example axisPath('options.blaze.extendedJam', 'figures', []) // ['options', 'blaze.extendedJam']
 */
export function axisPath(name: string, castKey: string, params: readonly string[]): readonly string[] | null {
  const parts = name.split('.');
  if (parts.some((p) => p === '')) return null;
  const [head, ...rest] = parts as [string, ...string[]];
  if (name === 'ruleset') return ['ruleset'];
  if (head === 'ruleset') return null;
  if (head === 'options') return rest.length ? ['options', rest.join('.')] : null;
  if (head === 'params') return rest.length ? ['params', ...rest] : null;
  if (head === 'figures' || head === 'sides') return head === castKey && rest.length ? [head, ...rest] : null;
  if (params.includes(head)) return ['params', ...parts];
  return [castKey, ...parts];
}

/** The value at `path`, or undefined. @example valueAt({ params: { range: 6 } }, ['params', 'range']) === 6 */
export function valueAt(value: JsonValue | undefined, path: readonly string[]): JsonValue | undefined {
  let v = value;
  for (const key of path) {
    if (!isObject(v)) return undefined;
    v = v[key];
  }
  return v;
}

/**
 * A copy of `setup` with `value` at `path` (creating mappings on the way), or null when something on the
 * way is not a mapping (a figure written as text has no `class` to set).
 *
 * @example withValueAt({ params: {} }, ['params', 'range'], 6) // { params: { range: 6 } }
 */
export function withValueAt(setup: JsonObject, path: readonly string[], value: JsonValue): JsonObject | null {
  const [key, ...rest] = path;
  if (key === undefined) return isObject(value) ? value : null;
  if (rest.length === 0) return { ...setup, [key]: value };
  const inner = setup[key] ?? {};
  if (!isObject(inner)) return null;
  const replaced = withValueAt(inner, rest, value);
  return replaced ? { ...setup, [key]: replaced } : null;
}

/** Whether one path lies inside the other (or they are equal). @example pathsOverlap(['a'], ['a', 'b']) */
export function pathsOverlap(p: readonly string[], q: readonly string[]): boolean {
  const n = Math.min(p.length, q.length);
  for (let i = 0; i < n; i++) if (p[i] !== q[i]) return false;
  return true;
}
