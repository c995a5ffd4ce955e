import type { Dice } from '../../../dice/Dice.ts';
import type { FootResponseId } from '../tables/attackedOnFoot.ts';
import type { HorseReadings } from './HorseReadings.ts';

/** What the round between a rider (or his horse) and a man on foot showed, as his response reads it. */
export interface FootRound {
  /** The round was a trample (not a passing blow or a halted fight). */
  readonly trample: boolean;
  readonly attackerSixes: number;
  readonly defenderSixes: number;
  /** The man on foot took at least one hit (net hits after his 6s cancelled theirs). */
  readonly hit: boolean;
  readonly horseBolting: boolean;
}

/** What a man on foot's response did, after the round. Reused: {@link footResponseOutcome} overwrites every field. */
export interface FootOutcome {
  /** Knocked down and winded: "no actions whatever until after the Joker is next turned". */
  knockedDownWinded: boolean;
  /** He dives or dodges "a dice worth of inches" out of the way ({@link outOfTheWayInches} throws it). */
  movesAway: boolean;
  /** He ends "facing in his players choice of direction" (a dodge). */
  facesAsHeChooses: boolean;
  /** Standing, unhit, against a bolting horse: he may throw to stop it (stopBoltingHorse, `stood-and-fought`). */
  mayStopBolt: boolean;
  /** His heroic leap put him in the saddle; any rider up there is thrown. */
  inSaddle: boolean;
}

/** A fresh record to pass to {@link footResponseOutcome}. */
export function newFootOutcome(): FootOutcome {
  return {
    knockedDownWinded: false,
    movesAway: false,
    facesAsHeChooses: false,
    mayStopBolt: false,
    inSaddle: false,
  };
}

/**
 * The effect of a man's response to a rider (000 ATTACKING CHARACTERS ON FOOT), beyond the hits of the
 * round itself (which the fight resolves):
 * 1. dive: "If the diving character survives a round of combat without receiving a hit ... dives one dice
 *    worth of inches out of the way. He is knocked down and winded";
 * 2. dodge: unhit, he "moves a dice worth of inches in any direction, ending facing in his players choice";
 * 3. stand and fight: "If the horse is bolting, and the character is not hit, he may throw to see if he can
 *    bring it under control";
 * 4. heroic leap: "if the leaping character throws the most 6’s, he does indeed leap up into the saddle".
 * Every man the horse trampled and who is still where it passed is knocked down and winded ("TRAMPLED OR
 * THROWN CHARACTERS are always knocked down and winded", 000 FIGHTING; all of them, or only those hit, as
 * `r.trampledDown` reads). The dive's direction ("the most obvious direction, if in doubt dice randomly")
 * and the dodge's are the table's. Throws no dice; writes into `out`; allocates nothing.
 *
 * @example footResponseOutcome('dive', round, r, out).movesAway // unhit
 */
export function footResponseOutcome(
  response: FootResponseId,
  round: FootRound,
  r: HorseReadings,
  out: FootOutcome,
): FootOutcome {
  out.knockedDownWinded = false;
  out.movesAway = false;
  out.facesAsHeChooses = false;
  out.mayStopBolt = false;
  out.inSaddle = false;
  const unhit = !round.hit;
  if (response === 'dive' && unhit) {
    out.movesAway = true;
    out.knockedDownWinded = true;
    return out;
  }
  if (response === 'dodge' && unhit) {
    out.movesAway = true;
    out.facesAsHeChooses = true;
    return out;
  }
  if (response === 'heroic-leap' && round.defenderSixes > round.attackerSixes) {
    out.inSaddle = true;
    return out;
  }
  if (response === 'stand-and-fight') out.mayStopBolt = round.horseBolting && unhit;
  out.knockedDownWinded = round.trample && (r.trampledDown === 'always' || round.hit);
  return out;
}

/**
 * The inches a man who dived or dodged clear moves: "one dice worth of inches" (0 when he does not move).
 *
 * @example outOfTheWayInches(out, new ScriptedDice([4])) === 4 // out.movesAway
 */
export function outOfTheWayInches(out: FootOutcome, dice: Dice): number {
  return out.movesAway ? dice.d6() : 0;
}

/**
 * Whether a fight sends a rider to a throw for loss of control (000 LOSS OF CONTROL 2, "As a result of
 * combat"; FIGHTING FROM HORSEBACK & TRAMPLING, "Any blow struck against a mounted character or his horse
 * causes a test for loss of control"; FIGHTING, "mounted attackers must throw to retain control"). Under
 * `every-fight` every round he is in; under `blow-struck` only a round that hit him or his horse
 * (`struck`) or that he lost on 6s (`outthrown`). A trample adds its own throw (LOSS OF CONTROL 4).
 *
 * @example fightCallsForControl(DEFAULT_HORSE_READINGS, false, false) === true
 */
export function fightCallsForControl(r: HorseReadings, struck: boolean, outthrown: boolean): boolean {
  return r.combatControl === 'every-fight' || struck || outthrown;
}
