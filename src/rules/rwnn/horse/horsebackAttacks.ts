import type { RiderClass } from '../tables/RiderClass.ts';

/** What a rider may do to men in his path this turn, by his last movement throw. */
export interface HorsebackAttacks {
  /** "he must halt alongside his opponent and fight a normal round of combat". */
  readonly mustHalt: boolean;
  /** He may trample men on foot in his path. */
  readonly mayTrample: boolean;
  /** Passing blows he may strike this turn, each against a different opponent (Infinity: "any number"). */
  readonly passingBlows: number;
  /** He may both trample and strike passing blows ("The trample round is fought first."). */
  readonly trampleAndBlows: boolean;
}

const HALT: HorsebackAttacks = { mustHalt: true, mayTrample: false, passingBlows: 0, trampleAndBlows: false };
const ONE_OR_OTHER: HorsebackAttacks = {
  mustHalt: false,
  mayTrample: true,
  passingBlows: 1,
  trampleAndBlows: false,
};
const BOTH: HorsebackAttacks = {
  mustHalt: false,
  mayTrample: true,
  passingBlows: Number.POSITIVE_INFINITY,
  trampleAndBlows: true,
};

/**
 * 000 FIGHTING FROM HORSEBACK & TRAMPLING: "If a rider’s last movement throw was just one dice, he must halt
 * alongside his opponent and fight a normal round of combat" (a horse that threw none stands, and fights a
 * stationary combat the same way); "If the last throw was two or more dice, an Inept or Poor rider may
 * choose to either trample anyone on foot in their path, or strike a passing blow. They may strike only one
 * passing blow per turn."; "Good and Expert riders may both trample and strike a passing blow. They may
 * strike any number of passing blows per turn against different opponents." `rider` is the class he rides
 * as (on a bolting horse, Inept). Returns a shared constant; allocates nothing.
 *
 * @example horsebackAttacks('good', 2).trampleAndBlows === true
 */
export function horsebackAttacks(rider: RiderClass, lastThrowDice: number): HorsebackAttacks {
  if (lastThrowDice <= 1) return HALT;
  return rider === 'good' || rider === 'expert' ? BOTH : ONE_OR_OTHER;
}

/** A rider's plan against the men in his path: whether he tramples, and how many passing blows he strikes. */
export interface HorsebackPlan {
  readonly trample: boolean;
  readonly passingBlows: number;
}

/**
 * Whether `plan` is one the rules allow (see {@link horsebackAttacks}): a halted rider neither tramples nor
 * passes; an Inept or Poor rider tramples or strikes one passing blow, not both.
 *
 * @example planAllowed('poor', 3, { trample: true, passingBlows: 1 }) === false
 */
export function planAllowed(rider: RiderClass, lastThrowDice: number, plan: HorsebackPlan): boolean {
  const a = horsebackAttacks(rider, lastThrowDice);
  if (plan.passingBlows < 0 || plan.passingBlows > a.passingBlows) return false;
  if (plan.trample && !a.mayTrample) return false;
  return a.trampleAndBlows || !(plan.trample && plan.passingBlows > 0);
}

/** Who is hit in a fight with a rider: the horse or the man on it. */
export type HorseFightTarget = 'horse' | 'rider';

/**
 * The target of a man on foot fighting a rider (000 FIGHTING FROM HORSEBACK & TRAMPLING): "A character on
 * foot may strike against the horse if he is being trampled, otherwise against the rider, but may choose
 * his target in a stationary combat. Where two mounted characters fight, they may each choose their
 * targets." `wanted` is the striker's choice, kept where the rules let him choose.
 *
 * @example strikeTarget('passing-blow', false, 'horse') === 'rider'
 */
export function strikeTarget(
  how: 'trample' | 'passing-blow' | 'stationary',
  strikerMounted: boolean,
  wanted: HorseFightTarget,
): HorseFightTarget {
  if (strikerMounted || how === 'stationary') return wanted;
  return how === 'trample' ? 'horse' : 'rider';
}

/**
 * Whether a man is trampled by a moving horse he meets: "Any character on foot who otherwise comes into
 * contact with a moving horse, friend or foe, is automatically trampled." and "Mounted opponents are never
 * trampled."
 *
 * @example trampledOnContact(false, 2) === true
 */
export function trampledOnContact(manMounted: boolean, horseMovementDice: number): boolean {
  return !manMounted && horseMovementDice > 0;
}
