import type { RiderClass } from '../tables/RiderClass.ts';
import { newControlOutcome, type ControlOutcome } from './ControlOutcome.ts';

/** No rider on the horse. @example h.rider === RIDERLESS */
export const RIDERLESS = -1;

/**
 * A horse as a figure of its own (000 HORSES: "you have to start recording the final move rate of all your
 * steeds every turn"): where it stands and faces, the speed it carries from turn to turn, its wounds, its
 * rider and the state of his control. The horse module's functions change it in place.
 *
 * @example const h = newHorseState(0, 0, 90); h.rider = 3; h.riderClass = 'good';
 */
export interface HorseState {
  x: number;
  y: number;
  /** Degrees 0..359, anticlockwise from the table's x axis. */
  facing: number;
  /** The dice of its last movement throw, the speed it carries into the next (0: it stood still). */
  dice: number;
  /** 000 INJURY TO HORSES 5: "maximum dice per throw reduced by one" and more throws for control. */
  wounded: boolean;
  /** Dead or seriously injured (INJURY TO HORSES 6, then 1-2): it never moves again. */
  dead: boolean;
  /** The figure riding it, or {@link RIDERLESS}. */
  rider: number;
  /** Its rider's own class of rider (read only while it has one). */
  riderClass: RiderClass;
  /** Bucking and bolting, carried from turn to turn (a riderless horse may still be bolting). */
  readonly control: ControlOutcome;
  /**
   * Its rider got up by a heroic leap: "On his next turn he must throw to see if he is thrown, as with
   * bucking horses" (000 ATTACKING CHARACTERS ON FOOT, 4).
   */
  leaptOn: boolean;
}

/** A standing, unhurt, riderless horse. @example newHorseState(10, 4, 0).rider === RIDERLESS */
export function newHorseState(x: number, y: number, facing: number): HorseState {
  return {
    x,
    y,
    facing,
    dice: 0,
    wounded: false,
    dead: false,
    rider: RIDERLESS,
    riderClass: 'inept',
    control: newControlOutcome(),
    leaptOn: false,
  };
}

/**
 * Puts a horse back as {@link newHorseState} made it, where it stands, in place (a new game's horse).
 *
 * @example resetHorseState(h); h.rider === RIDERLESS
 */
export function resetHorseState(h: HorseState): void {
  h.dice = 0;
  h.wounded = false;
  h.dead = false;
  h.rider = RIDERLESS;
  h.leaptOn = false;
  Object.assign(h.control, CLEAR_CONTROL);
}

/** A control outcome with nothing happened, to copy from. */
const CLEAR_CONTROL: Readonly<ControlOutcome> = newControlOutcome();

/**
 * Takes the rider out of the saddle: the horse goes on riderless and stops bucking (a riderless horse bucks
 * no one), and bolts if its reaction was to bolt. Returns the figure thrown, or RIDERLESS.
 *
 * @example throwRider(h) === 7 // h.rider === RIDERLESS
 */
export function throwRider(h: HorseState): number {
  const was = h.rider;
  h.rider = RIDERLESS;
  h.control.bucking = false;
  h.leaptOn = false;
  if (h.control.reaction === 'bolts') h.control.bolting = true;
  return was;
}
