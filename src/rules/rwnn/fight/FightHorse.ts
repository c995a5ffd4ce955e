/**
 * What a fighter on foot does against a rider bearing down on him (000 ATTACKING CHARACTERS ON FOOT): no
 * such response (he is mounted himself, or no horse is in the fight), dive, dodge, stand and fight, or
 * make a heroic leap.
 *
 * @example side.response = FOOT_RESPONSE.dive;
 */
export const FOOT_RESPONSE = { none: 0, dive: 1, dodge: 2, standAndFight: 3, heroicLeap: 4 } as const;
export type FootResponseCode = (typeof FOOT_RESPONSE)[keyof typeof FOOT_RESPONSE];

/**
 * One fighter's horse-combat circumstances in an attack, read by the fighting chart's "Horse combat only:"
 * lines (000 FIGHTING). A fight with no horse in it leaves both sides as {@link newFightHorseSide} makes
 * them, and no line applies. The scenario (or the horse rules' `horseFightSides`) writes them before the
 * attack; the resolver never keeps them.
 *
 * @example ctx.attackerHorse.mounted = true; ctx.attackerHorse.movementDice = 2;
 */
export interface FightHorseSide {
  /** He fights from the saddle ("Mounted + 2"). */
  mounted: boolean;
  /** He is a Good or Expert horseman ("Mounted Good or Expert horseman +1 per movement dice rolled"). */
  goodHorseman: boolean;
  /** The dice of his horse's last movement throw, for the per-movement-die lines. */
  movementDice: number;
  /** His horse tramples the opponent ("Horses trampling their opponent +1 Per movement dice rolled"). */
  trampling: boolean;
  /** He strikes or receives a passing blow ("Striking or receiving a passing blow - 1"). */
  passingBlow: boolean;
  /** He fights mounted with a lance ("Mounted lance + 3"). */
  mountedLance: boolean;
  /** On foot against a rider: diving +4, dodging +2, standing 0, heroic leap -2. */
  response: FootResponseCode;
}

/** A side with no horse in the fight. @example newFightHorseSide().mounted === false */
export function newFightHorseSide(): FightHorseSide {
  return {
    mounted: false,
    goodHorseman: false,
    movementDice: 0,
    trampling: false,
    passingBlow: false,
    mountedLance: false,
    response: FOOT_RESPONSE.none,
  };
}

/** Puts a side back to no horse, in place (allocates nothing). @example clearFightHorseSide(ctx.attackerHorse) */
export function clearFightHorseSide(s: FightHorseSide): FightHorseSide {
  s.mounted = false;
  s.goodHorseman = false;
  s.movementDice = 0;
  s.trampling = false;
  s.passingBlow = false;
  s.mountedLance = false;
  s.response = FOOT_RESPONSE.none;
  return s;
}

/**
 * What befalls an attacker whose defender throws more 6s, once horses are in the fight: knocked down as on
 * foot; a throw to keep control instead ("the attacker is knocked down (mounted attackers must throw to
 * retain control of their steed)", 000 FIGHTING); or nothing, against a man who dived or dodged ("he isn’t
 * eligible to knock his opponent down", 000 ATTACKING CHARACTERS ON FOOT, 1 and 2).
 *
 * @example outfoughtAttacker(ctx.attackerHorse, ctx.defenderHorse) === OUTFOUGHT.controlThrow
 */
export const OUTFOUGHT = { knockedDown: 0, controlThrow: 1, nothing: 2 } as const;
export type OutfoughtCode = (typeof OUTFOUGHT)[keyof typeof OUTFOUGHT];

/** See {@link OUTFOUGHT}. @example outfoughtAttacker(newFightHorseSide(), newFightHorseSide()) === OUTFOUGHT.knockedDown */
export function outfoughtAttacker(attacker: FightHorseSide, defender: FightHorseSide): OutfoughtCode {
  if (defender.response === FOOT_RESPONSE.dive || defender.response === FOOT_RESPONSE.dodge)
    return OUTFOUGHT.nothing;
  return attacker.mounted ? OUTFOUGHT.controlThrow : OUTFOUGHT.knockedDown;
}
