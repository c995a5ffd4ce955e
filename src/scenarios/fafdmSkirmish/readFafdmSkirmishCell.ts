import { FAFDM_TACTIC_NAMES, type FafdmTacticName } from '../../policies/fafdm/fafdmTactics.ts';
import { checkRoster, STARTING_DOLLARS, type FafdmRoster } from '../../rules/fafdm/checkRoster.ts';
import { FAFDM_OPTIONS } from '../../rules/fafdm/FafdmReadings.ts';
import { SKIRMISH_TABLES, type SkirmishTableId } from '../../rules/fafdm/skirmishTable.ts';
import { FAFDM_BANDS, type FafdmBandId } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUN_IDS, type FafdmGunId } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { isJsonObject as isObject, showJson as show } from '../jsonValues.ts';
import { METRIC_NAME_WORD } from '../metricsOfSetup.ts';
import { readFafdmOptions } from '../readFafdmOptions.ts';
import { readBandArms, type BandArms } from './arms/readBandArms.ts';
import { readDynamite } from './explosives/readDynamite.ts';
import { readMounts } from './horse/readMounts.ts';
import type { MountId } from '../../rules/fafdm/horse/mountTables.ts';
import type { JsonObject, JsonValue, SetupIssue } from '../Scenario.ts';

/** One band of a skirmish: its list, its roster (bought with dollars), each character's gun, its tactic. */
export interface SkirmishBandSetup extends BandArms {
  readonly name?: string;
  readonly band: FafdmBandId;
  readonly roster: FafdmRoster;
  /** A gun per character id of the roster; six-shot where not given. */
  readonly weapons: Readonly<Record<string, FafdmGunId>>;
  /** Sticks of dynamite each figure of a character id carries (001 5.5.2); absent: none. */
  readonly dynamite?: Readonly<Record<string, number>>;
  /** The mount every figure of a character id starts on (001 3.1, Tab.16); absent: all on foot. */
  readonly mounts?: Readonly<Record<string, MountId>>;
  readonly tactic: FafdmTacticName;
}

/** A checked FAFDM skirmish setup. */
export interface FafdmSkirmishCell {
  readonly ruleset: 'fafdm';
  readonly options: Readonly<Record<string, string>>;
  readonly sides: { readonly a: SkirmishBandSetup; readonly b: SkirmishBandSetup };
  readonly params: {
    readonly table: SkirmishTableId;
    readonly turnCap: number;
    readonly dollars: number;
  };
}

export const DEFAULT_SKIRMISH_TURN_CAP = 30;
const MAX_TURN_CAP = 100;
/** The most figures a band may field: enough for any $400 band (the cheapest figure costs $25). */
export const MAX_BAND_FIGURES = 16;
const PARAMS = ['table', 'turnCap', 'dollars'];
const BAND_KEYS = [
  'name',
  'band',
  'roster',
  'weapons',
  'sideArms',
  'dynamite',
  'nitroglycerine',
  'mounts',
  'tactic',
];
type Fail = (path: (string | number)[], expected: string) => void;

/**
 * Reads a skirmish setup `{ ruleset, options, sides: { a, b }, params: { table, turnCap, dollars } }`, a
 * side being `{ name?, band, roster: { character: count }, weapons?: { character: gun }, tactic? }`; each
 * roster is held to its band's list and the dollars by `checkRoster` (001 9.1-9.12), one issue a problem.
 *
 * @example readFafdmSkirmishCell({ sides: { a: { band: 'lawmen', roster: { guard: 4 } }, b: { band: 'outlaws', roster: { bandit: 4 } } } })
 */
export function readFafdmSkirmishCell(
  setup: JsonObject,
): { cell: FafdmSkirmishCell } | { issues: SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const fail: Fail = (path, expected) => {
    issues.push({ path, expected });
  };
  for (const k of Object.keys(setup))
    if (!['ruleset', 'options', 'sides', 'params'].includes(k))
      fail([k], 'not a fafdm-skirmish setting; it takes ruleset, options, sides and params');
  const ruleset = setup.ruleset ?? 'fafdm';
  if (ruleset !== 'fafdm') fail(['ruleset'], `fafdm (got ${show(ruleset)})`);
  const options = readFafdmOptions(setup.options ?? {}, FAFDM_OPTIONS, issues);
  const params = setup.params ?? {};
  let table: SkirmishTableId = 'town-edge';
  let turnCap = DEFAULT_SKIRMISH_TURN_CAP;
  let dollars = STARTING_DOLLARS;
  if (!isObject(params)) fail(['params'], 'a mapping with table, turnCap and dollars');
  else {
    for (const k of Object.keys(params))
      if (!PARAMS.includes(k))
        fail(['params', k], `not a fafdm-skirmish parameter; it takes ${PARAMS.join(', ')}`);
    const t = params.table ?? table;
    if (typeof t !== 'string' || !(t in SKIRMISH_TABLES))
      fail(['params', 'table'], `one of ${Object.keys(SKIRMISH_TABLES).join(', ')} (got ${show(t)})`);
    else table = t as SkirmishTableId;
    const cap = params.turnCap ?? turnCap;
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 1 || cap > MAX_TURN_CAP)
      fail(['params', 'turnCap'], `an integer from 1 to ${MAX_TURN_CAP} (got ${show(cap)})`);
    else turnCap = cap;
    const d = params.dollars ?? dollars;
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 10_000)
      fail(['params', 'dollars'], `an integer from 1 to 10000, each band's dollars (got ${show(d)})`);
    else dollars = d;
  }
  const sides = setup.sides ?? {};
  let a: SkirmishBandSetup | null = null;
  let b: SkirmishBandSetup | null = null;
  if (!isObject(sides)) fail(['sides'], 'a mapping with the two bands a and b');
  else {
    for (const k of Object.keys(sides))
      if (k !== 'a' && k !== 'b') fail(['sides', k], 'a skirmish has two bands, a and b');
    a = bandSetup(sides.a, ['sides', 'a'], dollars, fail);
    b = bandSetup(sides.b, ['sides', 'b'], dollars, fail);
  }
  if (a && b && (a.name === undefined) !== (b.name === undefined))
    fail(['sides', a.name === undefined ? 'a' : 'b', 'name'], 'a name for both bands or for neither');
  else if (a?.name !== undefined && a.name === b?.name)
    fail(['sides', 'b', 'name'], `a name other than a's (got ${show(a.name)})`);
  if (issues.length > 0 || !a || !b) return { issues };
  return { cell: { ruleset: 'fafdm', options, sides: { a, b }, params: { table, turnCap, dollars } } };
}

function bandSetup(
  given: JsonValue | undefined,
  path: (string | number)[],
  dollars: number,
  fail: Fail,
): SkirmishBandSetup | null {
  if (!isObject(given)) {
    fail(
      path,
      `a band: { name, band, roster, weapons, sideArms, dynamite, nitroglycerine, mounts, tactic } (got ${show(given)})`,
    );
    return null;
  }
  for (const k of Object.keys(given))
    if (!BAND_KEYS.includes(k)) fail([...path, k], `a band takes ${BAND_KEYS.join(', ')}`);
  const { name, band, roster, weapons = {}, dynamite = {}, mounts = {}, tactic = 'advance-and-fire' } = given;
  let ok = true;
  const bad = (p: string, expected: string): void => {
    fail([...path, p], expected);
    ok = false;
  };
  if (name !== undefined && (typeof name !== 'string' || !METRIC_NAME_WORD.test(name)))
    bad('name', `a word of letters and digits starting with a capital, e.g. Lawmen (got ${show(name)})`);
  if (typeof tactic !== 'string' || !(FAFDM_TACTIC_NAMES as readonly string[]).includes(tactic))
    bad('tactic', `one of ${FAFDM_TACTIC_NAMES.join(', ')} (got ${show(tactic)})`);
  if (typeof band !== 'string' || !(band in FAFDM_BANDS)) {
    bad('band', `one of ${Object.keys(FAFDM_BANDS).join(', ')} (got ${show(band)})`);
    return null;
  }
  const id = band as FafdmBandId;
  const counts: Record<string, number> = {};
  if (!isObject(roster)) bad('roster', `a mapping character: count (got ${show(roster)})`);
  else {
    for (const [k, v] of Object.entries(roster)) counts[k] = typeof v === 'number' ? v : NaN;
    for (const e of checkRoster(id, counts, dollars)) bad('roster', e);
    const total = Object.values(counts).reduce((s, n) => s + n, 0);
    if (ok && (total < 1 || total > MAX_BAND_FIGURES))
      bad('roster', `from 1 to ${MAX_BAND_FIGURES} figures (got ${total})`);
  }
  const guns: Record<string, FafdmGunId> = {};
  if (!isObject(weapons)) bad('weapons', `a mapping character: gun (got ${show(weapons)})`);
  else
    for (const [k, g] of Object.entries(weapons)) {
      if (!(k in counts))
        bad('weapons', `guns for characters of the roster (${Object.keys(counts).join(', ')}; got ${k})`);
      else if (typeof g !== 'string' || !(FAFDM_GUN_IDS as readonly string[]).includes(g))
        fail([...path, 'weapons', k], `one of ${FAFDM_GUN_IDS.join(', ')} (got ${show(g)})`);
      else if (g !== 'six-shot') guns[k] = g as FafdmGunId;
    }
  const sticks = readDynamite(dynamite, counts, [...path, 'dynamite'], fail);
  const arms = ok ? readBandArms(given, counts, guns, path, fail) : null;
  const saddles = readMounts(mounts, counts, id, [...path, 'mounts'], fail);
  if (!ok || sticks === null || arms === null || saddles === null) return null;
  const sorted = (o: Record<string, number>): Record<string, number> =>
    Object.fromEntries(
      Object.entries(o)
        .filter(([, n]) => n > 0)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return {
    ...(name === undefined ? {} : { name: name as string }),
    band: id,
    roster: sorted(counts),
    weapons: Object.fromEntries(Object.entries(guns).sort(([x], [y]) => (x < y ? -1 : 1))),
    ...(Object.keys(sticks).length === 0 ? {} : { dynamite: sorted(sticks) }),
    ...arms,
    ...(Object.keys(saddles).length === 0
      ? {}
      : { mounts: Object.fromEntries(Object.entries(saddles).sort(([x], [y]) => (x < y ? -1 : 1))) }),
    tactic: tactic as FafdmTacticName,
  };
}
