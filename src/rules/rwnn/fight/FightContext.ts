import { newFightHorseSide, type FightHorseSide } from './FightHorse.ts';

/**
 * What a fighter fights with, as he chooses it: his fists; the gun in his hand, shot at the opponent
 * ("Characters in contact with an opponent who wish to attempt to shoot him ... roll on the pistol or the
 * rifle rows of the fighting chart", 000 FIGHTING); the same gun clubbed ("must announce that they are
 * clubbing their weapon before the attacker rolls his movement dice"); or the blade he carries.
 *
 * @example ctx.attackerArm = ARM.club;
 */
export const ARM = { fist: 0, shoot: 1, club: 2, blade: 3 } as const;
export type ArmCode = (typeof ARM)[keyof typeof ARM];

/**
 * The hand weapon a figure carries besides his guns (figures carry only the range chart's weapons, so the
 * scenario says what blade each has): none, a Bowie knife, a knife, a foot lance or long spear, a mounted
 * lance, a tomahawk. 000 FIGHTING: "Use the machete row for mounted lances, the knife row for foot lances or
 * long spears, but add one dice in the first round of combat in each case."
 *
 * @example ctx.attackerBlade = BLADE.bowieKnife;
 */
export const BLADE = {
  none: 0,
  bowieKnife: 1,
  knife: 2,
  footLance: 3,
  mountedLance: 4,
  tomahawk: 5,
} as const;
export type BladeCode = (typeof BLADE)[keyof typeof BLADE];

/**
 * Where the attack comes from, as the defender faces: 000 "Attacked from side - 2", "Attacked from rear - 4".
 *
 * @example ctx.attackedFrom = ATTACKED_FROM.rear;
 */
export const ATTACKED_FROM = { front: 0, side: 1, rear: 2 } as const;
export type AttackedFromCode = (typeof ATTACKED_FROM)[keyof typeof ATTACKED_FROM];

/**
 * The circumstances of one attack that are not the fighters' own state (their class, wounds, skills,
 * standing and guns are read from the figures). A scenario keeps one context and rewrites it before each
 * attack; the resolver never keeps it.
 *
 * @example const ctx = newFightContext(); ctx.attackerArm = ARM.blade; ctx.attackerBlade = BLADE.tomahawk;
 */
export interface FightContext {
  /** What the attacker fights with. */
  attackerArm: ArmCode;
  /** The hand of the gun the attacker shoots or clubs with (0 the right, 1 the left). */
  attackerHand: number;
  /** The blade the attacker carries (read when he fights with it). */
  attackerBlade: BladeCode;
  /** What the defender fights back with (his row's Defend dice under `fight.defenceRow=own-weapon`). */
  defenderArm: ArmCode;
  defenderHand: number;
  defenderBlade: BladeCode;
  /** Inches the attacker moved this turn before the attack (000 "Attacker moves over 9 inches +2"). */
  attackerMoved: number;
  /** The attacker stands behind cover (read only by 002's "Behind Cover" under `tables.fightBehindCover=own-cover`). */
  attackerInCover: boolean;
  /** The defender stands behind cover (000 "Defender is behind cover - 1"). */
  defenderInCover: boolean;
  attackedFrom: AttackedFromCode;
  /** The attack is a backshooting (000 "Backshooting +2"). */
  backshooting: boolean;
  /** The first round of this combat: a lance or spear adds one die ("add one dice in the first round"). */
  firstRound: boolean;
  /**
   * Dice the attacker adds (or loses) for hatred and fear of the defender (000 HATRED & FEAR: "He adds one
   * dice when fighting or shooting at him", "He subtracts one dice"; a Vengeful fighter's hatred) and any
   * the gamesmaster gives ("Gamesmasters may further modify the number of dice as they find appropriate").
   */
  attackerExtraDice: number;
  /** The same for the defender against the attacker. */
  defenderExtraDice: number;
  /** "If a character has a shield, he suffers no effect when his opponent rolls a 1" (000 FIGHTING). */
  defenderShield: boolean;
  /**
   * Against a knocked-out defender, shoot him at point blank range instead of striking ("which
   * automatically kills", 000 FIGHTING). The caller decides whether this is allowed ("should not be
   * permitted except to evil characters or perhaps where the victim is hated"); the attacker needs a gun
   * he can fire.
   */
  shootKnockedOut: boolean;
  /** The attacker's and the defender's horse-combat circumstances (000 "Horse combat only:"); no horse by default. */
  readonly attackerHorse: FightHorseSide;
  readonly defenderHorse: FightHorseSide;
}

/**
 * A context for a plain fistfight from the front: nobody moved far, no cover, no lances, no emotions.
 *
 * @example newFightContext().attackerArm === ARM.fist
 */
export function newFightContext(): FightContext {
  return {
    attackerArm: ARM.fist,
    attackerHand: 0,
    attackerBlade: BLADE.none,
    defenderArm: ARM.fist,
    defenderHand: 0,
    defenderBlade: BLADE.none,
    attackerMoved: 0,
    attackerInCover: false,
    defenderInCover: false,
    attackedFrom: ATTACKED_FROM.front,
    backshooting: false,
    firstRound: false,
    attackerExtraDice: 0,
    defenderExtraDice: 0,
    defenderShield: false,
    shootKnockedOut: false,
    attackerHorse: newFightHorseSide(),
    defenderHorse: newFightHorseSide(),
  };
}
