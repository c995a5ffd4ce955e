import type { BlazeReadings } from '../blazeAway.ts';
import { CLASSES } from '../figure/classes.ts';
import { GUN, type GunStateCode } from '../figure/GunState.ts';
import { WEAPONS } from '../figure/weapons.ts';
import type { RwnnRuleset } from '../ruleset/rwnnRuleset.ts';
import type { ByCharacterClass } from '../tables/CharacterClass.ts';
import { DIE_FACES } from '../tables/DieFace.ts';
import {
  FIRING_MODIFIERS_EXTENDED,
  type FiringModifier,
  type FiringModifierId,
} from '../tables/firingModifiers.ts';
import { RANGE_BANDS, type RangeWeapon } from '../tables/rangeChart.ts';
import { compileWoundChart, type CompiledWoundChart } from './compiledWoundChart.ts';
import { DEFAULT_SHOT_READINGS, type ShotReadings } from './ShotReadings.ts';

/** Whole inches up to which band dice are looked up in a table rather than by scanning the bands. */
export const TABLED_INCHES = 48;

/**
 * Everything a shot reads from a ruleset, resolved once into numbers and rows so that a shot never searches
 * a table: each weapon's range bands, the firing-modifier rows by what they are for (looked up by id in the
 * ruleset's list, so the numbers stay the printed ones), blazing-away bonuses and hit caps, the two wound
 * charts, the Fix gun throw, and the readings.
 *
 * @example shotRules(rwnnRuleset('rwnn-extended')).bandDice(0, 6) === 3 // pistol, 6": "6” / 3"
 */
export interface ShotRules {
  readonly ruleset: RwnnRuleset;
  readonly readings: ShotReadings;
  /** The blazing-away readings with the ruleset's edition. */
  readonly blaze: BlazeReadings;
  /** Firing dice of weapon `w` (an index of WEAPONS) at `range` inches, or NaN beyond its reach. */
  bandDice(w: number, range: number): number;
  /** The same for whole inches 0..{@link TABLED_INCHES}, by weapon: a table read on the hot path. */
  readonly bandTable: readonly Float64Array[];
  /** The band's name ("close"), or null beyond reach; for narration. */
  bandName(w: number, range: number): string | null;
  readonly classDice: ByCharacterClass<number>;
  /** The class modifiers by class index (CLASSES). */
  readonly classDiceByIndex: Float64Array;
  /** 000's "Head wound – 1" counted per head wound (duel.fireHeadWound=per-wound) rather than once. */
  readonly headWoundPerWound: boolean;
  /** The left-hand pistol alone takes the wrong-handed row (shot.offHandPistol=wrong-handed). */
  readonly offHandWrongHanded: boolean;
  /** "Firing ... after moving" rows by weapon (null where no row names the weapon). */
  readonly afterMoving: readonly (FiringModifier | null)[];
  /** "Aimed shot with pistol/rifle" rows by weapon (null for shotguns and bows: "no 'Aiming' ... bonus"). */
  readonly aim: readonly (FiringModifier | null)[];
  readonly twoPistols: FiringModifier | null;
  /** 000's "... or wrong-handed" row (002 prints no wrong-handed line). */
  readonly wrongHanded: FiringModifier | null;
  readonly softCover: FiringModifier | null;
  readonly hardCover: FiringModifier | null;
  readonly backshooting: number;
  readonly targetDown: number;
  readonly headWound: number;
  readonly fleshFiringArm: number;
  readonly perSerious: number;
  /** 002's "Wounded / Seriously wounded" dice, counted by state or per wound. */
  readonly wounded: number;
  readonly seriouslyWounded: number;
  readonly woundedPerWound: boolean;
  /** Blazing-away bonus dice, hit cap (Infinity when unlimited) and whether the weapon may blaze, by weapon. */
  readonly blazeBonus: Float64Array;
  readonly blazeCap: Float64Array;
  readonly canBlaze: Uint8Array;
  readonly normalChart: CompiledWoundChart;
  readonly toughChart: CompiledWoundChart;
  /** 003 Tough: "never knocked down or knocked out"; otherwise 000's "Knocked down, but never knocked out". */
  readonly toughNeverDown: boolean;
  /** 1 when the white side stands for Tough's first "subtract one" (tough-white-side reading A), else 0. */
  readonly whiteSideAbsorbs: number;
  /** An effect die taken below 1 does nothing (effect-die-below-one reading B) instead of reading column 1. */
  readonly belowOneNoEffect: boolean;
  /** The gun after a Fix gun throw of each face (index 1..6). */
  readonly fixGun: Int8Array;
  readonly fixGunPrinted: readonly string[];
}

function firstRow(rows: readonly FiringModifier[], ids: readonly FiringModifierId[]): FiringModifier | null {
  for (const id of ids) {
    const m = rows.find((x) => x.id === id);
    if (m) return m;
  }
  return null;
}

const RIFLES: readonly RangeWeapon[] = ['rifle', 'repeating-rifle', 'carbine', 'breech-loader'];
const SHOTGUNS: readonly RangeWeapon[] = ['shotgun', 'sawn-off'];

/** The rows that can name a weapon's after-moving penalty, the weapon's own row first. */
function afterMovingIds(w: RangeWeapon): readonly FiringModifierId[] {
  if (w === 'pistol') return ['pistol-after-moving', 'pistol-shotgun-or-thrown-after-moving'];
  if (SHOTGUNS.includes(w)) return ['shotgun-after-moving', 'pistol-shotgun-or-thrown-after-moving'];
  if (RIFLES.includes(w)) return ['rifle-after-moving'];
  return [];
}

function aimIds(w: RangeWeapon): readonly FiringModifierId[] {
  if (w === 'pistol') return ['aimed-shot-pistol'];
  if (RIFLES.includes(w)) return ['aimed-shot-rifle'];
  return [];
}

/**
 * Resolves a ruleset (and the shot readings) into {@link ShotRules}.
 *
 * @example shotRules(rwnnRuleset('rwnn-quickref')).twoPistols?.dice === -2 // 002 "Firing Two Pistols -2"
 */
export function shotRules(ruleset: RwnnRuleset, readings: ShotReadings = DEFAULT_SHOT_READINGS): ShotRules {
  const t = ruleset.tables;
  const rows = t.firingModifiers.modifiers;
  const dice = (id: FiringModifierId): number => firstRow(rows, [id])?.dice ?? 0;
  // 002's "Wounded / Seriously wounded" cell, read as 000's three wound lines under `extended-wording`.
  const quickrefWounds = firstRow(rows, ['wounded']) !== null;
  const extendedWording = quickrefWounds && ruleset.quickrefWoundedFiring === 'extended-wording';
  const woundDice = (id: FiringModifierId): number =>
    firstRow(rows, [id])?.dice ??
    (extendedWording ? (firstRow(FIRING_MODIFIERS_EXTENDED.modifiers, [id])?.dice ?? 0) : 0);

  const exclusive = ruleset.rangeBandBound === 'exclusive';
  const upTo: number[][] = [];
  const bandDiceOf: number[][] = [];
  const names: string[][] = [];
  for (const w of WEAPONS) {
    const u: number[] = [];
    const d: number[] = [];
    const n: string[] = [];
    for (const b of RANGE_BANDS) {
      const band = t.rangeChart.rows[w].bands[b];
      if (band === null) continue;
      u.push(band.upToInches === 'in-sight' ? Infinity : band.upToInches);
      d.push(band.dice);
      n.push(b);
    }
    upTo.push(u);
    bandDiceOf.push(d);
    names.push(n);
  }
  const bandIndex = (w: number, range: number): number => {
    const u = upTo[w]!;
    for (let i = 0; i < u.length; i++) if (exclusive ? range < u[i]! : range <= u[i]!) return i;
    return -1;
  };
  const tabled = WEAPONS.map((_, w) => {
    const a = new Float64Array(TABLED_INCHES + 1);
    for (let r = 0; r <= TABLED_INCHES; r++) {
      const i = bandIndex(w, r);
      a[r] = i < 0 ? NaN : bandDiceOf[w]![i]!;
    }
    return a;
  });

  const classDice: ByCharacterClass<number> = {
    citizen: dice('citizen'),
    gunman: 0,
    shootist: dice('shootist'),
    legend: dice('legend'),
  };
  const blazeBonus = new Float64Array(WEAPONS.length);
  const blazeCap = new Float64Array(WEAPONS.length);
  const canBlaze = new Uint8Array(WEAPONS.length);
  WEAPONS.forEach((w, i) => {
    const row = t.blazingAway.rows[w];
    blazeBonus[i] = row.bonus?.dice ?? 0;
    blazeCap[i] = typeof row.hitCap?.hits === 'number' ? row.hitCap.hits : Infinity;
    canBlaze[i] = row.canBlazeAway ? 1 : 0;
  });

  const fixGun = new Int8Array(7);
  const fixGunPrinted: string[] = [''];
  for (const f of DIE_FACES) {
    const r = t.fixGun.results[f];
    const code: GunStateCode =
      r.outcome === 'busted' ? GUN.busted : r.outcome === 'try-again' ? GUN.jammed : GUN.loaded;
    fixGun[f] = code;
    fixGunPrinted.push(r.printed);
  }

  return {
    ruleset,
    readings,
    blaze: { ...readings.blaze, edition: ruleset.blazeAway },
    bandDice: (w, range) => {
      if (range >= 0 && range <= TABLED_INCHES && Number.isInteger(range)) return tabled[w]![range]!;
      const i = bandIndex(w, range);
      return i < 0 ? NaN : bandDiceOf[w]![i]!;
    },
    bandName: (w, range) => {
      const i = bandIndex(w, range);
      return i < 0 ? null : names[w]![i]!;
    },
    bandTable: tabled,
    classDice,
    classDiceByIndex: Float64Array.from(CLASSES.map((c) => classDice[c])),
    headWoundPerWound: readings.fireHeadWound === 'per-wound',
    offHandWrongHanded: readings.offHandPistol === 'wrong-handed',
    afterMoving: WEAPONS.map((w) => firstRow(rows, afterMovingIds(w))),
    aim: WEAPONS.map((w) => firstRow(rows, aimIds(w))),
    twoPistols: firstRow(rows, ['two-pistols', 'two-pistols-wrong-handed-or-rifle-single-handed']),
    wrongHanded: firstRow(rows, ['two-pistols-wrong-handed-or-rifle-single-handed']),
    softCover: firstRow(rows, ['target-in-soft-cover', 'target-in-cover']),
    hardCover: firstRow(rows, ['target-in-hard-cover', 'target-in-cover']),
    backshooting: dice('backshooting'),
    targetDown: dice('target-knocked-down-or-out'),
    headWound: woundDice('head-wound'),
    fleshFiringArm: woundDice('flesh-wound-on-firing-arm'),
    perSerious: woundDice('each-serious-wound'),
    wounded: extendedWording ? 0 : dice('wounded'),
    seriouslyWounded: extendedWording ? 0 : dice('seriously-wounded'),
    woundedPerWound: ruleset.quickrefWoundedFiring === 'per-wound',
    blazeBonus,
    blazeCap,
    canBlaze,
    normalChart: compileWoundChart(t.woundCharts.normal),
    toughChart: compileWoundChart(t.woundCharts.tough),
    toughNeverDown: ruleset.toughKnock === 'never-down',
    whiteSideAbsorbs: ruleset.toughWoundChart === 'white-side' ? 1 : 0,
    belowOneNoEffect: ruleset.effectDieBelowOne === 'no-effect',
    fixGun,
    fixGunPrinted,
  };
}
