import type { FafdmGunId } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { FAFDM_GUN_IDS } from '../../rules/fafdm/tables/fafdmGuns.ts';
import { FAFDM_CHARACTER_IDS, fafdmCharacter } from '../../rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_DUEL_OPTIONS } from '../../rules/fafdm/FafdmReadings.ts';
import { FAFDM_POLICY_NAMES, type FafdmPolicyName } from '../../policies/fafdm/FafdmPolicy.ts';
import type { JsonObject, JsonValue, SetupIssue } from '../Scenario.ts';
import { isJsonObject as isObject, showJson as show } from '../jsonValues.ts';
import { METRIC_NAME_WORD } from '../metricsOfSetup.ts';
import { readFafdmOptions } from '../readFafdmOptions.ts';

/**
 * One duellist: a character of a band's list (`band/character`), his gun and his policy, and optionally a
 * name (a word, e.g. `Guard`) that names him in the story and his side's metric (`pGuardWins`).
 */
export interface FafdmDuellist {
  readonly name?: string;
  readonly character: string;
  readonly weapon: FafdmGunId;
  readonly policy: FafdmPolicyName;
}

/** A checked FAFDM duel setup. */
export interface FafdmDuelCell {
  readonly ruleset: 'fafdm';
  readonly options: Readonly<Record<string, string>>;
  readonly figures: { readonly a: FafdmDuellist; readonly b: FafdmDuellist };
  readonly params: { readonly range: number; readonly turnCap: number };
}

/** 001 Tab.7: the longest maximum range of a gun (the hunting rifle's 34U). */
export const MAX_RANGE_U = 34;
export const DEFAULT_TURN_CAP = 100;
const MAX_TURN_CAP = 1000;
const PARAMS = ['range', 'turnCap'];

/**
 * Reads a FAFDM duel setup `{ ruleset, options, figures: { a, b }, params: { range, turnCap } }`, a figure
 * being `band/character[,weapon[,policy]]` or `{ character, weapon, policy }`, and collects every problem with its path.
 *
 * @example readFafdmDuelCell({ figures: { a: 'lawmen/guard', b: 'outlaws/bandit' }, params: { range: 8 } })
 */
export function readFafdmDuelCell(setup: JsonObject): { cell: FafdmDuelCell } | { issues: SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const fail = (path: (string | number)[], expected: string): void => {
    issues.push({ path, expected });
  };
  for (const k of Object.keys(setup))
    if (!['ruleset', 'options', 'figures', 'params'].includes(k))
      fail([k], 'not a fafdm-duel setting; it takes ruleset, options, figures and params');
  const ruleset = setup.ruleset ?? 'fafdm';
  if (ruleset !== 'fafdm') fail(['ruleset'], `fafdm (got ${show(ruleset)})`);
  const options = readFafdmOptions(setup.options ?? {}, FAFDM_DUEL_OPTIONS, issues);
  const figures = setup.figures ?? {};
  let a: FafdmDuellist | null = null;
  let b: FafdmDuellist | null = null;
  if (!isObject(figures)) fail(['figures'], 'a mapping with the two duellists a and b');
  else {
    for (const k of Object.keys(figures))
      if (k !== 'a' && k !== 'b') fail(['figures', k], 'a duel has two figures, a and b');
    a = duellist(figures.a, ['figures', 'a'], fail);
    b = duellist(figures.b, ['figures', 'b'], fail);
  }
  const params = setup.params ?? {};
  let range: number | null = null;
  let turnCap = DEFAULT_TURN_CAP;
  if (!isObject(params)) fail(['params'], 'a mapping with range');
  else {
    for (const k of Object.keys(params))
      if (!PARAMS.includes(k))
        fail(['params', k], `not a fafdm-duel parameter; it takes ${PARAMS.join(', ')}`);
    const r = params.range;
    if (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > MAX_RANGE_U)
      fail(
        ['params', 'range'],
        `an integer from 1 to ${MAX_RANGE_U}, the U between the duellists (got ${show(r)})`,
      );
    else range = r;
    const cap = params.turnCap ?? DEFAULT_TURN_CAP;
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 1 || cap > MAX_TURN_CAP)
      fail(['params', 'turnCap'], `an integer from 1 to ${MAX_TURN_CAP} (got ${show(cap)})`);
    else turnCap = cap;
  }
  if (a && b && (a.name === undefined) !== (b.name === undefined))
    fail(['figures', a.name === undefined ? 'a' : 'b', 'name'], 'a name for both duellists or for neither');
  else if (a?.name !== undefined && a.name === b?.name)
    fail(['figures', 'b', 'name'], `a name other than a's (got ${show(a.name)})`);
  if (issues.length > 0 || !a || !b || range === null) return { issues };
  return { cell: { ruleset: 'fafdm', options, figures: { a, b }, params: { range, turnCap } } };
}

function duellist(
  given: JsonValue | undefined,
  path: (string | number)[],
  fail: (path: (string | number)[], expected: string) => void,
): FafdmDuellist | null {
  let name: JsonValue | undefined;
  let character: JsonValue | undefined;
  let weapon: JsonValue | undefined;
  let policy: JsonValue | undefined;
  if (typeof given === 'string') [character, weapon, policy] = given.split(',');
  else if (isObject(given)) {
    for (const k of Object.keys(given))
      if (!['name', 'character', 'weapon', 'policy'].includes(k))
        fail([...path, k], 'a duellist takes name, character, weapon and policy');
    ({ name, character, weapon, policy } = given);
  } else {
    fail(
      path,
      `a duellist: band/character[,weapon[,policy]] or { character, weapon, policy } (got ${show(given)})`,
    );
    return null;
  }
  weapon ??= 'six-shot';
  policy ??= 'stand-and-fire';
  let ok = true;
  if (name !== undefined && (typeof name !== 'string' || !METRIC_NAME_WORD.test(name))) {
    fail(
      [...path, 'name'],
      `a word of letters and digits starting with a capital, e.g. Guard (got ${show(name)})`,
    );
    ok = false;
  }
  if (typeof policy !== 'string' || !(FAFDM_POLICY_NAMES as readonly string[]).includes(policy)) {
    fail([...path, 'policy'], `one of ${FAFDM_POLICY_NAMES.join(', ')} (got ${show(policy)})`);
    ok = false;
  }
  if (typeof character !== 'string' || !fafdmCharacter(character)) {
    fail(
      [...path, 'character'],
      `a character as band/character, e.g. ${FAFDM_CHARACTER_IDS.slice(0, 3).join(', ')} (see \`triggernometry list classes\`; got ${show(character)})`,
    );
    ok = false;
  }
  if (typeof weapon !== 'string' || !(FAFDM_GUN_IDS as readonly string[]).includes(weapon)) {
    fail([...path, 'weapon'], `one of ${FAFDM_GUN_IDS.join(', ')} (got ${show(weapon)})`);
    ok = false;
  }
  return ok
    ? {
        ...(name === undefined ? {} : { name: name as string }),
        character: character as string,
        weapon: weapon as FafdmGunId,
        policy: policy as FafdmPolicyName,
      }
    : null;
}
