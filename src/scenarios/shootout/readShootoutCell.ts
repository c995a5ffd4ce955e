import { parseShootoutPolicy, SHOOTOUT_POLICY_NAMES } from '../../policies/shootout/parseShootoutPolicy.ts';
import { SKILL_IDS } from '../../rules/rwnn/figure/SkillCounts.ts';
import { CHARACTER_CLASSES, type CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';
import type { JsonObject, JsonValue, SetupIssue } from '../Scenario.ts';
import { readSetupHead } from '../readSetupHead.ts';
import type { ShootoutCell, ShootoutFigureEntry, ShootoutSide } from './ShootoutCell.ts';
import { SHOOTOUT_BLADES, SHOOTOUT_WEAPONS } from './ShootoutCell.ts';
import { shootoutTableSpec } from './shootoutTables.ts';
import { readDynamiteLoad } from './dynamite/readDynamiteLoad.ts';
import { readLoading } from './arms/readLoading.ts';
import { readLariat } from './lariat/readLariat.ts';
import { readTownParams, TOWN_PARAMS } from './town/TownParams.ts';
import { readHerdEntry, type HerdEntry } from './herd/HerdEntry.ts';
import { isJsonObject as isObject, showJson as show } from '../jsonValues.ts';
import { horselessEdition, readRiderFields, RIDER_FIELDS } from './horse/riderFields.ts';
import type { IndianOnlySkill } from './indian/IndianEntry.ts';
import {
  INDIAN_CLASS_NAMES,
  INDIAN_FIGURE_FIELDS,
  indianEquivalent,
  indianSkillAlias,
  isIndianOnlySkill,
  readIndianFigure,
} from './indian/readIndianFigure.ts';

const PARAMS = ['table', 'cardCap', 'placement', 'actionSets', 'herd', ...TOWN_PARAMS] as const;
const FIGURE_FIELDS = [
  'class',
  'weapon',
  'skills',
  'policy',
  'count',
  'at',
  'group',
  'leader',
  'blade',
  ...RIDER_FIELDS,
  'dynamite',
  'hidden',
  ...INDIAN_FIGURE_FIELDS,
  'loading',
  'lariat',
] as const;
/** A group's name: a short word of letters, digits and '-'. */
const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/;
/** 003's names for 000's skills (see skill-renames-1996). */
const SKILL_ALIASES: Readonly<Record<string, SkillId>> = { 'fast-draw': 'lightning-fast', nervous: 'jumpy' };
/** More figures than this in one game is a mistake, not a gunfight (and the fate deck would be unwieldy). */
export const MAX_FIGURES = 40;
export const DEFAULT_CARD_CAP = 400;

/**
 * Reads a shootout setup `{ ruleset, options, sides, params }` into its canonical cell, or every problem
 * found, each with its path in the file and what belongs there. `optionKeys` are the option keys allowed
 * (with their values).
 *
 * @example readShootoutCell({ sides: { earps: {...}, clantons: {...} }, params: { table: 'main-street' } }, options)
 */
export function readShootoutCell(
  setup: JsonObject,
  options: readonly { readonly key: string; readonly values: readonly string[] }[],
): { cell: ShootoutCell } | { issues: readonly SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const fail = (path: readonly (string | number)[], expected: string): void => {
    issues.push({ path, expected });
  };
  const head = readSetupHead(
    setup,
    {
      cast: 'sides',
      scenario: 'shootout',
      options,
      optionIs: 'a ruleset or shootout option',
      dropDefaults: false,
    },
    fail,
  );
  const opts = head.options;

  const params = setup.params ?? {};
  let table = 'main-street';
  let cardCap = DEFAULT_CARD_CAP;
  let placement: 'scenario' | 'fate-deck' = 'scenario';
  let actionSets = 1;
  let herd: HerdEntry | null = null;
  let areas: readonly string[] = [];
  let positions: readonly string[] = [];
  let size: readonly [number, number] = [0, 0];
  if (!isObject(params)) fail(['params'], `a mapping of ${PARAMS.join(', ')}`);
  else {
    for (const k of Object.keys(params))
      if (!(PARAMS as readonly string[]).includes(k))
        fail(['params', k], `not a shootout parameter; a shootout takes ${PARAMS.join(', ')}`);
    const t = params.table ?? table;
    const spec = typeof t === 'string' ? shootoutTableSpec(t) : null;
    if (typeof t !== 'string' || spec === null || 'error' in spec)
      fail(
        ['params', 'table'],
        spec && 'error' in spec ? spec.error : `a table name or file (got ${show(t)})`,
      );
    else {
      table = t;
      areas = Object.keys(spec.spec.areas ?? {});
      positions = Object.keys(spec.spec.positions ?? {});
      size = [spec.spec.size[0], spec.spec.size[1]];
    }
    const cap = params.cardCap ?? cardCap;
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 1 || cap > 100000)
      fail(
        ['params', 'cardCap'],
        `an integer from 1 to 100000, the cards after which it is a draw (got ${show(cap)})`,
      );
    else cardCap = cap;
    const pl = params.placement ?? placement;
    if (pl !== 'scenario' && pl !== 'fate-deck')
      fail(['params', 'placement'], `scenario or fate-deck (got ${show(pl)})`);
    else placement = pl;
    const sets = params.actionSets ?? actionSets;
    if (typeof sets !== 'number' || !Number.isInteger(sets) || sets < 0 || sets > 10)
      fail(['params', 'actionSets'], `an integer from 0 to 10, sets of action cards (got ${show(sets)})`);
    else actionSets = sets;
    if (params.herd !== undefined) herd = readHerdEntry(params.herd, size, fail);
  }

  const sides: { name: string; side: ShootoutSide }[] = [];
  const givenSides = setup.sides;
  let figureCount = 0;
  if (!isObject(givenSides) || Object.keys(givenSides).length !== 2)
    fail(['sides'], 'a mapping of the two sides, each { area, figures }');
  else
    for (const [name, given] of Object.entries(givenSides)) {
      const side = readSide(given, ['sides', name], areas, positions, size, fail);
      if (side) {
        sides.push({ name, side });
        for (const f of Object.values(side.figures)) figureCount += f.count;
      }
    }
  const horseless = horselessEdition(
    head.ruleset,
    sides.flatMap(({ name, side }) =>
      Object.entries(side.figures)
        .filter(([, f]) => f.rider !== undefined)
        .map(([figure]) => ['sides', name, 'figures', figure, 'rider']),
    ),
  );
  if (horseless) fail(horseless.path, horseless.expected);
  if (figureCount > MAX_FIGURES)
    fail(['sides'], `at most ${MAX_FIGURES} figures in all (got ${figureCount})`);
  const grouped = sides.some(({ side }) => Object.values(side.figures).some((f) => f.group !== null));
  if (grouped && placement !== 'scenario')
    fail(
      ['params', 'placement'],
      'scenario when figures are in groups (groups are organised before the cards are turned)',
    );
  // The names as the file gives them, so that a side refused for another field is still named here.
  const names = isObject(givenSides) ? Object.keys(givenSides) : sides.map((s) => s.name);
  const town = isObject(params) ? readTownParams(params, size, names, fail) : null;
  if (issues.length > 0) return { issues };
  return {
    cell: {
      ruleset: head.ruleset,
      options: opts,
      sides,
      params: {
        table,
        cardCap,
        placement,
        actionSets,
        ...(herd !== null ? { herd } : {}),
        ...(town !== null ? { town } : {}),
      },
    },
  };
}

function readSide(
  given: JsonValue | undefined,
  path: readonly (string | number)[],
  areas: readonly string[],
  positions: readonly string[],
  size: readonly [number, number],
  fail: (path: readonly (string | number)[], expected: string) => void,
): ShootoutSide | null {
  if (!isObject(given)) {
    fail(path, 'a side: { area, figures }');
    return null;
  }
  let ok = true;
  for (const k of Object.keys(given))
    if (k !== 'area' && k !== 'figures') {
      fail([...path, k], 'not a side setting; a side takes area and figures');
      ok = false;
    }
  const area = given.area ?? null;
  if (area !== null && (typeof area !== 'string' || !areas.includes(area))) {
    fail(
      [...path, 'area'],
      `one of the table's start areas: ${areas.join(', ') || 'none'} (got ${show(area)})`,
    );
    ok = false;
  }
  const figures: Record<string, ShootoutFigureEntry> = {};
  const givenFigures = given.figures;
  if (!isObject(givenFigures) || Object.keys(givenFigures).length === 0) {
    fail([...path, 'figures'], 'a mapping of figure names to figures');
    return null;
  }
  for (const [name, f] of Object.entries(givenFigures)) {
    const entry = readFigure(f, [...path, 'figures', name], positions, size, fail);
    if (!entry) ok = false;
    else {
      if (entry.at === null && area === null) {
        fail(
          [...path, 'figures', name, 'at'],
          'a place ([x, y] or a named position) when the side has no area',
        );
        ok = false;
      }
      figures[name] = entry;
    }
  }
  // 000 GROUP MOVEMENT: "Each group has a leader": exactly one figure of each group says leader: true.
  const leaders = new Map<string, string[]>();
  for (const [name, entry] of Object.entries(figures))
    if (entry.group !== null) {
      const named = leaders.get(entry.group) ?? [];
      if (entry.leader) named.push(name);
      leaders.set(entry.group, named);
    }
  for (const [group, named] of leaders) {
    const first = Object.keys(figures).find((n) => figures[n]!.group === group)!;
    if (named.length === 0) {
      fail(
        [...path, 'figures', first, 'group'],
        `a group with a leader: one figure of group "${group}" needs leader: true`,
      );
      ok = false;
    } else if (named.length > 1) {
      fail(
        [...path, 'figures', named[1]!, 'leader'],
        `one leader per group: "${group}" is led by ${named[0]} already`,
      );
      ok = false;
    }
  }
  return ok ? { area: area as string | null, figures } : null;
}

function readFigure(
  given: JsonValue | undefined,
  path: readonly (string | number)[],
  positions: readonly string[],
  size: readonly [number, number],
  fail: (path: readonly (string | number)[], expected: string) => void,
): ShootoutFigureEntry | null {
  const fields: JsonObject | null =
    typeof given === 'string' ? { class: given } : isObject(given) ? given : null;
  if (!fields) {
    fail(
      path,
      'a figure: a class, or { class, weapon, skills, policy, count, at, group, leader, blade, dynamite, loading, hidden, rider, mounted, plainsIndian }',
    );
    return null;
  }
  let ok = true;
  const bad = (field: string, expected: string): void => {
    fail([...path, field], expected);
    ok = false;
  };
  for (const k of Object.keys(fields))
    if (!(FIGURE_FIELDS as readonly string[]).includes(k))
      bad(k, `not a figure field; a figure takes ${FIGURE_FIELDS.join(', ')}`);
  const cls = fields.class ?? 'gunman';
  // An Indian class (000 INDIANS) plays as its gunfighter equivalent; the Indian fields say the rest.
  const indianClass = indianEquivalent(cls) !== null;
  if (typeof cls !== 'string' || (!(CHARACTER_CLASSES as readonly string[]).includes(cls) && !indianClass))
    bad('class', `one of ${[...CHARACTER_CLASSES, ...INDIAN_CLASS_NAMES].join(', ')} (got ${show(cls)})`);
  const weaponGiven = fields.weapon ?? 'pistol';
  const weapon = weaponGiven === 'six-shooter' ? 'pistol' : weaponGiven;
  if (typeof weapon !== 'string' || !(weapon in SHOOTOUT_WEAPONS))
    bad('weapon', `one of ${Object.keys(SHOOTOUT_WEAPONS).join(', ')} (got ${show(weaponGiven)})`);
  const skills: SkillId[] = [];
  const indianSkills: IndianOnlySkill[] = [];
  const givenSkills = fields.skills ?? [];
  if (!Array.isArray(givenSkills)) bad('skills', 'a list of skills');
  else
    givenSkills.forEach((s: JsonValue, i: number) => {
      if (isIndianOnlySkill(s)) {
        indianSkills.push(s);
        return;
      }
      const id =
        typeof s === 'string' ? (SKILL_ALIASES[s] ?? (indianClass ? indianSkillAlias(s) : null) ?? s) : null;
      if (id === null || !(SKILL_IDS as readonly string[]).includes(id)) {
        fail([...path, 'skills', i], `a skill (see \`triggernometry list skills\`) (got ${show(s)})`);
        ok = false;
      } else skills.push(id as SkillId);
    });
  const policyGiven = fields.policy ?? (cls === 'citizen' ? 'coward' : 'gunfighter');
  let policy = '';
  if (typeof policyGiven !== 'string') bad('policy', `a tactic: ${SHOOTOUT_POLICY_NAMES.join(', ')}`);
  else {
    const p = parseShootoutPolicy(policyGiven);
    if (typeof p === 'string') bad('policy', p);
    else policy = policyGiven;
  }
  const count = fields.count ?? 1;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_FIGURES)
    bad('count', `an integer from 1 to ${MAX_FIGURES} (got ${show(count)})`);
  const at = fields.at ?? null;
  let place: readonly [number, number] | string | null = null;
  if (typeof at === 'string') {
    if (!positions.includes(at))
      bad(
        'at',
        `one of the table's positions: ${positions.join(', ') || 'none'}, or [x, y] (got ${show(at)})`,
      );
    else place = at;
  } else if (Array.isArray(at)) {
    const [x, y] = at as readonly JsonValue[];
    if (
      at.length !== 2 ||
      typeof x !== 'number' ||
      typeof y !== 'number' ||
      x < 0 ||
      y < 0 ||
      x > size[0] ||
      y > size[1]
    )
      bad('at', `[x, y] inches within the table's ${size[0]} x ${size[1]} (got ${show(at)})`);
    else place = [x, y];
  } else if (at !== null) bad('at', `[x, y] or a named position (got ${show(at)})`);
  const group = fields.group ?? null;
  if (group !== null && (typeof group !== 'string' || !GROUP_NAME.test(group)))
    bad('group', `a group name of up to 32 letters, digits and '-' (got ${show(group)})`);
  const leader = fields.leader ?? false;
  if (typeof leader !== 'boolean') bad('leader', `true or false (got ${show(leader)})`);
  else if (leader && group === null) bad('leader', 'leader: true only with a group (the group he leads)');
  else if (leader && count !== 1)
    bad('leader', `one figure: a leader's entry has count 1 (got ${show(count)})`);
  const blade = fields.blade ?? null;
  if (blade !== null && (typeof blade !== 'string' || !Object.hasOwn(SHOOTOUT_BLADES, blade)))
    bad('blade', `one of ${Object.keys(SHOOTOUT_BLADES).join(', ')} (got ${show(blade)})`);
  const horse = readRiderFields(fields, bad);
  const dynamite = readDynamiteLoad(fields.dynamite ?? null, bad);
  const hidden = fields.hidden ?? false;
  if (typeof hidden !== 'boolean') bad('hidden', `true or false (got ${show(hidden)})`);
  const indian = readIndianFigure(fields, indianSkills, bad);
  const muzzle = readLoading(fields.loading ?? null, weaponGiven, bad);
  const lariat = readLariat(fields.lariat ?? null, weaponGiven, bad);
  if (!ok) return null;
  return {
    ...(lariat ? { lariat: true } : {}),
    ...(hidden === true ? { hidden: true } : {}),
    ...(indian !== null ? { indian: indian.indian } : {}),
    class: indian !== null ? indian.cls : (cls as CharacterClass),
    weapon: weapon as string,
    skills,
    policy,
    count: count as number,
    at: place,
    group: group as string | null,
    leader: leader as boolean,
    blade: blade as string | null,
    ...horse,
    dynamite,
    ...(muzzle ? { loading: 'muzzle' as const } : {}),
  };
}
