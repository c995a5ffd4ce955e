import type { CharacterClass } from '../../../rules/rwnn/tables/CharacterClass.ts';
import { CHARACTER_CLASSES } from '../../../rules/rwnn/tables/CharacterClass.ts';
import type { RwnnRulesetId } from '../../../rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../rules/rwnn/tables/skills.ts';
import type { ParamValues } from '../../OddsMechanic.ts';
import { choiceValue, flagParam, intParam } from '../../paramValue.ts';
import {
  SHOOTER_SKILL_PARAMS,
  SHOT_COVER,
  SHOT_COVER_KINDS,
  SHOT_FIRE,
  SHOT_POSTURES,
  SHOT_RULESETS,
  SHOT_WEAPONS,
  TARGET_SKILL_PARAMS,
} from './shotParams.ts';

type Of<T extends readonly string[]> = T[number];

/**
 * The situation of one shot at the table, as `odds shot` takes it: the edition, the shooter (class, gun,
 * range, how he fires, whether he moved, his wounds and the skills that change his dice or his hits) and the
 * target (his cover and what it is made of, what he is doing behind it, his gun, whether he moved, and the
 * skills that change what a hit does to him). The target starts unhurt and standing.
 *
 * @example shotSituation({ weapon: 'rifle', range: 18, fire: 'aimed', cover: 'wall' }).coverKind === 'substantial'
 */
export interface ShotSituation {
  readonly ruleset: RwnnRulesetId;
  readonly weapon: Of<typeof SHOT_WEAPONS>;
  readonly range: number;
  readonly cls: CharacterClass;
  readonly fire: Of<typeof SHOT_FIRE>;
  readonly moved: boolean;
  readonly headWound: boolean;
  readonly armWound: boolean;
  readonly seriousWounds: number;
  readonly shooterSkills: Readonly<Partial<Record<SkillId, number>>>;
  readonly cover: Of<typeof SHOT_COVER>;
  readonly coverKind: Of<typeof SHOT_COVER_KINDS>;
  readonly targetPosture: Of<typeof SHOT_POSTURES>;
  readonly targetWeapon: Of<typeof SHOT_WEAPONS>;
  readonly targetMoved: boolean;
  readonly targetSkills: Readonly<Partial<Record<SkillId, number>>>;
}

/** A skill flag or level as a count (a flag is held once when set). */
function skillCount(params: ParamValues, name: string): number {
  const v = params[name];
  return typeof v === 'boolean' ? (v ? 1 : 0) : v === undefined ? 0 : intParam(params, name);
}

/** The skills named by `ids` among the parameters (`prefix` + id), held at their levels; none at 0 is listed. */
function skillsFrom(
  params: ParamValues,
  ids: readonly SkillId[],
  prefix: string,
): Readonly<Partial<Record<SkillId, number>>> {
  const held: Partial<Record<SkillId, number>> = {};
  for (const id of ids) {
    const n = skillCount(params, `${prefix}${id}`);
    if (n > 0) held[id] = n;
  }
  return held;
}

/**
 * Reads the parameters of `odds shot` (see SHOT_PARAMS) into a situation, with the defaults of the specs for
 * those not given. A value outside its spec is a TypeError naming the flag.
 *
 * @example shotSituation({ fire: 'blaze', 'target-tough': 1 }).targetSkills.tough === 1
 */
export function shotSituation(params: ParamValues): ShotSituation {
  const int = (name: string, fallback: number): number =>
    params[name] === undefined ? fallback : intParam(params, name);
  return {
    ruleset: choiceValue(params, 'ruleset', SHOT_RULESETS, 'rwnn-extended'),
    weapon: choiceValue(params, 'weapon', SHOT_WEAPONS, 'pistol'),
    range: int('range', 6),
    cls: choiceValue(params, 'class', CHARACTER_CLASSES, 'gunman'),
    fire: choiceValue(params, 'fire', SHOT_FIRE, 'deliberate'),
    moved: flagParam(params, 'moved'),
    headWound: flagParam(params, 'head-wound'),
    armWound: flagParam(params, 'arm-wound'),
    seriousWounds: int('serious-wounds', 0),
    shooterSkills: skillsFrom(params, SHOOTER_SKILL_PARAMS, ''),
    cover: choiceValue(params, 'cover', SHOT_COVER, 'none'),
    coverKind: choiceValue(params, 'cover-kind', SHOT_COVER_KINDS, 'substantial'),
    targetPosture: choiceValue(params, 'target-posture', SHOT_POSTURES, 'firing'),
    targetWeapon: choiceValue(params, 'target-weapon', SHOT_WEAPONS, 'pistol'),
    targetMoved: flagParam(params, 'target-moved'),
    targetSkills: skillsFrom(params, TARGET_SKILL_PARAMS, 'target-'),
  };
}
