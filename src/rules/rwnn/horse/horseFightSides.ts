import {
  clearFightHorseSide,
  FOOT_RESPONSE,
  type FightHorseSide,
  type FootResponseCode,
} from '../fight/FightHorse.ts';
import type { FootResponseId } from '../tables/attackedOnFoot.ts';
import type { RiderClass } from '../tables/RiderClass.ts';

/** How a rider meets a man: halted alongside (or standing), trampling him, or striking a passing blow. */
export type HorsebackAttackKind = 'halt' | 'trample' | 'passing-blow';

/** One exchange between a rider and a man on foot, as the fighting chart's horse lines read it. */
export interface HorsebackExchange {
  /** The class the rider rides as (Inept on a bolting horse). */
  readonly rider: RiderClass;
  /** The dice of his last movement throw. */
  readonly movementDice: number;
  readonly kind: HorsebackAttackKind;
  /** He is armed with a mounted lance. */
  readonly lance: boolean;
  /** What the man on foot does (000 ATTACKING CHARACTERS ON FOOT). */
  readonly response: FootResponseId;
}

const RESPONSE_CODE: Readonly<Record<FootResponseId, FootResponseCode>> = {
  dive: FOOT_RESPONSE.dive,
  dodge: FOOT_RESPONSE.dodge,
  'stand-and-fight': FOOT_RESPONSE.standAndFight,
  'heroic-leap': FOOT_RESPONSE.heroicLeap,
};

/**
 * Writes the rider's and the man's sides of a fight context for one exchange (000 FIGHTING, "Horse combat
 * only:"): the rider is "Mounted", a "Good or Expert horseman" per die of his last throw, his horse
 * "trampling" per die in a trample, with a "Mounted lance" if he has one; both "Striking or receiving a
 * passing blow" in a passing blow, "unless the rider is armed with a lance" (000 PASSING BLOWS); the man
 * "Diving", "Dodging" or making a "Heroic leap". Which side attacks is the caller's (the context's attacker
 * or defender). Allocates nothing.
 *
 * @example setHorseFightSides(x, ctx.attackerHorse, ctx.defenderHorse)
 */
export function setHorseFightSides(x: HorsebackExchange, rider: FightHorseSide, foot: FightHorseSide): void {
  clearFightHorseSide(rider);
  clearFightHorseSide(foot);
  rider.mounted = true;
  rider.goodHorseman = x.rider === 'good' || x.rider === 'expert';
  rider.movementDice = x.movementDice;
  rider.trampling = x.kind === 'trample';
  rider.mountedLance = x.lance;
  const passing = x.kind === 'passing-blow' && !x.lance;
  rider.passingBlow = passing;
  foot.passingBlow = passing;
  foot.response = RESPONSE_CODE[x.response];
}
