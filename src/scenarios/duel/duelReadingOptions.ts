import { BLAZE_READING_OPTIONS, blazeReadingsFrom } from '../../odds/mechanics/blazeReadingOptions.ts';
import { FAST_DRAW_TIE_OPTION } from '../../odds/mechanics/fastDrawOdds.ts';
import { LUCKY_AMMO_OPTION } from '../../odds/mechanics/luckyOdds.ts';
import type { OptionValues, ReadingOption } from '../../odds/OddsMechanic.ts';
import { choiceValue } from '../../odds/paramValue.ts';
import { DEFAULT_SKILL_READINGS, type SkillReadings } from '../../rules/rwnn/figure/SkillReadings.ts';
import { DEFAULT_SHOT_READINGS, type ShotReadings } from '../../rules/rwnn/shot/ShotReadings.ts';
import { withPresetValues } from '../../rules/rwnn/ruleset/withPresetValues.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import { DEFAULT_DUEL_READINGS, type DuelReadings } from './DuelRules.ts';

const S = DEFAULT_SHOT_READINGS;
const K = DEFAULT_SKILL_READINGS;

/**
 * One reading option whose values are a reading's union, so the values and the default stay in step;
 * `presets` names the editions whose own text reads otherwise than the default (the extended edition's).
 */
function option<T extends string>(
  key: string,
  values: readonly T[],
  dflt: T,
  describe: string,
  entry: string,
  presets?: { readonly [R in RwnnRulesetId]?: T },
): ReadingOption & { readonly values: readonly T[] } {
  return { key, values, default: dflt, describe, entry, ...(presets ? { presets } : {}) };
}

const SKILL_OPTIONS = {
  removeLevel: option(
    'skills.removeLevel',
    ['one-level', 'whole-skill'] as const,
    K.removeLevel,
    'a skill that removes a double skill takes one level of it, or the whole skill',
    'skill-removal-levels.md',
  ),
  granted: option(
    'skills.granted',
    ['kept-apart', 'as-drawn'] as const,
    K.granted,
    'skills a skill grants (a White knight is also Charmed) stay out of removals, or are gained as if drawn',
    'skill-granted.md',
  ),
};

const SHOT_OPTIONS = {
  clumsyJam: option(
    'shot.clumsyJam',
    ['hits-stand', 'miss'] as const,
    S.clumsyJam,
    "Clumsy's jam at as many 1s as 6s: the throw's hits stand, or it misses",
    'clumsy-jam.md',
  ),
  hitDiceThrower: option(
    'shot.hitDiceThrower',
    ['shooter', 'victim'] as const,
    S.hitDiceThrower,
    "who throws a hit's location and effect dice (and may re-roll them if Lucky)",
    'hit-dice-thrower.md',
  ),
  rerollOrder: option(
    'shot.rerollOrder',
    ['own-first', 'opponent-first'] as const,
    S.rerollOrder,
    "a batch's own re-rolls (Lucky, Charmed) before those an opponent forces (Charmed, Cursed), or after",
    'reroll-order.md',
  ),
  marksmanShift: option(
    'shot.marksmanShift',
    ['after-both-dice', 'before-effect-die'] as const,
    S.marksmanShift,
    'Marksman shifts the location die having seen the effect die, or before it is thrown',
    'marksman-location.md',
  ),
  marksmanPink: option(
    'shot.marksmanPink',
    ['white-side-only', 'all-tough-reductions'] as const,
    S.marksmanPink,
    "a Marksman's aimed shot on a Tough target: the pink side instead of the white, or no Tough reduction",
    'marksman-location.md',
  ),
  seriousArmReload: option(
    'shot.seriousArmReload',
    ['can-reload', 'cannot-reload'] as const,
    S.seriousArmReload,
    'whether a serious arm wound stops a character reloading: it does in 000 ("or reload any weapon"); 003 and 002 do not say so',
    'serious-arm-reload.md',
    { 'rwnn-quickref': 'can-reload', 'rwnn-1996': 'can-reload' },
  ),
  luckyShot: option(
    'shot.luckyShot',
    ['yes', 'no'] as const,
    S.luckyShot,
    'a figure left zero or fewer firing dice throws a lucky shot (000, 002), or cannot fire at all (003 has no lucky shot)',
    'lucky-shot-1996.md',
    { 'rwnn-1996': 'no' },
  ),
  unableToShootBack: option(
    'shot.unableToShootBack',
    ['no-working-gun', 'cannot-fire-now'] as const,
    S.unableToShootBack,
    'whom a White knight may not shoot as "unable to shoot back"',
    'white-knight-unable-to-shoot-back.md',
  ),
  offHandPistol: option(
    'shot.offHandPistol',
    ['wrong-handed', 'no-penalty'] as const,
    S.offHandPistol,
    "the left-hand pistol fired alone: 000's wrong-handed penalty, or none",
    'two-pistols-fire.md',
  ),
  luckyShotDeadeye: option(
    'shot.luckyShotDeadeye',
    ['sixes-only', 'fives-count'] as const,
    S.luckyShotDeadeye,
    "a Deadeye's deliberate lucky shot: two 6s, or his 5s count as 6s",
    'lucky-shot-skills.md',
  ),
  steelPlate: option(
    'shot.steelPlate',
    ['whole-hit', 'wounds-only'] as const,
    S.steelPlate,
    'Cunning\'s Steel Plate, "ignore all chest wounds": a hit on the chest does nothing, or only its wound is ignored (the knock stands)',
    'cunning-roll.md',
  ),
};

/** The readings a duel takes as `--option key=value`, each with its interpretation entry. */
export const DUEL_READING_OPTIONS: readonly ReadingOption[] = [
  FAST_DRAW_TIE_OPTION,
  {
    key: 'duel.fastDrawHeadWound',
    values: ['per-wound', 'once'],
    default: DEFAULT_DUEL_READINGS.fastDrawHeadWound,
    describe: 'the fast-draw "Head Wound - 1" counts per head wound, or once',
    entry: 'duel-head-wound-modifiers.md',
  },
  {
    key: 'duel.fireHeadWound',
    values: ['once', 'per-wound'],
    default: S.fireHeadWound,
    describe: 'the firing "Head wound – 1" counts once, or per head wound',
    entry: 'duel-head-wound-modifiers.md',
  },
  LUCKY_AMMO_OPTION,
  ...BLAZE_READING_OPTIONS,
  ...Object.values(SKILL_OPTIONS),
  ...Object.values(SHOT_OPTIONS),
];

/** The value of one of the options above, narrowed to its values. */
function read<T extends string>(
  o: OptionValues,
  opt: { key: string; values: readonly T[]; default: string },
): T {
  return choiceValue(o, opt.key, opt.values, opt.default as T);
}

/**
 * The duel readings selected by the options under the edition preset `preset` (an option not given plays
 * the preset's reading; the blazing-away edition is the ruleset's).
 *
 * @example duelReadingsFrom({}, 'rwnn-1996').shot.luckyShot === 'no'
 */
export function duelReadingsFrom(given: OptionValues, preset: RwnnRulesetId): DuelReadings {
  const o = withPresetValues(preset, given, DUEL_READING_OPTIONS);
  const d = DEFAULT_DUEL_READINGS;
  const shot: ShotReadings = {
    fireHeadWound: choiceValue(o, 'duel.fireHeadWound', ['once', 'per-wound'], S.fireHeadWound),
    luckyAmmo: choiceValue(o, 'lucky.ammo', ['more-ones-than-sixes', 'as-blazing-away'], S.luckyAmmo),
    blaze: blazeReadingsFrom({}, o),
    clumsyJam: read(o, SHOT_OPTIONS.clumsyJam),
    hitDiceThrower: read(o, SHOT_OPTIONS.hitDiceThrower),
    rerollOrder: read(o, SHOT_OPTIONS.rerollOrder),
    marksmanShift: read(o, SHOT_OPTIONS.marksmanShift),
    marksmanPink: read(o, SHOT_OPTIONS.marksmanPink),
    seriousArmReload: read(o, SHOT_OPTIONS.seriousArmReload),
    luckyShot: read(o, SHOT_OPTIONS.luckyShot),
    unableToShootBack: read(o, SHOT_OPTIONS.unableToShootBack),
    offHandPistol: read(o, SHOT_OPTIONS.offHandPistol),
    luckyShotDeadeye: read(o, SHOT_OPTIONS.luckyShotDeadeye),
    steelPlate: read(o, SHOT_OPTIONS.steelPlate),
  };
  const skills: SkillReadings = {
    removeLevel: read(o, SKILL_OPTIONS.removeLevel),
    granted: read(o, SKILL_OPTIONS.granted),
  };
  return {
    fastDrawTie: choiceValue(o, 'fastDraw.tie', ['highest-face', 'lexicographic'], d.fastDrawTie),
    fastDrawHeadWound: choiceValue(o, 'duel.fastDrawHeadWound', ['per-wound', 'once'], d.fastDrawHeadWound),
    shot,
    skills,
  };
}
