import type { OddsMechanic, ParamSpec } from '../odds/OddsMechanic.ts';

/** What the odds page shows: a mechanic, a value for each of its parameters and each reading option in force. */
export interface OddsPageState {
  readonly mechanic: OddsMechanic;
  readonly params: Readonly<Record<string, number | boolean | string>>;
  readonly options: Readonly<Record<string, string>>;
}

/** A state read from a page address, with one line for each part of the address that could not stand. */
export interface ReadPageState {
  readonly state: OddsPageState;
  readonly problems: readonly string[];
}

const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];

/**
 * The value a parameter starts at: its default, or for an integer with none (`--dice` is required on the
 * command line) the value nearest 1 that its range allows.
 *
 * @example startValue({ name: 'dice', kind: 'int', min: 1, max: 40, describe: '' }) === 1
 */
export function startValue(spec: ParamSpec): number | boolean | string {
  if (spec.kind === 'flag') return false;
  if (spec.kind === 'choice') return spec.default;
  return spec.default ?? Math.min(spec.max, Math.max(spec.min, 1));
}

/** Every parameter of `mechanic` at its start value and every reading at its default. @example defaultState(blazeOdds).params.cap === 3 */
export function defaultState(mechanic: OddsMechanic): OddsPageState {
  return {
    mechanic,
    params: Object.fromEntries(mechanic.params.map((p) => [p.name, startValue(p)])),
    options: Object.fromEntries(mechanic.options.map((o) => [o.key, o.default])),
  };
}

/** The value of `raw` for `spec`, or the line saying what is allowed. */
function readParam(spec: ParamSpec, raw: string): { value: number | boolean | string } | { problem: string } {
  if (spec.kind === 'flag') {
    const v = raw.toLowerCase();
    if (YES.includes(v)) return { value: true };
    if (NO.includes(v)) return { value: false };
    return { problem: `${spec.name}=${raw}: must be 1 or 0` };
  }
  if (spec.kind === 'choice') {
    return spec.choices.includes(raw)
      ? { value: raw }
      : { problem: `${spec.name}=${raw}: must be one of ${spec.choices.join(', ')}` };
  }
  const n = /^\s*[+-]?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= spec.min && n <= spec.max
    ? { value: n }
    : { problem: `${spec.name}=${raw}: must be an integer from ${spec.min} to ${spec.max}` };
}

/**
 * The state a page address asks for (`?mechanic=blaze&dice=6&cap=3`, reading options by their keys:
 * `&blaze.outOfAmmo=...`). What is missing takes its start value; what is wrong takes it too and is named
 * in `problems`, so a mistyped link still opens on an answer and says what it changed.
 *
 * @example readPageState('?mechanic=blaze&dice=6', ODDS_MECHANICS).state.params.dice === 6
 */
export function readPageState(query: string, mechanics: readonly OddsMechanic[]): ReadPageState {
  const q = new URLSearchParams(query);
  const problems: string[] = [];
  const first = mechanics[0];
  if (!first) throw new Error('no odds mechanics to show');
  const name = q.get('mechanic');
  const mechanic = mechanics.find((m) => m.name === name) ?? first;
  if (name !== null && mechanic.name !== name)
    problems.push(`mechanic=${name}: must be one of ${mechanics.map((m) => m.name).join(', ')}`);
  const start = defaultState(mechanic);
  const params: Record<string, number | boolean | string> = { ...start.params };
  for (const spec of mechanic.params) {
    const raw = q.get(spec.name);
    if (raw === null) continue;
    const read = readParam(spec, raw);
    if ('value' in read) params[spec.name] = read.value;
    else problems.push(`${read.problem}; showing ${String(params[spec.name])}`);
  }
  const options: Record<string, string> = { ...start.options };
  for (const option of mechanic.options) {
    const raw = q.get(option.key);
    if (raw === null) continue;
    if (option.values.includes(raw)) options[option.key] = raw;
    else
      problems.push(
        `${option.key}=${raw}: must be one of ${option.values.join(', ')}; showing ${option.default}`,
      );
  }
  return { state: { mechanic, params, options }, problems };
}

/**
 * The page address's query for `state`: the mechanic, every integer and choice parameter, the flags that
 * are set (`=1`) and the readings that differ from their default. {@link readPageState} reads it back to
 * the same state.
 *
 * @example pageQuery(defaultState(blazeOdds)) === '?mechanic=blaze&dice=1&cap=3&edition=extended'
 */
export function pageQuery(state: OddsPageState): string {
  const q = new URLSearchParams({ mechanic: state.mechanic.name });
  for (const spec of state.mechanic.params) {
    const v = state.params[spec.name];
    if (spec.kind === 'flag') {
      if (v === true) q.set(spec.name, '1');
    } else if (v !== undefined) q.set(spec.name, String(v));
  }
  for (const option of state.mechanic.options) {
    const v = state.options[option.key];
    if (v !== undefined && v !== option.default) q.set(option.key, v);
  }
  return `?${q.toString()}`;
}
