import type { RwnnRulesetId } from '../tables/rulesetTables.ts';

/**
 * Readings of the close-combat passages that the books leave open; each has its entry under
 * docs/rules/interpretations/ and its `fight.*` option ({@link FIGHT_READING_OPTIONS}).
 *
 * @example const r: FightReadings = fightReadings('rwnn-extended', { severedLimb: 'dead' });
 */
export interface FightReadings {
  /** Whose row gives the defender's dice: his own weapon's Defend column, or the attacker's weapon's (fight-defence-row). */
  readonly defenceRow: 'own-weapon' | 'attackers-weapon';
  /** Who may not fire next turn after clubbing: each fighter who clubbed, or both fighters (fight-club-no-fire). */
  readonly clubNoFire: 'clubber' | 'both-fighters';
  /** A gun that cannot fire now (jammed, busted, an arm too hurt): its shooting row with no shot!, or no row (fight-unfireable-gun). */
  readonly unfireableGun: 'row-no-shot' | 'no-row';
  /** A shotgun or sawn-off shot in contact: on the rifle row, or not at all (fight-shotgun-row). */
  readonly shotgunShoots: 'rifle-row' | 'no-row';
  /** Tough's "subtract one* from the effect dice" on the fighting chart's throw too, or on wound-chart throws only (fight-tough-effect). */
  readonly toughFightingChart: 'minus-one' | 'no-change';
  /** An Expert Fighter moves the throw of his own hits only, or also of hits on him (fight-expert-fighter). */
  readonly expertFighter: 'own-hits' | 'own-and-received';
  /** 000's "Wounded right arm - 1": once for any wound there, or per wound (fight-wounded-right-arm). */
  readonly rightArmWound: 'once' | 'per-wound';
  /** "Defender on ground +2" against a knocked-out defender too, or a knocked-down one only (fight-knocked-out-victim). */
  readonly knockedOutOnGround: 'counts' | 'knocked-down-only';
  /** Who may escape on more 6s: either fighter, or the defender only (fight-escape). */
  readonly escapeBy: 'either' | 'defender-only';
  /** Which serious wounds of a terrible wound sever or run through: those thrown, or those made from a graze too (fight-terrible-wound-serious). */
  readonly terribleSevers: 'thrown-serious' | 'any-serious';
  /** What a severed arm or leg does to the victim (fight-severed-limb). */
  readonly severedLimb: 'serious-wound' | 'knocked-out' | 'dead';
  /** Whether the 50% stuck-weapon throw is made after a blade runs through the body (fight-stuck-weapon). */
  readonly stuckWeapon: 'thrown' | 'not-thrown';
}

/** The default readings. @example DEFAULT_FIGHT_READINGS.defenceRow === 'own-weapon' */
export const DEFAULT_FIGHT_READINGS: FightReadings = {
  defenceRow: 'own-weapon',
  clubNoFire: 'clubber',
  unfireableGun: 'row-no-shot',
  shotgunShoots: 'rifle-row',
  toughFightingChart: 'minus-one',
  expertFighter: 'own-hits',
  rightArmWound: 'once',
  knockedOutOnGround: 'counts',
  escapeBy: 'either',
  terribleSevers: 'thrown-serious',
  severedLimb: 'serious-wound',
  stuckWeapon: 'thrown',
};

/**
 * The fight readings of a ruleset, with any single reading changed. The three documents print the same
 * fighting rules where they print them at all (003 FIGHTING is 000's text without the modifiers and the
 * shooting-into-combat and escaping passages; 002 prints the chart), so every ruleset starts from the same
 * defaults; the chart-level differences (the modifier lists, the charge distance, whose cover) are ruleset
 * options (`source.fightingModifiers`, `tables.fight*`).
 *
 * @example fightReadings('rwnn-1996').severedLimb === 'serious-wound'
 */
export function fightReadings(ruleset: RwnnRulesetId, overrides: Partial<FightReadings> = {}): FightReadings {
  void ruleset;
  return { ...DEFAULT_FIGHT_READINGS, ...overrides };
}
