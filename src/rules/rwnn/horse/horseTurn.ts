import type { Dice } from '../../../dice/Dice.ts';
import { HORSE_MOVEMENT } from '../tables/horseMovement.ts';
import type { HorseReadings } from './HorseReadings.ts';
import { RIDERLESS, throwRider, type HorseState } from './HorseState.ts';
import { horseMoveThrow, newMoveThrow, type MoveThrow } from './horseMoveThrow.ts';
import { riderThrown } from './buckingRound.ts';
import { lossOfControl, nextTurnControl, ridesAs } from './lossOfControl.ts';
import { movementDiceAllowed, type DiceRange } from './movementDiceAllowed.ts';

/** The rider's choices in his turn, asked by {@link horseTurn}; a policy answers them, the rules never do. */
export interface RiderChoices {
  /** Movement dice for throw `k` (0-based), within `range` (a RangeError otherwise). */
  dice(h: HorseState, k: number, range: DiceRange): number;
  /** An Inept rider announces that he wants to stop before throw `k`. */
  stop(h: HorseState, k: number): boolean;
  /** Degrees to turn after throw `k`, positive anticlockwise; held to `maxDegrees` either way. */
  turn(h: HorseState, k: number, maxDegrees: number): number;
  /** He fires now, "immediately before making one of their movement throws", about to throw `dice`. */
  fire(h: HorseState, k: number, dice: number): boolean;
}

/** What stands in a horse's path: the table answers, the horse rules never look at it. */
export interface HorsePath {
  /**
   * Inches along a straight move of `inches` from the horse's place and facing to the first obstacle other
   * than a person it would collide with, or -1 when it meets none.
   */
  obstacleAhead(h: HorseState, inches: number): number;
  /** Moves the horse `inches` "tangentialy away from the obstacle" it is beside (its place and facing). */
  avoid(h: HorseState, inches: number): void;
}

/** What one turn of a horse did. Reused: {@link horseTurn} overwrites every field. */
export interface HorseTurnReport {
  /** Movement throws made. */
  throws: number;
  /** Dice of the last throw made (what FIGHTING FROM HORSEBACK reads), 0 if none. */
  lastThrowDice: number;
  inches: number;
  /** Throws for loss of control (and bucking rounds and regain throws) made this turn. */
  controlThrows: number;
  /** Collision courses met. */
  collisions: number;
  /** The throw the rider fired before (0-based), or -1; and the dice he was about to throw then. */
  firedBefore: number;
  fireDice: number;
  /** His rider came out of the saddle this turn (the Combat Damage Chart follows). */
  thrown: boolean;
  /** Index of the figure thrown, or RIDERLESS. */
  thrownRider: number;
  /** An Inept rider's announced stop took effect. */
  stopped: boolean;
}

/** A fresh report to pass to {@link horseTurn}. */
export function newHorseTurnReport(): HorseTurnReport {
  return {
    throws: 0,
    lastThrowDice: 0,
    inches: 0,
    controlThrows: 0,
    collisions: 0,
    firedBefore: -1,
    fireDice: 0,
    thrown: false,
    thrownRider: RIDERLESS,
    stopped: false,
  };
}

/** Degrees to radians. */
const RAD = Math.PI / 180;
/** The turn after a throw where the chart prints "another turn" without an angle: the same 45 degrees. */
const DEFAULT_TURN = 45;

/** Scratch for the movement throw; read at once, so one serves every horse. */
const MOVE: MoveThrow = newMoveThrow();

function advance(h: HorseState, inches: number): void {
  h.x += inches * Math.cos(h.facing * RAD);
  h.y += inches * Math.sin(h.facing * RAD);
}

function turnBy(h: HorseState, degrees: number): void {
  h.facing = (((h.facing + degrees) % 360) + 360) % 360;
}

/** The rider is out of the saddle ({@link throwRider}), as the report says. */
function unseat(h: HorseState, out: HorseTurnReport): void {
  out.thrown = true;
  out.thrownRider = throwRider(h);
}

/**
 * Moves `inches` straight ahead, or to the obstacle in the way: "All riders must move the full distance
 * thrown, if this would cause them to collide with an obstacle other than a person, the horse will avoid the
 * collision. Throw for loss of control" (000 COLLISIONS), "immediately before making contact" (LOSS OF
 * CONTROL 1); kept, the horse moves on "tangentialy away from the obstacle". Lost, it stops there and its
 * reaction takes over. A riderless horse just avoids. Returns whether the rider lost control.
 */
function ride(
  h: HorseState,
  inches: number,
  path: HorsePath,
  r: HorseReadings,
  dice: Dice,
  out: HorseTurnReport,
): boolean {
  const ahead = inches > 0 ? path.obstacleAhead(h, inches) : -1;
  if (ahead < 0) {
    advance(h, inches);
    out.inches += inches;
    return false;
  }
  advance(h, ahead);
  out.inches += ahead;
  out.collisions++;
  if (h.rider !== RIDERLESS) {
    out.controlThrows++;
    if (lossOfControl(ridesAs(h.riderClass, h.control.bolting), r, dice, h.control).lost) return true;
  }
  path.avoid(h, inches - ahead);
  out.inches += inches - ahead;
  return false;
}

/**
 * One turn of a horse (000 HORSES, MOVEMENT; COLLISIONS; LOSS OF CONTROL), on its rider's card, or on the
 * Joker (`joker`) for a riderless horse: "Riderless bolting horses move on the Joker", as an Inept rider's
 * two dice multiplied (a bolting horse's rider "is treated as Inept"); a riderless horse that is not bolting
 * stands. A rider who leapt on since his last turn first throws to keep his seat (part d of the bucking
 * sequence); a rider then plays on a horse still bucking or bolting from before ({@link nextTurnControl}); then
 * he makes his class's throws (Inept and Poor one, Good two, Expert three; on a bolting horse one, as Inept),
 * each: a shot if he wants one and may ("Riders moving & firing may fire once during the turn; immediately
 * before making one of their movement throws"; not once he has thrown for control this turn nor on a
 * bolting horse), the movement throw ({@link horseMoveThrow}) at dice he chooses within
 * {@link movementDiceAllowed}, the move with its collisions, its throw for control when the dice call for
 * one, then a turn of up to 45 degrees. Losing control or being thrown ends the horse's move. Changes `h` in
 * place; writes `out`; allocates nothing.
 *
 * @example horseTurn(h, false, policy, table, DEFAULT_HORSE_READINGS, dice, report).inches
 */
export function horseTurn(
  h: HorseState,
  joker: boolean,
  choices: RiderChoices,
  path: HorsePath,
  r: HorseReadings,
  dice: Dice,
  out: HorseTurnReport,
): HorseTurnReport {
  out.throws = 0;
  out.lastThrowDice = 0;
  out.inches = 0;
  out.controlThrows = 0;
  out.collisions = 0;
  out.firedBefore = -1;
  out.fireDice = 0;
  out.thrown = false;
  out.thrownRider = RIDERLESS;
  out.stopped = false;
  if (h.dead) return out;
  if (h.rider === RIDERLESS) {
    if (!joker || !h.control.bolting) return out;
    const n = HORSE_MOVEMENT.classes.inept.dice.count;
    horseMoveThrow({ rider: 'inept', dice: n, stop: false, horseWounded: h.wounded }, r, dice, MOVE);
    out.throws = 1;
    out.lastThrowDice = n;
    h.dice = n;
    ride(h, MOVE.distance, path, r, dice, out);
    return out;
  }
  const c = h.control;
  if (h.leaptOn) {
    // "On his next turn he must throw to see if he is thrown, as with bucking horses": part d.
    h.leaptOn = false;
    out.controlThrows++;
    if (riderThrown(ridesAs(h.riderClass, c.bolting), dice)) {
      c.reaction = null;
      unseat(h, out);
      return out;
    }
  }
  if (c.bucking || (c.bolting && h.riderClass !== 'inept')) {
    out.controlThrows++;
    nextTurnControl(h.riderClass, r, dice, c);
    if (c.thrown) {
      unseat(h, out);
      return out;
    }
    if (c.bucking) return out;
  }
  const as = ridesAs(h.riderClass, c.bolting);
  const turns = HORSE_MOVEMENT.classes[as].turnDegreesAfterThrow;
  for (let k = 0; k < turns.length; k++) {
    const range = movementDiceAllowed(as, h.dice, h.wounded, r);
    const n = choices.dice(h, k, range);
    if (!Number.isInteger(n) || n < range.min || n > range.max)
      throw new RangeError(`movement dice ${n} for throw ${k + 1}; allowed ${range.min}..${range.max}`);
    // "Riders who were Inept to start with cannot now stop the horse": nobody announces a stop on a bolter.
    const stop = as === 'inept' && !c.bolting && choices.stop(h, k);
    if (out.firedBefore < 0 && out.controlThrows === 0 && !c.bolting && choices.fire(h, k, n)) {
      out.firedBefore = k;
      out.fireDice = n;
    }
    horseMoveThrow({ rider: as, dice: n, stop, horseWounded: h.wounded }, r, dice, MOVE);
    out.throws++;
    out.lastThrowDice = n;
    h.dice = MOVE.stopped ? 0 : n;
    const calls = MOVE.controlThrow;
    let lost = ride(h, MOVE.distance, path, r, dice, out);
    if (!lost && calls) {
      out.controlThrows++;
      lost = lossOfControl(as, r, dice, c).lost;
    }
    if (c.thrown) {
      unseat(h, out);
      return out;
    }
    if (lost || MOVE.stopped) {
      out.stopped = MOVE.stopped;
      return out;
    }
    const max = turns[k] ?? DEFAULT_TURN;
    turnBy(h, Math.max(-max, Math.min(max, choices.turn(h, k, max))));
  }
  return out;
}
