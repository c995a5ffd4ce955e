import { CLASSES } from '../figure/classes.ts';
import type { RwnnRuleset } from '../ruleset/rwnnRuleset.ts';
import type { ShotRules } from '../shot/ShotRules.ts';
import { DIE_FACES } from '../tables/DieFace.ts';
import {
  FIGHTING_MODIFIERS_EXTENDED,
  type FightingModifier,
  type FightingModifierId,
} from '../tables/fightingModifiers.ts';
import { SKILLS, type SkillEffect, type SkillId } from '../tables/skills.ts';
import { FIGHT_EFFECT_KINDS } from './FightEffect.ts';
import { DEFAULT_FIGHT_READINGS, type FightReadings } from './FightReadings.ts';
import { FIGHT_ROW_WEAPONS } from './FightRow.ts';
import { horseFightNumbers, type HorseFightNumbers } from './horseCombatDice.ts';

/**
 * One fighting number a skill gives, per level when `starred` ("the second time doubles the effect", 000
 * SKILLS): dice when attacking and when defending, added to the effect die of his own hits, or the most an
 * Expert Fighter may move that die. `bladeOnly` marks Knifeman's "but only if armed with a knife/sword".
 *
 * @example const t: FightSkillTerm = { skill: 'brawler', attack: 4, defend: 0, effect: 0, shift: 0, starred: true, bladeOnly: false };
 */
export interface FightSkillTerm {
  readonly skill: SkillId;
  readonly attack: number;
  readonly defend: number;
  readonly effect: number;
  readonly shift: number;
  readonly starred: boolean;
  readonly bladeOnly: boolean;
}

/**
 * Everything close combat reads from a ruleset, resolved once into numbers so that an attack never searches
 * a table: the fighting chart's dice and cells by row, the ruleset's fighting modifiers by what they are
 * for (looked up by id, so the numbers stay the printed ones), the fighting numbers of the skills, the
 * shot rules (wound charts, Tough) for the results read on the wound chart, and the readings.
 *
 * @example fightRules(shotRules(rwnnRuleset('rwnn-extended'))).attackDice[FIGHT_ROW.tomahawk] === 5
 */
export interface FightRules {
  readonly shot: ShotRules;
  readonly readings: FightReadings;
  /** Attack and Defend dice by row ({@link FIGHT_ROW}). */
  readonly attackDice: Int8Array;
  readonly defendDice: Int8Array;
  /** The effect code ({@link FIGHT_EFFECT}) of row r, face f at r * 6 + f - 1, and the words printed there. */
  readonly effects: Int8Array;
  readonly printed: readonly string[];
  readonly rowLabels: readonly string[];
  /** Class dice by class index (CLASSES): "Citizen - 1", "Shootist +1", "Legend +2". */
  readonly classDiceByIndex: Float64Array;
  /** "Defender is behind cover - 1" (000) or "Behind Cover -1" (002), and whether it is the coverer's own dice (`tables.fightBehindCover=own-cover`). */
  readonly coverDice: number;
  readonly coverOwn: boolean;
  /** The charge bonus and whether a move of exactly 9" earns it (`tables.fightChargeDistance`). */
  readonly chargeDice: number;
  readonly chargeInclusive: boolean;
  /** 000's "Each flesh wound - 1", "Each serious wound - 2", "Wounded right arm - 1". */
  readonly perFlesh: number;
  readonly perSerious: number;
  readonly rightArm: number;
  readonly rightArmPerWound: boolean;
  /** 002's "Wounded -1", "Seriously Wounded -2", by state or per wound (`tables.quickrefWoundedFighting`). */
  readonly wounded: number;
  readonly seriouslyWounded: number;
  readonly woundedPerWound: boolean;
  readonly backshooting: number;
  readonly onGround: number;
  readonly side: number;
  readonly rear: number;
  readonly skillTerms: readonly FightSkillTerm[];
  /**
   * 1996: the attack dice of the Skilled Fighter a Wildman is ("He is also ... an Expert Fighter*", the
   * 1996 list's only fighting skill, see skilled-fighter-1996); 0 under 000's skill list.
   */
  readonly wildmanFighterDice: number;
  /** 000's "Horse combat only:" lines (all 0 where the ruleset prints none). */
  readonly horse: HorseFightNumbers;
}

/** The charge bonus comes at more than this many inches (000), or from it (002). @example moved > CHARGE_INCHES */
export const CHARGE_INCHES = 9;

function option<T extends string>(ruleset: RwnnRuleset, key: string, allowed: readonly T[], d: T): T {
  const v = ruleset.options[key];
  return v !== undefined && (allowed as readonly string[]).includes(v) ? (v as T) : d;
}

/** A skill's printing as `tables.strongRuntEffect` reads Strong and Runt; every other skill as the ruleset prints it. */
function effectsOf(
  ruleset: RwnnRuleset,
  id: SkillId,
  printed: readonly SkillEffect[],
): readonly SkillEffect[] {
  if (id !== 'strong' && id !== 'runt') return printed;
  const how = option(ruleset, 'tables.strongRuntEffect', ['ruleset', 'effect-die', 'fight-dice'], 'ruleset');
  if (how === 'effect-die') return SKILLS[id].extended.effects;
  if (how === 'fight-dice') return SKILLS[id].playtest1996.effects;
  return printed;
}

function termsOf(ruleset: RwnnRuleset): FightSkillTerm[] {
  const terms: FightSkillTerm[] = [];
  for (const s of ruleset.tables.skills) {
    // Vengeful's fighting die is his hatred, which the caller counts in the extra dice; Tough's effect die
    // belongs to the victim and is read from his profile.
    if (s.id === 'vengeful' || s.id === 'tough') continue;
    const bladeOnly = s.id === 'knifeman-swordsman';
    for (const e of effectsOf(ruleset, s.id, s.effects)) {
      const base = { skill: s.id, starred: e.starred, bladeOnly };
      if (e.kind === 'fight-dice') {
        const attack = e.role === 'defend' ? 0 : e.dice;
        const defend = e.role === 'attack' ? 0 : e.dice;
        terms.push({ ...base, attack, defend, effect: 0, shift: 0 });
      } else if (e.kind === 'effect-die') {
        terms.push({ ...base, attack: 0, defend: 0, effect: e.modifier, shift: 0 });
      } else if (e.kind === 'effect-die-choice') {
        terms.push({ ...base, attack: 0, defend: 0, effect: 0, shift: e.amount });
      }
    }
  }
  return terms;
}

/**
 * Resolves a ruleset's close combat into {@link FightRules}. `shot` must be the shot rules of the same
 * ruleset (their wound charts and Tough rules read shot!, knifed!, head and terrible wounds).
 *
 * @example fightRules(shotRules(rwnnRuleset('rwnn-quickref'))).chargeInclusive === true // "Attacker Moved 9+ Ins."
 */
export function fightRules(shot: ShotRules, readings: FightReadings = DEFAULT_FIGHT_READINGS): FightRules {
  const ruleset = shot.ruleset;
  const t = ruleset.tables;
  const list = t.fightingModifiers.modifiers;
  const find = (ids: readonly FightingModifierId[]): FightingModifier | null => {
    for (const id of ids) {
      const m = list.find((x) => x.id === id);
      if (m) return m;
    }
    return null;
  };
  const dice = (...ids: FightingModifierId[]): number => find(ids)?.dice ?? 0;

  const rows = FIGHT_ROW_WEAPONS.map((w) => t.fightingChart.rows[w]);
  const effects = new Int8Array(rows.length * 6);
  const printed: string[] = [];
  rows.forEach((row, r) => {
    for (const f of DIE_FACES) {
      effects[r * 6 + f - 1] = FIGHT_EFFECT_KINDS.indexOf(row.effects[f].kind);
      printed.push(row.effects[f].printed);
    }
  });

  const quickrefCover = find(['behind-cover']) !== null;
  const coverOwn =
    quickrefCover &&
    option(ruleset, 'tables.fightBehindCover', ['defender-in-cover', 'own-cover'], 'defender-in-cover') ===
      'own-cover';
  const charge = option(
    ruleset,
    'tables.fightChargeDistance',
    ['ruleset', 'over-nine', 'nine-or-more'],
    'ruleset',
  );
  const chargeInclusive =
    charge === 'ruleset' ? find(['attacker-moved-9-plus-inches']) !== null : charge === 'nine-or-more';

  // 002's "Wounded / Seriously Wounded" read by state, per wound, or as 000's three lines.
  const quickrefWounds = find(['wounded']) !== null;
  const woundReading = option(
    ruleset,
    'tables.quickrefWoundedFighting',
    ['state', 'per-wound', 'extended-wording'],
    'state',
  );
  const extendedWording = quickrefWounds && woundReading === 'extended-wording';
  const woundLine = (id: FightingModifierId): number =>
    find([id])?.dice ??
    (extendedWording ? (FIGHTING_MODIFIERS_EXTENDED.modifiers.find((m) => m.id === id)?.dice ?? 0) : 0);

  const skilled = SKILLS.brawler.playtest1996.effects.find((e) => e.kind === 'fight-dice');
  return {
    shot,
    readings,
    attackDice: Int8Array.from(rows.map((r) => r.attackDice)),
    defendDice: Int8Array.from(rows.map((r) => r.defendDice)),
    effects,
    printed,
    rowLabels: rows.map((r) => r.printedLabel),
    classDiceByIndex: Float64Array.from(CLASSES.map((c) => (c === 'gunman' ? 0 : dice(c)))),
    coverDice: dice('defender-behind-cover', 'behind-cover'),
    coverOwn,
    chargeDice: dice('attacker-moves-over-9-inches', 'attacker-moved-9-plus-inches'),
    chargeInclusive,
    perFlesh: woundLine('each-flesh-wound'),
    perSerious: woundLine('each-serious-wound'),
    rightArm: woundLine('wounded-right-arm'),
    rightArmPerWound: readings.rightArmWound === 'per-wound',
    wounded: extendedWording ? 0 : dice('wounded'),
    seriouslyWounded: extendedWording ? 0 : dice('seriously-wounded'),
    woundedPerWound: woundReading === 'per-wound',
    backshooting: dice('backshooting'),
    onGround: dice('defender-on-ground'),
    side: dice('attacked-from-side'),
    rear: dice('attacked-from-rear'),
    skillTerms: termsOf(ruleset),
    wildmanFighterDice:
      t.skillEdition === 'playtest1996' && skilled?.kind === 'fight-dice' ? skilled.dice : 0,
    horse: horseFightNumbers(list),
  };
}
