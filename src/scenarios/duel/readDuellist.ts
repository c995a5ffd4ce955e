import { APPROACH_POLICY_NAMES, parseApproachPolicy } from '../../policies/duel/parseApproachPolicy.ts';
import { DUEL_POLICY_NAMES, parseDuelPolicy } from '../../policies/duel/parseDuelPolicy.ts';
import { gainOrderMatters } from '../../rules/rwnn/figure/gainOrderMatters.ts';
import { CHARACTER_CLASSES, type CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { JsonValue } from '../Scenario.ts';
import type { DuelFigure } from './DuelFigure.ts';
import { DUEL_SKILLS, type DuelSkill } from './Duellist.ts';
import { DUEL_WEAPONS, duelWeapon, type DuelWeapon } from './duelWeapons.ts';
import { policyData, policyText, type PolicyData } from './PolicyData.ts';
import { isJsonObject as isObject } from '../jsonValues.ts';

const FIELDS = ['class', 'weapon', 'skills', 'policy', 'approach', 'extraDice'] as const;
type Field = (typeof FIELDS)[number];
/** The text form's `key=` parts, by the field each sets; a part without a key is the weapon. */
const KEYED: readonly Field[] = ['skills', 'policy', 'approach', 'extraDice'];
/** 003's names for 000's skills (see skill-renames-1996). */
const SKILL_ALIASES: Readonly<Record<string, DuelSkill>> = {
  'fast-draw': 'lightning-fast',
  nervous: 'jumpy',
};
const WEAPON_LIST = Object.keys(DUEL_WEAPONS).join(' or ');
const TEXT_FORM = 'class[,six-shooter|two-pistols][,skills=a+b][,policy=p][,approach=q][,extraDice=n]';
/** The handicap's reach: a few dice either way is all a balance study asks. */
const EXTRA_DICE = { min: -6, max: 12 } as const;

/**
 * A problem with a duellist: where inside it (`['skills', 1]`; empty for the whole duellist), what part of
 * it that is in words (`skill`), what was found there, what belongs there with what is allowed, and, when a
 * policy parser explains it, its own account. Each caller words it for its readers: the `duel` command as
 * one line after its flag, an experiment as a path into the file.
 *
 * @example { path: ['skills', 1], part: 'skill', got: 'flying', expected: 'a skill a duel uses: crack-shot, ...' }
 */
export interface DuellistIssue {
  readonly path: readonly (string | number)[];
  readonly part: string;
  readonly got: JsonValue | undefined;
  readonly expected: string;
  readonly reason?: string;
}

/** A duellist read: its canonical form, or every problem found. */
export type DuellistReading = { readonly figure: DuelFigure } | { readonly issues: readonly DuellistIssue[] };

/**
 * Reads a duellist, written as the text `class[,weapon][,skills=a+b][,policy=p][,approach=q]` (the `duel`
 * command's `--a` and `--b`, and a figure in an experiment file) or as the mapping `{ class, weapon, skills,
 * policy, approach }`; a duellist left out (undefined) is a plain Gunman. Defaults: gunman, six-shooter,
 * no skills, `deliberate`, `draw-at-once`. Skills are gained in the order written, so 000's "Removes X"
 * applies (Slow then Swift leaves neither); a skill given twice is a double skill; 003's names (`fast-draw`,
 * `nervous`) and `pistol` for the six-shooter are read as the canonical names. Every problem is reported,
 * not only the first.
 *
 * @example readDuellist('legend,skills=quick-shot+quick-shot,policy=blaze') // { figure: { class: 'legend', ... } }
 */
export function readDuellist(given: JsonValue | undefined): DuellistReading {
  const issues: DuellistIssue[] = [];
  const fields = fieldsOf(given, issues);
  if (!fields) return { issues };
  const cls = fields.class ?? 'gunman';
  if (typeof cls !== 'string' || !(CHARACTER_CLASSES as readonly string[]).includes(cls))
    issues.push({
      path: ['class'],
      part: 'class',
      got: cls,
      expected: `one of ${CHARACTER_CLASSES.join(', ')}`,
    });
  const weapon = readWeapon(fields.weapon, typeof given === 'string', issues);
  const skills = readSkills(fields.skills ?? [], issues);
  const policy = readPolicy(fields.policy ?? 'deliberate', issues);
  const approach = readApproach(fields.approach ?? 'draw-at-once', issues);
  const extraDice = readExtraDice(fields.extraDice ?? 0, issues);
  if (issues.length > 0 || !weapon || !skills || !policy || approach === null || extraDice === null)
    return { issues };
  const figure: DuelFigure = { class: cls as CharacterClass, weapon, skills, policy, approach };
  return { figure: extraDice === 0 ? figure : { ...figure, extraDice } };
}

/** The fields as given, from either form; null when the duellist is neither text nor a mapping. */
function fieldsOf(
  given: JsonValue | undefined,
  issues: DuellistIssue[],
): Partial<Record<Field, JsonValue>> | null {
  if (given === undefined) return {};
  if (isObject(given)) {
    for (const k of Object.keys(given))
      if (!(FIELDS as readonly string[]).includes(k))
        issues.push({ path: [k], part: 'field', got: k, expected: `a duellist field: ${FIELDS.join(', ')}` });
    return given;
  }
  if (typeof given !== 'string') {
    issues.push({
      path: [],
      part: 'duellist',
      got: given,
      expected: `a duellist: ${TEXT_FORM}, or { ${FIELDS.join(', ')} }`,
    });
    return null;
  }
  const [cls = '', ...parts] = given.split(',').map((p) => p.trim());
  const out: Partial<Record<Field, JsonValue>> = { class: cls };
  for (const part of parts) {
    const key = KEYED.find((k) => part.startsWith(`${k}=`));
    const field = key ?? 'weapon';
    const value = key ? part.slice(key.length + 1) : part;
    const before = out[field];
    if (before !== undefined)
      issues.push({
        path: [field],
        part: field,
        got: value,
        expected: `one ${field} part`,
        reason: `${field} is given twice (${JSON.stringify(before)}, then ${JSON.stringify(value)})`,
      });
    out[field] = field === 'skills' ? value.split('+').filter(Boolean) : value;
  }
  return out;
}

function readWeapon(
  given: JsonValue | undefined,
  asText: boolean,
  issues: DuellistIssue[],
): DuelWeapon | null {
  if (given === undefined) return 'six-shooter';
  const weapon = typeof given === 'string' ? duelWeapon(given) : null;
  if (weapon) return weapon;
  // In the text form a part without a key may have been meant as one of the other parts.
  issues.push({
    path: ['weapon'],
    part: asText ? 'part' : 'weapon',
    got: given,
    expected: asText
      ? `a duel weapon (${WEAPON_LIST}: a duel is fought with six-guns) or a skills=a+b, policy=p or approach=q part`
      : `a duel weapon: ${WEAPON_LIST}, as a duel is fought with six-guns`,
  });
  return null;
}

function readSkills(given: JsonValue, issues: DuellistIssue[]): DuelSkill[] | null {
  const list = typeof given === 'string' ? given.split('+').filter(Boolean) : given;
  if (!Array.isArray(list)) {
    issues.push({
      path: ['skills'],
      part: 'skills',
      got: given,
      expected: 'a list of skills, e.g. [deadeye, quick-shot]',
    });
    return null;
  }
  const skills: DuelSkill[] = [];
  let ok = true;
  list.forEach((s: JsonValue, i: number) => {
    const skill = typeof s === 'string' ? (SKILL_ALIASES[s] ?? s) : s;
    if (typeof skill === 'string' && (DUEL_SKILLS as readonly string[]).includes(skill))
      skills.push(skill as DuelSkill);
    else {
      issues.push({
        path: ['skills', i],
        part: 'skill',
        got: s,
        expected: `a skill a duel uses: ${DUEL_SKILLS.join(', ')}`,
      });
      ok = false;
    }
  });
  if (!ok) return null;
  // Where the order can change nothing, one order for all, so that equal figures have equal data.
  return gainOrderMatters(skills)
    ? skills
    : skills.sort((x, y) => DUEL_SKILLS.indexOf(x) - DUEL_SKILLS.indexOf(y));
}

function readPolicy(given: JsonValue, issues: DuellistIssue[]): PolicyData | null {
  const expected = `a policy: ${DUEL_POLICY_NAMES.join(', ')}`;
  let text: string;
  if (typeof given === 'string') text = given;
  else if (isObject(given) && typeof given.name === 'string') {
    for (const [k, v] of Object.entries(given))
      if (k !== 'name' && (typeof v !== 'number' || !Number.isInteger(v))) {
        issues.push({
          path: ['policy', k],
          part: `policy parameter ${k}`,
          got: v,
          expected: 'an integer policy parameter',
        });
        return null;
      }
    text = policyText(given as PolicyData);
  } else {
    issues.push({
      path: ['policy'],
      part: 'policy',
      got: given,
      expected: `${expected}, or { name, ...parameters }`,
    });
    return null;
  }
  const policy = parseDuelPolicy(text);
  if (typeof policy !== 'string') return policyData(policy);
  issues.push({ path: ['policy'], part: 'policy', got: given, expected, reason: policy });
  return null;
}

function readApproach(given: JsonValue, issues: DuellistIssue[]): string | null {
  const approach = typeof given === 'string' ? parseApproachPolicy(given) : null;
  if (approach !== null && typeof approach !== 'string') return approach.name;
  issues.push({
    path: ['approach'],
    part: 'approach',
    got: given,
    expected: `an approach policy: ${APPROACH_POLICY_NAMES.join(', ')}`,
    ...(typeof approach === 'string' ? { reason: approach } : {}),
  });
  return null;
}

/** The extra firing dice, an integer; the text form gives it as digits. */
function readExtraDice(given: JsonValue, issues: DuellistIssue[]): number | null {
  const n = typeof given === 'string' && /^[+-]?\d+$/.test(given.trim()) ? Number(given) : given;
  if (typeof n === 'number' && Number.isInteger(n) && n >= EXTRA_DICE.min && n <= EXTRA_DICE.max) return n;
  issues.push({
    path: ['extraDice'],
    part: 'extraDice',
    got: given,
    expected: `an integer from ${EXTRA_DICE.min} to ${EXTRA_DICE.max}, firing dice added to every shot`,
  });
  return null;
}
