import { horseFightOdds } from '../../odds/mechanics/horseFightOdds.ts';
import { Fraction } from '../../exact/Fraction.ts';
import type { OddsEntry } from '../../odds/OddsMechanic.ts';
import type { HorseReadings } from '../../rules/rwnn/horse/HorseReadings.ts';
import type { HorsebackAttackKind } from '../../rules/rwnn/horse/horseFightSides.ts';
import type { FootResponseId } from '../../rules/rwnn/tables/attackedOnFoot.ts';
import type { RiderClass } from '../../rules/rwnn/tables/RiderClass.ts';
import { footResponse } from './riderTactics.ts';

/**
 * How a man on foot picks his response to a rider (a tactic's `respond` parameter): as his tactic does
 * (`tactic`, the default), by the odds (`odds`), or always one of `dive`, `dodge`, `stand` (stand and
 * fight), `leap` (heroic leap).
 */
export const RESPOND_CHOICES = ['tactic', 'odds', 'dive', 'dodge', 'stand', 'leap'] as const;
export type RespondChoice = (typeof RESPOND_CHOICES)[number];

const NAMED: Readonly<Record<'dive' | 'dodge' | 'stand' | 'leap', FootResponseId>> = {
  dive: 'dive',
  dodge: 'dodge',
  stand: 'stand-and-fight',
  leap: 'heroic-leap',
};

/** The order responses are weighed in by the odds; the first of equal costs is kept. */
const WEIGHED: readonly FootResponseId[] = ['stand-and-fight', 'dodge', 'dive', 'heroic-leap'];

/**
 * The meeting a man on foot answers: the rider's class as he rides, his throw's dice, how he comes on, and
 * the two men's own fighting dice before the horse lines (each one's row, class, wounds, skills and the
 * other modifiers of the fight, as the resolver would count them).
 */
export interface RiderComing {
  readonly rider: RiderClass;
  readonly dice: number;
  readonly kind: HorsebackAttackKind;
  readonly bolting: boolean;
  /** The rider's fighting dice before the horse lines. */
  readonly attack: number;
  /** The man's fighting dice before the horse lines. */
  readonly defend: number;
}

/** What being knocked down and winded costs the man beside a hit (1): out of action until the Joker, unhurt. */
const WINDED_COST = new Fraction(1n, 2n);

/** Exact expected cost of a response by meeting: the odds are pure, so computed once each. */
const costs = new Map<string, Fraction>();

function entry(entries: readonly OddsEntry[], key: string): Fraction {
  const e = entries.find((x) => x.key === key);
  if (e === undefined || Array.isArray(e.exact)) throw new Error(`odds horse-fight gives no ${key}`);
  return e.exact as Fraction;
}

/**
 * The exact expected cost to the man of one exchange answered with `response`, from `odds horse-fight` for
 * this rider, throw, kind, response and the two men's own dice, under the `horses.trampledDown` reading
 * `trampledDown`: P(he is hit) + 1/2 P(he is knocked down and winded) - P(his heroic leap puts him in the
 * saddle). A hit alone cannot weigh the responses: a dive's four dice always leave the least chance of one,
 * whatever the dice; the dive's certain fall and the leap's prize are what the men's own dice trade against.
 *
 * @example responseCost({ rider: 'good', dice: 2, kind: 'trample', bolting: false, attack: 3, defend: 4 }, 'dodge', 'always')
 */
export function responseCost(
  c: RiderComing,
  response: FootResponseId,
  trampledDown: HorseReadings['trampledDown'],
): Fraction {
  const key = `${c.rider}/${c.dice}/${c.kind}/${c.bolting}/${c.attack}/${c.defend}/${trampledDown}/${response}`;
  const known = costs.get(key);
  if (known !== undefined) return known;
  const params = {
    rider: c.rider,
    dice: c.dice,
    how: c.kind,
    response,
    attack: Math.max(0, c.attack),
    defend: Math.max(0, c.defend),
    lance: false,
    bolting: c.bolting,
  };
  const e = horseFightOdds.prepare(params, { 'horses.trampledDown': trampledDown }).exact();
  const cost = entry(e, 'pDefenderHit')
    .add(entry(e, 'pKnockedDownWinded').mul(WINDED_COST))
    .sub(entry(e, 'pInSaddle'));
  costs.set(key, cost);
  return cost;
}

/**
 * The response of a man on foot to a rider bearing down on him (000 ATTACKING CHARACTERS ON FOOT), among
 * those `allowed` to him: his tactic's (`tactic`, see {@link footResponse}); the named one where he may make
 * it, else his tactic's; or, with `odds`, the allowed response of the least exact expected cost
 * ({@link responseCost}, under the `horses.trampledDown` reading `trampledDown`; the first of equal costs in
 * the order stand, dodge, dive, leap).
 *
 * @example respondTo('gunfighter', 'odds', coming, () => true, 'always') === 'dodge'
 */
export function respondTo(
  tactic: string,
  respond: RespondChoice,
  coming: RiderComing,
  allowed: (r: FootResponseId) => boolean,
  trampledDown: HorseReadings['trampledDown'],
): FootResponseId {
  if (respond === 'tactic') return footResponse(tactic, allowed);
  if (respond !== 'odds') {
    const named = NAMED[respond];
    return allowed(named) ? named : footResponse(tactic, allowed);
  }
  let best: FootResponseId = 'dive';
  let bestP: Fraction | null = null;
  for (const r of WEIGHED) {
    if (!allowed(r)) continue;
    const p = responseCost(coming, r, trampledDown);
    if (bestP === null || p.sub(bestP).num < 0n) {
      best = r;
      bestP = p;
    }
  }
  return best;
}
