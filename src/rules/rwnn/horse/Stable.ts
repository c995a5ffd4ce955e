import type { RiderClass } from '../tables/RiderClass.ts';
import { newHorseState, RIDERLESS, type HorseState } from './HorseState.ts';
import { withinMountReach } from './withinMountReach.ts';

/**
 * The horses of a table and who rides them. The horse is the one record of the pairing (its `rider`), so a
 * rider and his horse can never disagree: a figure rides the horse whose `rider` he is, and no other.
 *
 * @example const s = new Stable(); const h = s.add(0, 0, 0); s.mount(2, 0, 'good', 1.5);
 */
export class Stable {
  readonly horses: HorseState[] = [];

  /** Puts a riderless horse on the table; returns it. */
  add(x: number, y: number, facing: number): HorseState {
    const h = newHorseState(x, y, facing);
    this.horses.push(h);
    return h;
  }

  /** The index of the horse `figure` rides, or -1 on foot. Allocates nothing. */
  horseOf(figure: number): number {
    for (let i = 0; i < this.horses.length; i++) if (this.horses[i]!.rider === figure) return i;
    return -1;
  }

  /**
   * Why `figure`, `inches` from horse `horse`, may not mount it now, or null when he may: "Mount or Dismount
   * Steed: the character must be within three inches of the beast" (000 actions); the horse must be alive,
   * standing (no speed), riderless and not bolting, and the man on foot.
   */
  whyNotMount(figure: number, horse: number, inches: number): string | null {
    const h = this.horses[horse];
    if (h === undefined) return `there is no horse ${horse}`;
    if (!withinMountReach(inches)) return `the horse is ${inches}" away; mounting takes 3" or less`;
    if (h.dead) return 'the horse is dead';
    if (h.rider !== RIDERLESS) return 'the horse has a rider';
    if (h.control.bolting) return 'the horse is bolting';
    if (this.horseOf(figure) >= 0) return 'he is already mounted';
    return null;
  }

  /** Mounts `figure` (a rider of class `rider`) on horse `horse`; a RangeError says why he may not. */
  mount(figure: number, horse: number, rider: RiderClass, inches: number): HorseState {
    const why = this.whyNotMount(figure, horse, inches);
    if (why !== null) throw new RangeError(`figure ${figure} cannot mount: ${why}`);
    const h = this.horses[horse]!;
    h.rider = figure;
    h.riderClass = rider;
    h.dice = 0;
    return h;
  }

  /**
   * `figure` (a rider of class `rider`) leaps into the saddle of horse `horse` with a heroic leap: "An
   * opponent already sitting up there is thrown, and the leaping character now has a mount" (000 ATTACKING
   * CHARACTERS ON FOOT, 4); he throws to keep his seat on his next turn (`leaptOn`). Returns the figure
   * thrown, or RIDERLESS.
   */
  leapOnto(figure: number, horse: number, rider: RiderClass): number {
    const h = this.horses[horse];
    if (h === undefined || h.dead) throw new RangeError(`figure ${figure} cannot leap onto horse ${horse}`);
    if (this.horseOf(figure) >= 0) throw new RangeError(`figure ${figure} is already mounted`);
    const thrown = h.rider;
    h.rider = figure;
    h.riderClass = rider;
    h.control.bucking = false;
    h.leaptOn = true;
    return thrown;
  }

  /**
   * `figure` gets off his horse (the Dismount action, which leaves him within 3" of it) or is thrown: the
   * horse is riderless and stops bucking (a bolting horse goes on bolting, now on the Joker). Returns the
   * horse, or null if he was on foot.
   */
  dismount(figure: number): HorseState | null {
    const i = this.horseOf(figure);
    if (i < 0) return null;
    const h = this.horses[i]!;
    h.rider = RIDERLESS;
    h.control.bucking = false;
    h.leaptOn = false;
    return h;
  }
}
