import { SKILL_IDS } from '../../rules/rwnn/figure/SkillCounts.ts';
import { CHARACTER_CLASSES, type CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';
import type { RiderClass } from '../../rules/rwnn/tables/RiderClass.ts';
import { RIDER_CLASS_NAMES } from '../shootout/horse/riderFields.ts';
import type { ReadingOption } from '../../odds/OddsMechanic.ts';
import { FENCE_KINDS, type FenceKind } from '../../rules/rwnn/stampede/fenceCheck.ts';
import { STAMPEDE_THINGS, type StampedeThing } from '../../rules/rwnn/stampede/thingInStampede.ts';
import type { TableThing } from './HerdThings.ts';
import { readHerdBuildings } from './readHerdBuildings.ts';
import type { JsonObject, JsonValue, SetupIssue } from '../Scenario.ts';
import { readSetupHead } from '../readSetupHead.ts';
import {
  ANIMAL_BASE,
  STAMPEDE_TACTICS,
  type StampedeCell,
  type StampedeMan,
  type StampedeParams,
  type StampedeTactic,
} from './StampedeCell.ts';
import { isJsonObject as isObject, showJson as show } from '../jsonValues.ts';

const FIGURE_FIELDS = ['class', 'skills', 'at', 'policy', 'cowboy', 'leaves', 'rider'];
const PARAMS = [
  'animals',
  'columns',
  'gunfire',
  'turns',
  'fence',
  'fenceKind',
  'drive',
  'things',
  'buildings',
];
const MOST_THINGS = 20;
/** "A herd is defined as more than 4 animal figures on the table" (000 "Stampede Prerequisites"). */
const LEAST_ANIMALS = 5;
const MOST_ANIMALS = 200;
const MOST_MEN = 20;
const MOST_TURNS = 20;
/** Gunfire farther than this is never checked ("12” or greater, don’t bother"): room to spare for sweeps. */
const MOST_GUNFIRE = 48;
/** How far from the herd's lead animal a man may stand, in inches. */
const MOST_INCHES = 72;
/** A cowboy's class of rider when his file gives none: a man who works cattle from the saddle. */
export const COWBOY_RIDER: RiderClass = 'good';
export const STAMPEDE_DEFAULTS = { animals: 12, columns: 4, turns: 4 } as const;

const isInt = (v: JsonValue | undefined, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/**
 * Reads a stampede setup `{ ruleset, options, figures, params }` into its canonical cell, or every problem
 * found, each with its path and what belongs there. Figures are men on foot by name, `{ class, skills, at:
 * [x, y], policy }`, `at` in inches from the herd's lead animal (x to its right, y ahead of it), every man
 * more than 1" from the herd as it stands; `params` are `animals` (more than 4), `columns`, `gunfire` (inches
 * from the gunfire behind the herd to its nearest animal) and `turns`.
 *
 * @example readStampedeCell({ figures: { ames: { class: 'gunman', at: [0, 6] } }, params: { gunfire: 9 } }, options)
 */
export function readStampedeCell(
  setup: JsonObject,
  options: readonly ReadingOption[],
): { cell: StampedeCell } | { issues: readonly SetupIssue[] } {
  const issues: SetupIssue[] = [];
  const fail = (path: readonly (string | number)[], expected: string): void => {
    issues.push({ path, expected });
  };
  const head = readSetupHead(
    setup,
    { cast: 'figures', scenario: 'stampede', options, optionIs: 'a stampede option', dropDefaults: true },
    fail,
  );

  const params = readParams(setup.params ?? {}, fail);
  const men: StampedeMan[] = [];
  const figures = setup.figures ?? {};
  if (!isObject(figures)) fail(['figures'], 'a mapping of men on foot by name');
  else {
    const names = Object.keys(figures);
    if (names.length > MOST_MEN) fail(['figures'], `at most ${MOST_MEN} men (got ${names.length})`);
    for (const name of names) {
      const man = readMan(name, figures[name], params, fail);
      if (man) men.push(man);
    }
  }
  if (params)
    for (const m of men)
      for (const b of params.buildings)
        if (Math.abs(m.x - b.x) <= b.width / 2 && Math.abs(m.y - b.y) <= b.depth / 2)
          fail(['figures', m.name, 'at'], `a place outside every building (got [${m.x}, ${m.y}])`);
  if (issues.length > 0 || params === null) return { issues };
  return { cell: { ruleset: head.ruleset, options: head.options, men, params } };
}

function readParams(
  p: JsonValue,
  fail: (path: readonly (string | number)[], expected: string) => void,
): StampedeParams | null {
  if (!isObject(p)) {
    fail(['params'], `a mapping of ${PARAMS.join(', ')}`);
    return null;
  }
  let ok = true;
  for (const k of Object.keys(p))
    if (!PARAMS.includes(k)) {
      fail(['params', k], `not a stampede parameter; a stampede takes ${PARAMS.join(', ')}`);
      ok = false;
    }
  const animals = p.animals ?? STAMPEDE_DEFAULTS.animals;
  if (!isInt(animals, LEAST_ANIMALS, MOST_ANIMALS)) {
    fail(
      ['params', 'animals'],
      `a whole number from ${LEAST_ANIMALS} to ${MOST_ANIMALS}: a herd is more than 4 animals (got ${show(animals)})`,
    );
    ok = false;
  }
  const columns =
    p.columns ?? Math.min(STAMPEDE_DEFAULTS.columns, isInt(animals, 1, MOST_ANIMALS) ? animals : 1);
  if (!isInt(columns, 1, isInt(animals, 1, MOST_ANIMALS) ? animals : MOST_ANIMALS)) {
    fail(['params', 'columns'], `a whole number from 1 to the number of animals (got ${show(columns)})`);
    ok = false;
  }
  const gunfire = p.gunfire ?? null;
  if (
    gunfire !== null &&
    (typeof gunfire !== 'number' || !Number.isFinite(gunfire) || gunfire < 0 || gunfire > MOST_GUNFIRE)
  ) {
    fail(
      ['params', 'gunfire'],
      `inches from 0 to ${MOST_GUNFIRE} from the gunfire to the nearest animal, or left out for none (got ${show(gunfire)})`,
    );
    ok = false;
  }
  const drive = p.drive ?? false;
  if (typeof drive !== 'boolean') {
    fail(['params', 'drive'], `true (the herd starts as a Cattle Drive) or false (got ${show(drive)})`);
    ok = false;
  }
  const turns = p.turns ?? STAMPEDE_DEFAULTS.turns;
  if (!isInt(turns, 1, MOST_TURNS)) {
    fail(['params', 'turns'], `a whole number of turns from 1 to ${MOST_TURNS} (got ${show(turns)})`);
    ok = false;
  }
  const fence = p.fence ?? null;
  if (
    fence !== null &&
    (typeof fence !== 'number' || !Number.isFinite(fence) || fence <= 1 || fence > MOST_INCHES)
  ) {
    fail(
      ['params', 'fence'],
      `inches ahead of the lead animal, more than 1 and at most ${MOST_INCHES} (got ${show(fence)})`,
    );
    ok = false;
  }
  const fenceKind = p.fenceKind ?? 'wooden-fence';
  if (typeof fenceKind !== 'string' || !(FENCE_KINDS as readonly string[]).includes(fenceKind)) {
    fail(['params', 'fenceKind'], `one of ${FENCE_KINDS.join(', ')} (got ${show(fenceKind)})`);
    ok = false;
  } else if (fence === null && p.fenceKind !== undefined) {
    fail(
      ['params', 'fenceKind'],
      'a fence kind needs a fence: params.fence, its inches ahead of the lead animal',
    );
    ok = false;
  }
  const things = readThings(p.things ?? [], fail);
  if (things === null) ok = false;
  const buildings = readBuildings(p.buildings ?? [], animals, columns, fail);
  if (buildings === null) ok = false;
  return ok
    ? {
        things: things!,
        buildings: buildings!,
        animals: animals as number,
        columns: columns as number,
        gunfire: gunfire as number | null,
        drive: drive as boolean,
        turns: turns as number,
        fence: fence as number | null,
        fenceKind: fenceKind as FenceKind,
      }
    : null;
}

/** `params.buildings`, clear of the herd as it stands and as it may re-form about its middle. */
function readBuildings(
  v: JsonValue,
  animals: JsonValue,
  columns: JsonValue,
  fail: (path: readonly (string | number)[], expected: string) => void,
): ReturnType<typeof readHerdBuildings> {
  const a = isInt(animals, 1, MOST_ANIMALS) ? animals : STAMPEDE_DEFAULTS.animals;
  const c = isInt(columns, 1, a) ? columns : 1;
  const width = c * ANIMAL_BASE.width;
  const depth = Math.ceil(a / c) * ANIMAL_BASE.depth;
  return readHerdBuildings(v, -depth / 2, Math.sqrt(width * width + depth * depth) / 2, fail);
}

/** `params.things`: a list of `{ kind, at: [x, y] }`, a wagon, a stage coach or a small loose object. */
function readThings(
  v: JsonValue,
  fail: (path: readonly (string | number)[], expected: string) => void,
): TableThing[] | null {
  const expected = `a list of at most ${MOST_THINGS} { kind: ${STAMPEDE_THINGS.join(' | ')}, at: [x, y] }`;
  if (!Array.isArray(v) || v.length > MOST_THINGS) {
    fail(['params', 'things'], `${expected} (got ${show(v)})`);
    return null;
  }
  const out: TableThing[] = [];
  (v as readonly JsonValue[]).forEach((t, k) => {
    const at: JsonValue | undefined = isObject(t) ? t.at : undefined;
    const xy: readonly JsonValue[] = Array.isArray(at) ? (at as readonly JsonValue[]) : [];
    const inches = (n: JsonValue | undefined): n is number =>
      typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= MOST_INCHES;
    const kind = isObject(t) ? t.kind : undefined;
    const extra = isObject(t) ? Object.keys(t).filter((f) => f !== 'kind' && f !== 'at') : [];
    if (
      !isObject(t) ||
      typeof kind !== 'string' ||
      !(STAMPEDE_THINGS as readonly string[]).includes(kind) ||
      xy.length !== 2 ||
      !inches(xy[0]) ||
      !inches(xy[1]) ||
      extra.length > 0
    ) {
      fail(
        ['params', 'things', k],
        `{ kind: ${STAMPEDE_THINGS.join(' | ')}, at: [x, y] }, x and y inches within ±${MOST_INCHES} of the lead animal (got ${show(t)})`,
      );
      return;
    }
    out.push({ kind: kind as StampedeThing, x: xy[0], y: xy[1] });
  });
  return out.length === v.length ? out : null;
}

function readMan(
  name: string,
  v: JsonValue | undefined,
  params: StampedeParams | null,
  fail: (path: readonly (string | number)[], expected: string) => void,
): StampedeMan | null {
  const at = ['figures', name];
  if (!isObject(v)) {
    fail(at, 'a man on foot: { class, skills, at: [x, y], policy }');
    return null;
  }
  let ok = true;
  for (const k of Object.keys(v))
    if (!FIGURE_FIELDS.includes(k)) {
      fail([...at, k], `not a field of a man on foot; one of ${FIGURE_FIELDS.join(', ')}`);
      ok = false;
    }
  const cls = v.class;
  if (typeof cls !== 'string' || !(CHARACTER_CLASSES as readonly string[]).includes(cls)) {
    fail([...at, 'class'], `one of ${CHARACTER_CLASSES.join(', ')} (got ${show(cls)})`);
    ok = false;
  }
  const skills = v.skills ?? [];
  if (
    !Array.isArray(skills) ||
    !skills.every((s) => typeof s === 'string' && (SKILL_IDS as readonly string[]).includes(s))
  ) {
    fail([...at, 'skills'], `a list of skills (see \`triggernometry list skills\`) (got ${show(skills)})`);
    ok = false;
  }
  const tactic = v.policy ?? 'hold';
  if (typeof tactic !== 'string' || !(STAMPEDE_TACTICS as readonly string[]).includes(tactic)) {
    fail([...at, 'policy'], `one of ${STAMPEDE_TACTICS.join(', ')} (got ${show(tactic)})`);
    ok = false;
  }
  const pos: JsonValue | undefined = v.at;
  const inches = (n: JsonValue | undefined): boolean =>
    typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= MOST_INCHES;
  const xy: readonly JsonValue[] = Array.isArray(pos) ? (pos as readonly JsonValue[]) : [];
  if (xy.length !== 2 || !inches(xy[0]) || !inches(xy[1])) {
    fail(
      [...at, 'at'],
      `[x, y]: inches right of and ahead of the lead animal, each within ±${MOST_INCHES} (got ${show(pos)})`,
    );
    return null;
  }
  const x = xy[0] as number;
  const y = xy[1] as number;
  if (params) {
    const width = params.columns * ANIMAL_BASE.width;
    const depth = Math.ceil(params.animals / params.columns) * ANIMAL_BASE.depth;
    if (Math.abs(x) <= width / 2 + 1 && y <= 1 && y >= -depth - 1) {
      fail(
        [...at, 'at'],
        `a place more than 1" from the herd, which stands ${width}" wide from x ${-width / 2} to ${width / 2} and ${depth}" deep behind y 0 (got ${show(pos)})`,
      );
      ok = false;
    }
  }
  const cowboy = v.cowboy ?? false;
  if (typeof cowboy !== 'boolean') {
    fail([...at, 'cowboy'], `true (a cowboy of the Cattle Drive) or false (got ${show(cowboy)})`);
    ok = false;
  } else if (cowboy && params && !params.drive) {
    fail([...at, 'cowboy'], 'a cowboy rides with a Cattle Drive: params.drive must be true');
    ok = false;
  }
  const leaves = v.leaves ?? null;
  const lastTurn = params?.turns ?? MOST_TURNS;
  if (leaves !== null && (cowboy !== true || !isInt(leaves, 1, lastTurn))) {
    fail(
      [...at, 'leaves'],
      `the turn, 1 to ${lastTurn}, at whose start a cowboy (cowboy: true) leaves the drive (got ${show(leaves)})`,
    );
    ok = false;
  }
  const rider = v.rider ?? (cowboy === true ? COWBOY_RIDER : null);
  if (
    rider !== null &&
    (typeof rider !== 'string' || !(RIDER_CLASS_NAMES as readonly string[]).includes(rider))
  ) {
    fail(
      [...at, 'rider'],
      `one of ${RIDER_CLASS_NAMES.join(', ')}: he is on horseback, of that class of rider (got ${show(rider)})`,
    );
    ok = false;
  }
  if (!ok) return null;
  return {
    rider: rider as RiderClass | null,
    cowboy: cowboy as boolean,
    leaves: leaves as number | null,
    name,
    cls: cls as CharacterClass,
    skills: [...(skills as SkillId[])].sort(),
    x,
    y,
    tactic: tactic as StampedeTactic,
  };
}
