import { horseFightOdds } from '../../odds/mechanics/horseFightOdds.ts';
import type { Fraction } from '../../exact/Fraction.ts';
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

/** The order responses are weighed in by the odds; the first of equal chances is kept. */
const WEIGHED: readonly FootResponseId[] = ['stand-and-fight', 'dodge', 'dive', 'heroic-leap'];

/** The meeting a man on foot answers: the rider's class as he rides, his throw's dice, how he comes on. */
export interface RiderComing {
  readonly rider: RiderClass;
  readonly dice: number;
  readonly kind: HorsebackAttackKind;
  readonly bolting: boolean;
}

/** Exact P(the man on foot takes a hit) by meeting and response: the odds are pure, so computed once. */
const hitChance = new Map<string, Fraction>();

/**
 * P(the man on foot is hit) in one exchange, exactly as `odds horse-fight` gives it for this rider, throw,
 * kind and response (the fighters' dice before the horse lines at the mechanic's defaults, Fist 3 and 4).
 *
 * @example pHitByOdds({ rider: 'good', dice: 2, kind: 'trample', bolting: false }, 'dive')
 */
export function pHitByOdds(c: RiderComing, response: FootResponseId): Fraction {
  const key = `${c.rider}/${c.dice}/${c.kind}/${c.bolting}/${response}`;
  const known = hitChance.get(key);
  if (known !== undefined) return known;
  const params = {
    rider: c.rider,
    dice: c.dice,
    how: c.kind,
    response,
    attack: 3,
    defend: 4,
    lance: false,
    bolting: c.bolting,
  };
  const entry = horseFightOdds
    .prepare(params, {})
    .exact()
    .find((e) => e.key === 'pDefenderHit');
  if (entry === undefined || Array.isArray(entry.exact))
    throw new Error('odds horse-fight gives no pDefenderHit');
  const p = entry.exact as Fraction;
  hitChance.set(key, p);
  return p;
}

/**
 * The response of a man on foot to a rider bearing down on him (000 ATTACKING CHARACTERS ON FOOT), among
 * those `allowed` to him: his tactic's (`tactic`, see {@link footResponse}); the named one where he may make
 * it, else his tactic's; or, with `odds`, the allowed response that leaves him the least exact chance of
 * being hit ({@link pHitByOdds}; the first of equal chances in the order stand, dodge, dive, leap).
 *
 * @example respondTo('gunfighter', 'odds', coming, () => true) === 'dive'
 */
export function respondTo(
  tactic: string,
  respond: RespondChoice,
  coming: RiderComing,
  allowed: (r: FootResponseId) => boolean,
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
    const p = pHitByOdds(coming, r);
    if (bestP === null || p.sub(bestP).num < 0n) {
      best = r;
      bestP = p;
    }
  }
  return best;
}
