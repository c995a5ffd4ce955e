import type { SourceRef } from '../../SourceRef.ts';
import type { FafdmBandId } from '../tables/fafdmBands.ts';

const at = (section: string): SourceRef => ({ document: '001_ac753b686cf1a971.txt', section });

/**
 * Whom a band's shooters may shoot past (001 9.3-9.11): `never` (an ally or a civilian on the line of fire
 * stops the shot, as 4.2.1's "a miniature standing behind another one is always wholly covered"), `always`
 * (the Outlaws, Mexicans and Bounty Hunters), or `near-leader` (the Soldiers, when the shooter is within 5U
 * of the Captain).
 */
export type ShootPast = 'never' | 'always' | 'near-leader';

/** A band's rules of fire and its band-wide rules as played on a table. */
export interface FafdmBandFireRule {
  readonly source: SourceRef;
  readonly shootPast: ShootPast;
  /** Whether it may shoot at an enemy in a fray (within 1U of one of its own figures). */
  readonly intoFray: boolean;
  /** 9.6: an enemy it fights takes his panic test with this much more on the dice (+1). */
  readonly fearsomeMelee: number;
  /** Band rules printed but not played on a town table (horses, lassos, broken ground, skills, money). */
  readonly notPlayed: string;
}

/**
 * One character's own rule as played on a table (001 9.3-9.12), each with the reach in U it names:
 * - `steadying`: figures of his band within `reachU` may take their panic test on his coolness (Sheriff,
 *   Boss, Chief, Tribe Chief, Bounty Killer);
 * - `fearless`: neither he nor the figures of his band within `reachU` take panic tests (the Captain);
 * - `calm-near-leader`: he passes every panic test while his leader is within `reachU` and not panicked
 *   (the Vice-Sheriff);
 * - `calm-in-company`: he passes every panic test while `company` figures of his band are within `reachU`
 *   (the Sergeant, with two soldiers);
 * - `steady-in-company`: +`bonus` to his coolness in the panic test while an ally is within `reachU` (the
 *   Volunteer of the Lawmen);
 * - `far-from-leader`: his panic test takes +`malus` on the dice beyond `beyondU` of his leader (Gringos,
 *   the Rangers' Volunteer);
 * - `heart`: a hero of his band eliminated within `reachU` makes him take a panic test; his leader's
 *   elimination (when `leaderPanics`) puts him into panic at once (Volunteers, Criminals);
 * - `volley`: +`bonus` to his shooting test while `company` other figures of his kind are within `reachU`
 *   (the Soldier);
 * - `brawler`: +`bonus` to his roll to fight (the Bear Hunter);
 * - `falls-back`: struck, "even not wounded", he falls back `U` away from the attacker (Peones);
 * - `berserk`: an enemy in sight within `reachU` must be shot at or charged (the Warrior);
 * - `flees-gunfire`: a shot fired within `reachU` of him sends him running off the table (Unarmed Civilian);
 * - `flees-when-shot`: shot at, he runs off the table (Armed Civilian);
 * - `shot-last`: nobody may shoot at her until she has fired; whoever does takes +1 on his coolness test
 *   (the Saloon Woman).
 */
export type FafdmCharacterRule =
  | { readonly kind: 'steadying'; readonly reachU: number }
  | { readonly kind: 'fearless'; readonly reachU: number }
  | { readonly kind: 'calm-near-leader'; readonly reachU: number }
  | { readonly kind: 'calm-in-company'; readonly reachU: number; readonly company: number }
  | { readonly kind: 'steady-in-company'; readonly reachU: number; readonly bonus: number }
  | { readonly kind: 'far-from-leader'; readonly beyondU: number; readonly malus: number }
  | { readonly kind: 'heart'; readonly reachU: number; readonly leaderPanics: boolean }
  | { readonly kind: 'volley'; readonly reachU: number; readonly company: number; readonly bonus: number }
  | { readonly kind: 'brawler'; readonly bonus: number }
  | { readonly kind: 'falls-back'; readonly U: number }
  | { readonly kind: 'berserk'; readonly reachU: number }
  | { readonly kind: 'flees-gunfire'; readonly reachU: number }
  | { readonly kind: 'flees-when-shot' }
  | { readonly kind: 'shot-last' };

export type FafdmCharacterRuleKind = FafdmCharacterRule['kind'];

/** A character's rules with the section they come from. */
export interface FafdmCharacterRules {
  readonly source: SourceRef;
  readonly rules: readonly FafdmCharacterRule[];
}

const steadying = { kind: 'steadying', reachU: 5 } as const;

/**
 * 001 9.3-9.11: each band's rules of fire (who may shoot past allies and civilians, who may fire into a
 * fray) and band-wide rules. The Indians' "cannot shoot if between them and the target there's another
 * Indian" is `never` (only Indians can stand between them on a table of two bands).
 *
 * @example FAFDM_BAND_FIRE_RULES.outlaws.intoFray === true
 */
export const FAFDM_BAND_FIRE_RULES = {
  lawmen: {
    source: at('9.3 LAWMMEN'),
    shootPast: 'never',
    intoFray: false,
    fearsomeMelee: 0,
    notPlayed: 'buying weapons without the availability test (a campaign rule)',
  },
  outlaws: {
    source: at('9.4 THE OUTLAWS'),
    shootPast: 'always',
    intoFray: true,
    fearsomeMelee: 0,
    notPlayed: '',
  },
  cowboys: {
    source: at('9.5 COWBOYS'),
    shootPast: 'never',
    intoFray: false,
    fearsomeMelee: 0,
    notPlayed:
      'the lasso +1 and horses at half price (no lasso on a table; a band file seats riders without dollars)',
  },
  'mountain-men': {
    source: at('9.6 MOUNTAIN MEN'),
    shootPast: 'never',
    intoFray: false,
    fearsomeMelee: 1,
    notPlayed: 'broken ground (none on a town table) and the HUNTER skill',
  },
  mexicans: {
    source: at('9.7 MEXICANS'),
    shootPast: 'always',
    intoFray: true,
    fearsomeMelee: 0,
    notPlayed: 'hitting on 5 or more when emptying the gun (a gun special, garbled)',
  },
  rangers: {
    source: at('9.8 RANGER / PRIVATE AGENTS'),
    shootPast: 'never',
    intoFray: false,
    fearsomeMelee: 0,
    notPlayed: 'buying weapons without the availability test (a campaign rule)',
  },
  'bounty-hunters': {
    source: at('9.9 BOUNTY HUNTERS'),
    shootPast: 'always',
    intoFray: true,
    fearsomeMelee: 0,
    notPlayed: 'the bounty in dollars (a campaign rule)',
  },
  soldiers: {
    source: at('9.10 SOLDIERS'),
    shootPast: 'near-leader',
    intoFray: false,
    fearsomeMelee: 0,
    notPlayed: "the Scout's immunity to broken ground (none on a town table)",
  },
  indians: {
    source: at('9.11 INDIANS'),
    shootPast: 'never',
    intoFray: false,
    fearsomeMelee: 0,
    notPlayed:
      'broken ground, the GOOD KNIGHT skill, and -1 against them partially hidden beyond 20U ("not in town": every table is a town)',
  },
  common: {
    source: at('9.12 COMMON CHARACTERS'),
    shootPast: 'never',
    intoFray: false,
    fearsomeMelee: 0,
    notPlayed: '',
  },
} as const satisfies Record<FafdmBandId, FafdmBandFireRule>;

/** How near a leader must be for the Soldiers to shoot past allies (9.10 "at 5U from the CAPTAIN"). */
export const NEAR_CAPTAIN_U = 5;

/**
 * 001 9.3-9.12: every character's own rule, keyed `band/character` (characters without one are absent).
 *
 * @example FAFDM_CHARACTER_RULES['indians/warrior'].rules[0].kind === 'berserk'
 */
export const FAFDM_CHARACTER_RULES: Readonly<Record<string, FafdmCharacterRules>> = {
  'lawmen/sheriff': { source: at('9.3 LAWMMEN, SHERIFF'), rules: [steadying] },
  'lawmen/vice-sheriff': {
    source: at('9.3 LAWMMEN, VICE-SHERIFF'),
    rules: [{ kind: 'calm-near-leader', reachU: 5 }],
  },
  'lawmen/volunteer': {
    source: at('9.3 LAWMMEN, VOLUNTEER'),
    rules: [
      { kind: 'steady-in-company', reachU: 5, bonus: 1 },
      { kind: 'heart', reachU: 5, leaderPanics: false },
    ],
  },
  'outlaws/boss': { source: at('9.4 THE OUTLAWS, BOSS'), rules: [steadying] },
  'outlaws/criminal': {
    source: at('9.4 THE OUTLAWS, CRIMINAL'),
    rules: [{ kind: 'heart', reachU: 5, leaderPanics: true }],
  },
  'cowboys/chief': { source: at('9.5 COWBOYS, CHIEF'), rules: [steadying] },
  'mountain-men/bear-hunter': {
    source: at('9.6 MOUNTAIN MEN, BEAR HUNTER'),
    rules: [{ kind: 'brawler', bonus: 1 }],
  },
  'mexicans/gringo': {
    source: at('9.7 MEXICANS, GRINGOS'),
    rules: [{ kind: 'far-from-leader', beyondU: 15, malus: 1 }],
  },
  'mexicans/peon': { source: at('9.7 MEXICANS, PEONES'), rules: [{ kind: 'falls-back', U: 3 }] },
  'rangers/volunteer': {
    source: at('9.8 RANGER / PRIVATE AGENTS, VOLUNTEER'),
    rules: [{ kind: 'far-from-leader', beyondU: 15, malus: 1 }],
  },
  'bounty-hunters/bounty-killer': { source: at('9.9 BOUNTY HUNTERS, BOUNTY KILLER'), rules: [steadying] },
  'bounty-hunters/volunteer': {
    source: at('9.9 BOUNTY HUNTERS, VOLUNTEER'),
    rules: [{ kind: 'heart', reachU: 5, leaderPanics: true }],
  },
  'soldiers/captain': { source: at('9.10 SOLDIERS, CAPTAIN'), rules: [{ kind: 'fearless', reachU: 5 }] },
  'soldiers/sergeant': {
    source: at('9.10 SOLDIERS, SERGEANT'),
    rules: [{ kind: 'calm-in-company', reachU: 5, company: 2 }],
  },
  'soldiers/soldier': {
    source: at('9.10 SOLDIERS, SOLDIER'),
    rules: [{ kind: 'volley', reachU: 5, company: 2, bonus: 1 }],
  },
  'indians/tribe-chief': { source: at('9.11 INDIANS, TRIBE CHEF'), rules: [steadying] },
  'indians/warrior': { source: at('9.11 INDIANS, WARRIOR'), rules: [{ kind: 'berserk', reachU: 8 }] },
  'common/unarmed-civilian': {
    source: at('9.12 COMMON CHARACTERS, UNARMED CIVILIAN'),
    rules: [{ kind: 'flees-gunfire', reachU: 10 }],
  },
  'common/armed-civilian': {
    source: at('9.12 COMMON CHARACTERS, ARMED CIVILIAN'),
    rules: [{ kind: 'flees-when-shot' }],
  },
  'common/saloon-woman': {
    source: at('9.12 COMMON CHARACTERS, SALOON WOMAN / ADVENTURER'),
    rules: [{ kind: 'shot-last' }],
  },
};
