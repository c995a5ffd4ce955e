import { DEFAULT_BLAZE_READINGS, type BlazeReadings } from '../blazeAway.ts';
import type { LuckyAmmoReading } from '../luckyShot.ts';

/**
 * Readings of the shooting passages that the tables alone do not settle; each has its entry under
 * docs/rules/interpretations/ and its `--option` key. The blazing-away edition in `blaze` is ignored: the
 * ruleset's `blazeAway` decides it.
 *
 * @example const r: ShotReadings = { ...DEFAULT_SHOT_READINGS, clumsyJam: 'miss' };
 */
export interface ShotReadings {
  /** 000's firing "Head wound – 1": once for any head wound, or per head wound (duel.fireHeadWound). */
  readonly fireHeadWound: 'once' | 'per-wound';
  readonly luckyAmmo: LuckyAmmoReading;
  readonly blaze: BlazeReadings;
  /** Clumsy's jam at "equal* number of 1's": the hits of the throw stand, or it misses (shot.clumsyJam). */
  readonly clumsyJam: 'hits-stand' | 'miss';
  /** Who throws a hit's location and effect dice, and so whose Lucky and Curse touch them. */
  readonly hitDiceThrower: 'shooter' | 'victim';
  /** Whose re-rolls of a batch come first: the thrower's own, or those his opponent forces. */
  readonly rerollOrder: 'own-first' | 'opponent-first';
  /** Marksman chooses his shift after seeing both dice of the hit, or after the location die only. */
  readonly marksmanShift: 'after-both-dice' | 'before-effect-die';
  /** A Marksman's aimed shot on a Tough target: pink chits in place of the white side only, or no Tough reduction at all. */
  readonly marksmanPink: 'white-side-only' | 'all-tough-reductions';
  /**
   * Whether a serious arm wound stops reloading: 000 HIT LOCATION & EFFECT "cannot ... reload any weapon"
   * (`cannot-reload`, the extended edition's); 003 and 002 do not say so (`can-reload`, their presets').
   */
  readonly seriousArmReload: 'can-reload' | 'cannot-reload';
  /**
   * Whether a figure left zero or fewer firing dice throws a lucky shot (000 and 002 "Lucky shots", `yes`)
   * or cannot fire at all (003 prints no lucky shot, `no`, the 1996 preset's).
   */
  readonly luckyShot: 'yes' | 'no';
  /** A White knight's "anyone unable to shoot back": one without a working gun, or one who cannot fire now. */
  readonly unableToShootBack: 'no-working-gun' | 'cannot-fire-now';
  /** The left-hand pistol fired alone: 000's "wrong-handed" penalty, or none. */
  readonly offHandPistol: 'wrong-handed' | 'no-penalty';
  /** A Deadeye's lucky shot when firing deliberately: two 6s as printed, or his 5s count as 6s. */
  readonly luckyShotDeadeye: 'sixes-only' | 'fives-count';
  /**
   * Cunning's Steel Plate, "ignore all chest wounds": a hit on the chest does nothing at all (`whole-hit`),
   * or only its wound is ignored, the knock down, knock out or death standing (`wounds-only`, as Hard as Nails
   * prints it).
   */
  readonly steelPlate: 'whole-hit' | 'wounds-only';
}

/** The default readings. @example DEFAULT_SHOT_READINGS.hitDiceThrower === 'shooter' */
export const DEFAULT_SHOT_READINGS: ShotReadings = {
  fireHeadWound: 'once',
  luckyAmmo: 'more-ones-than-sixes',
  blaze: DEFAULT_BLAZE_READINGS,
  clumsyJam: 'hits-stand',
  hitDiceThrower: 'shooter',
  rerollOrder: 'own-first',
  marksmanShift: 'after-both-dice',
  marksmanPink: 'white-side-only',
  seriousArmReload: 'cannot-reload',
  luckyShot: 'yes',
  unableToShootBack: 'no-working-gun',
  offHandPistol: 'wrong-handed',
  luckyShotDeadeye: 'sixes-only',
  steelPlate: 'whole-hit',
};
