import { weaponIndex } from '../figure/weapons.ts';
import { CHART_SIDE, type ChartSideCode } from '../shot/ShotContext.ts';
import type { ShotRules } from '../shot/ShotRules.ts';
import { shotgunReadings, type ShotgunReadings } from './ShotgunReadings.ts';
import {
  CLOSE_BLAST_INCHES,
  CONVENTIONAL_SPOT_INCHES,
  LINE_REACH_INCHES,
  ONE_HANDED_SPOT_INCHES,
  SAWN_OFF_SPOT_INCHES_1996,
  SAWN_OFF_WIDE_REACH_INCHES,
  SHARE_REACH_INCHES,
  SHOTGUN_WEAPONS,
  type ShotgunWeaponCode,
} from './ShotgunWeapon.ts';
import { TEMPLATE_EFFECT, type TemplateEffectRow } from './templateEffectModifiers.ts';

/**
 * Half the width of a figure's base, in inches: a 25 mm round base is about an inch across. It turns
 * 003's "any part of their person or base within one inch" and the Bengal Club's "standing within 1”"
 * (between bases) into distances between the centres the table keeps.
 *
 * @example new ShotgunRules(rules, readings, DEFAULT_BASE_RADIUS_INCHES)
 */
export const DEFAULT_BASE_RADIUS_INCHES = 0.5;

/**
 * Everything a shotgun blast reads, resolved once from the ruleset's shot rules and the shotgun readings
 * into numbers by weapon code ({@link SHOTGUN}), so that a blast never looks at a string or a table.
 *
 * @example const r = new ShotgunRules(shotRules(rwnnRuleset('rwnn-1996'))); r.spotInches[SHOTGUN.sawnOff] === 6
 */
export class ShotgunRules {
  /** Inches from the firer to the target spot, by weapon. */
  readonly spotInches = new Float64Array(SHOTGUN_WEAPONS.length);
  /** The line's reach for figures at six inches or less, by weapon, base allowance included. */
  readonly closeReach = new Float64Array(SHOTGUN_WEAPONS.length);
  /** The line's reach beyond six inches, base allowance included. */
  readonly farReach: number;
  /** Wounds per hit at six inches or less, by weapon (one beyond). */
  readonly woundsWithinSix = new Int8Array(SHOTGUN_WEAPONS.length);
  /** Barrels, by weapon. */
  readonly barrels = new Int8Array(SHOTGUN_WEAPONS.length);
  /** The range chart row the dice version reads (an index of WEAPONS), by weapon. */
  readonly chartWeapon = new Int8Array(SHOTGUN_WEAPONS.length);
  /** Centre-to-centre inches within which a figure shares a dice-version blast. */
  readonly shareReach: number;
  private readonly effectUpTo: readonly Float64Array[];
  private readonly effectMod: readonly Int8Array[];
  private readonly missEven: boolean;
  private readonly missZero: boolean;

  constructor(
    readonly shot: ShotRules,
    readonly readings: ShotgunReadings = shotgunReadings(shot.ruleset.preset),
    readonly baseRadius: number = DEFAULT_BASE_RADIUS_INCHES,
  ) {
    const r = readings;
    const extra = r.lineReach === 'base' ? baseRadius : 0;
    this.farReach = LINE_REACH_INCHES + extra;
    this.shareReach = SHARE_REACH_INCHES + (r.shareReach === 'bases' ? 2 * baseRadius : 0);
    this.missEven = r.movingMiss !== 'never';
    this.missZero = r.movingMiss === 'even';
    const sawnOffRow: TemplateEffectRow =
      r.sawnOffEffect === 'minus-two-over-six'
        ? TEMPLATE_EFFECT['sawn-off-over-six']
        : TEMPLATE_EFFECT['sawn-off-over-nine'];
    const upTo: Float64Array[] = [];
    const mod: Int8Array[] = [];
    SHOTGUN_WEAPONS.forEach((w, i) => {
      this.spotInches[i] =
        w.spot === 'three-inches'
          ? ONE_HANDED_SPOT_INCHES
          : w.spot === 'sawn-off' && r.sawnOffSpot === 'six-inches'
            ? SAWN_OFF_SPOT_INCHES_1996
            : CONVENTIONAL_SPOT_INCHES;
      this.closeReach[i] =
        (w.sawnOff && r.sawnOffReach === 'wide-within-six' ? SAWN_OFF_WIDE_REACH_INCHES : LINE_REACH_INCHES) +
        extra;
      this.woundsWithinSix[i] = w.woundsWithinSix;
      this.barrels[i] = w.barrels;
      this.chartWeapon[i] = weaponIndex(w.sawnOff ? 'sawn-off' : 'shotgun');
      const row = w.sawnOff ? sawnOffRow : TEMPLATE_EFFECT.conventional;
      upTo.push(Float64Array.from(row.bands.map((b) => b.upToInches)));
      mod.push(Int8Array.from(row.bands.map((b) => b.modifier)));
    });
    this.effectUpTo = upTo;
    this.effectMod = mod;
  }

  /** How far from a barrel's line a figure `range` inches from the firer is still hit. */
  reach(weapon: ShotgunWeaponCode, range: number): number {
    return range <= CLOSE_BLAST_INCHES ? this.closeReach[weapon]! : this.farReach;
  }

  /** Location-and-effect throws per barrel hitting a figure `range` inches away. */
  woundsPerHit(weapon: ShotgunWeaponCode, range: number): number {
    return range <= CLOSE_BLAST_INCHES ? this.woundsWithinSix[weapon]! : 1;
  }

  /** The template's effect-die modifier for a figure `range` inches away. */
  effectModifier(weapon: ShotgunWeaponCode, range: number): number {
    const upTo = this.effectUpTo[weapon]!;
    let i = 0;
    while (range > upTo[i]!) i++;
    return this.effectMod[weapon]![i]!;
  }

  /**
   * Whether a moving firer misses with a barrel whose marker moved `scatter` inches (either way): an even
   * number, zero only under `shootout.shotgunMovingMiss=even` (a marker that stays put was not "moved").
   */
  movingMisses(scatter: number): boolean {
    return this.missEven && (scatter & 1) === 0 && (scatter !== 0 || this.missZero);
  }

  /**
   * The wound-chit side the dice version's victims read at `range` inches: "At Close Range or less ...
   * ALWAYS uses the PINK SIDE", "At Long Range or greater ... ALWAYS uses the WHITE SIDE" (000 SHOTGUNS,
   * Bengal Club Rules Version); at Medium range each his own. -1 beyond the weapon's reach.
   */
  chartSide(weapon: ShotgunWeaponCode, range: number): ChartSideCode | -1 {
    const band = this.shot.bandName(this.chartWeapon[weapon]!, range);
    if (band === null) return -1;
    if (band === 'point-blank' || band === 'close') return CHART_SIDE.pink;
    return band === 'medium' ? CHART_SIDE.own : CHART_SIDE.white;
  }
}
