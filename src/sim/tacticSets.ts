import { isJsonObject } from '../scenarios/jsonValues.ts';
import type { JsonObject, JsonValue } from '../scenarios/Scenario.ts';

/**
 * A tactic set: a name, and the policy each figure plays under it. `policies` maps `*` (every figure), a
 * side (every figure of it), a figure (`a`, or `side.figure` in a scenario of sides) to a policy, the most
 * particular key winning.
 *
 * @example { name: 'snipers-vs-rushers', policies: { legend: 'sniper', gunmen: 'rusher' } }
 */
export interface TacticSet {
  readonly name: string;
  readonly policies: Readonly<Record<string, JsonValue>>;
}

/** The name of the axis the `tactics` field makes: cells, comparisons and charts name it so. */
export const TACTICS_AXIS = 'tactics';

/**
 * Reads the `tactics` field's entry: a policy's name (every figure plays it), or a mapping `{ name, <side
 * or figure>: policy, ... }`. The schema has checked the shape; the names of sides and figures are checked
 * against the cast by {@link withTactics}.
 *
 * @example tacticSet('rusher') // { name: 'rusher', policies: { '*': 'rusher' } }
 */
export function tacticSet(entry: JsonValue): TacticSet {
  if (typeof entry === 'string') return { name: entry, policies: { '*': entry } };
  const { name, ...policies } = entry as JsonObject;
  // The schema has made the name a string.
  return { name: typeof name === 'string' ? name : '', policies };
}

/** Each figure of a cast, as the path to its mapping and the keys of `policies` that may name it. */
function castFigures(
  setup: JsonObject,
  castKey: 'figures' | 'sides',
): { path: readonly string[]; keys: readonly string[] }[] {
  const cast = setup[castKey];
  if (!isJsonObject(cast)) return [];
  // Figures written as text are read into mappings first (the canonical setup); only mappings take a policy.
  if (castKey === 'figures')
    return Object.entries(cast)
      .filter(([, v]) => isJsonObject(v))
      .map(([f]) => ({ path: ['figures', f], keys: [f, '*'] }));
  return Object.entries(cast).flatMap(([side, s]) =>
    isJsonObject(s) && isJsonObject(s.figures)
      ? Object.keys(s.figures)
          .filter((f) => isJsonObject((s.figures as JsonObject)[f]))
          .map((f) => ({
            path: ['sides', side, 'figures', f],
            keys: [`${side}.${f}`, side, '*'],
          }))
      : [],
  );
}

/**
 * The setup with every figure's policy set by the tactic set: the policy of the most particular key that
 * names it (`side.figure`, then `side`, then `*`); a figure no key names keeps its own. Returns the keys
 * that name nothing in the cast instead, when there are any. Figures must be mappings (a canonical setup).
 *
 * @example withTactics(setup, 'sides', { name: 'rusher', policies: { '*': 'rusher' } })
 */
export function withTactics(
  setup: JsonObject,
  castKey: 'figures' | 'sides',
  set: TacticSet,
): { readonly setup: JsonObject } | { readonly unknown: readonly string[] } {
  const figures = castFigures(setup, castKey);
  const named = new Set(figures.flatMap((f) => f.keys));
  const unknown = Object.keys(set.policies).filter((k) => !named.has(k));
  if (unknown.length) return { unknown };
  let out = setup;
  for (const f of figures) {
    const key = f.keys.find((k) => k in set.policies);
    if (key === undefined) continue;
    out = setIn(out, f.path, set.policies[key]!);
  }
  return { setup: out };
}

/** A copy of `o` with `policy` set in the mapping at `path`. */
function setIn(o: JsonObject, path: readonly string[], policy: JsonValue): JsonObject {
  const [head, ...rest] = path;
  const inner = o[head!] as JsonObject;
  return { ...o, [head!]: rest.length ? setIn(inner, rest, policy) : { ...inner, policy } };
}
