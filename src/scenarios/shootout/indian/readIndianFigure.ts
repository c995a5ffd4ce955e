import { INDIAN_CLASSES, type IndianClass } from '../../../rules/rwnn/tables/IndianClass.ts';
import type { CharacterClass } from '../../../rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../../rules/rwnn/tables/skills.ts';
import type { JsonObject, JsonValue } from '../../Scenario.ts';
import { showJson as show } from '../../jsonValues.ts';
import {
  ACCOMPLISHED_WEAPONS,
  INDIAN_ONLY_SKILLS,
  NATIONS,
  THROWN_NAMES,
  type AccomplishedWeapon,
  type IndianEntry,
  type IndianOnlySkill,
  type Nation,
  type ThrownName,
} from './IndianEntry.ts';

/** The figure fields only an Indian takes. */
export const INDIAN_FIGURE_FIELDS = ['nation', 'thrown', 'accomplished'] as const;

/** The Indian class names a figure's `class` may take. */
export const INDIAN_CLASS_NAMES = Object.keys(INDIAN_CLASSES.classes) as IndianClass[];

/**
 * Indian skills that are main-list skills under another name (000 Indian Skills & Attributes): Fighter's
 * "adds 4 dice when attempting to hit in a fight" is Brawler's; Legend Of The Tribes keeps his card in hand
 * and fires at groups as a Legend of the West does (his extra skill is a campaign's); the Warleader "is
 * treated exactly as if he is a Bossman".
 */
const INDIAN_SKILL_ALIASES: Readonly<Record<string, SkillId>> = {
  fighter: 'brawler',
  'legend-of-the-tribes': 'legend-of-the-west',
  warleader: 'bossman',
};

/** A reader of one Indian figure's fields; see {@link readIndianFigure}. */
export interface IndianFigureReading {
  /** The gunfighter class he plays as, for `class` given as an Indian class. */
  readonly cls: CharacterClass;
  readonly indian: IndianEntry;
}

/**
 * The gunfighter class an Indian class plays as (000 INDIANS: "Young Blood ... (equivalent of Gunman)"), or
 * null when `cls` is no Indian class.
 *
 * @example indianEquivalent('warrior') === 'shootist'
 */
export function indianEquivalent(cls: unknown): CharacterClass | null {
  return typeof cls === 'string' && Object.hasOwn(INDIAN_CLASSES.classes, cls)
    ? INDIAN_CLASSES.classes[cls as IndianClass].equivalent
    : null;
}

/**
 * A skill name as an Indian's file gives it, to the main-list skill it plays as (null: not an alias).
 *
 * @example indianSkillAlias('warleader') === 'bossman'
 */
export function indianSkillAlias(name: string): SkillId | null {
  return INDIAN_SKILL_ALIASES[name] ?? null;
}

/** Whether `name` is an Indian-only skill (kept in the Indian entry, not the main skills). */
export function isIndianOnlySkill(name: unknown): name is IndianOnlySkill {
  return typeof name === 'string' && (INDIAN_ONLY_SKILLS as readonly string[]).includes(name);
}

/**
 * Reads an Indian figure's own fields (`nation`, `thrown`, `accomplished`) and his Indian-only skills, for a
 * figure whose `class` is an Indian class; complains through `bad` (field, what belongs there) about each
 * problem, including an Indian field on a figure who is no Indian. Returns null when he is no Indian or
 * something was wrong.
 *
 * @example readIndianFigure({ class: 'warrior', thrown: ['lance'] }, ['hunter'], bad)?.indian.thrown // ['lance']
 */
export function readIndianFigure(
  fields: JsonObject,
  indianSkills: readonly IndianOnlySkill[],
  bad: (field: string, expected: string) => void,
): IndianFigureReading | null {
  const cls = indianEquivalent(fields.class);
  if (cls === null) {
    for (const k of INDIAN_FIGURE_FIELDS)
      if (k in fields) bad(k, `only for an Indian: class ${INDIAN_CLASS_NAMES.join(', ')}`);
    if (indianSkills.length > 0)
      bad('skills', `${indianSkills[0]} only for an Indian: class ${INDIAN_CLASS_NAMES.join(', ')}`);
    // The bow's hits are by Indian class (000 INDIAN WEAPONS): nobody else draws one.
    if (fields.weapon === 'bow')
      bad('weapon', `bow only for an Indian: class ${INDIAN_CLASS_NAMES.join(', ')}`);
    return null;
  }
  let ok = true;
  const fail = (field: string, expected: string): void => {
    bad(field, expected);
    ok = false;
  };
  const nation = fields.nation ?? 'plains';
  if (typeof nation !== 'string' || !(NATIONS as readonly string[]).includes(nation))
    fail('nation', `one of ${NATIONS.join(', ')} (got ${show(nation)})`);
  const thrownGiven = fields.thrown ?? [];
  const thrown: ThrownName[] = [];
  if (!Array.isArray(thrownGiven)) fail('thrown', `a list of ${THROWN_NAMES.join(', ')}`);
  else
    for (const w of thrownGiven as readonly JsonValue[]) {
      if (typeof w !== 'string' || !(THROWN_NAMES as readonly string[]).includes(w))
        fail('thrown', `a list of ${THROWN_NAMES.join(', ')} (got ${show(w)})`);
      else if (thrown.includes(w as ThrownName))
        // 000 THROWN WEAPONS: "Normally, Indians carry only one each of knife, tomahawk and lance."
        fail('thrown', `one each of knife, tomahawk and lance (${w} twice)`);
      else thrown.push(w as ThrownName);
    }
  const acc = fields.accomplished ?? null;
  const skilled = indianSkills.includes('accomplished-shot');
  if (acc !== null && (typeof acc !== 'string' || !(ACCOMPLISHED_WEAPONS as readonly string[]).includes(acc)))
    fail('accomplished', `one of ${ACCOMPLISHED_WEAPONS.join(', ')} (got ${show(acc)})`);
  else if (acc !== null && !skilled)
    fail('accomplished', 'only with the skill accomplished-shot (the weapon he is accomplished with)');
  else if (acc === null && skilled)
    fail('accomplished', 'the weapon his accomplished-shot is with: bow, knife, tomahawk, lance or rifle');
  else if (acc === 'rifle' && nation !== 'apache')
    fail('accomplished', 'rifle only for an Apache ("Apache may become accomplished with a rifle")');
  if (!ok) return null;
  return {
    cls,
    indian: {
      class: fields.class as IndianClass,
      nation: nation as Nation,
      thrown,
      accomplished: acc as AccomplishedWeapon | null,
      skills: indianSkills,
    },
  };
}
