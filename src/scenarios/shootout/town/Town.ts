import type { Dice } from '../../../dice/Dice.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { Medics } from '../doctor/Medics.ts';
import { Townsfolk } from '../townsfolk/Townsfolk.ts';
import type { TownParams } from './TownParams.ts';

/**
 * The town around a gunfight, as the game sees it: the Doctor and Dentist figures (Medics) and the
 * non-player townsmen (Townsfolk) the file places, each null when it places none. The game calls it at a
 * few moments (a new game, a Joker, a shot, a turn, before a card is turned) and it passes each on.
 *
 * @example const town = Town.of(game, params.town); // null without doctors or townsfolk
 */
export class Town {
  readonly medics: Medics | null;
  readonly folk: Townsfolk | null;

  /** The town of `params`, or null when there is none. */
  static of(game: ShootoutContext, params: TownParams | undefined): Town | null {
    if (params === undefined || (params.doctors.length === 0 && params.townsfolk.length === 0)) return null;
    return new Town(game, params);
  }

  private constructor(game: ShootoutContext, params: TownParams) {
    this.medics = params.doctors.length > 0 ? new Medics(game, params.doctors) : null;
    this.folk = params.townsfolk.length > 0 ? new Townsfolk(game, params.townsfolk, params.law) : null;
  }

  reset(): void {
    if (this.medics !== null) this.medics.reset();
    if (this.folk !== null) this.folk.reset();
  }

  /** The Joker, before the deck is made up again. */
  joker(): void {
    if (this.folk !== null) this.folk.joker();
    if (this.medics !== null) this.medics.joker();
  }

  /** `f` fired at `t`. */
  gunshot(f: Gunfighter, t: Gunfighter): void {
    if (this.medics !== null) this.medics.gunshot(f);
    if (this.folk !== null) this.folk.gunshot(f, t);
  }

  /** `f`'s turn when Doctorin' makes it (true), else the game's. */
  turn(f: Gunfighter): boolean {
    return this.medics !== null && this.medics.turn(f);
  }

  /** `f` has taken his turn. */
  acted(f: Gunfighter): void {
    if (this.folk !== null) this.folk.acted(f);
  }

  /** Before a Fate card: an NPC card may come up instead (true: a card was turned). */
  turnCard(dice: Dice): boolean {
    return this.folk !== null && this.folk.turnCard(dice);
  }

  /** A townsman stands in the line of fire from `f` to `t`. */
  inLineOfFire(f: Gunfighter, t: Gunfighter): boolean {
    return this.folk !== null && this.folk.inLineOfFire(f, t);
  }

  /** Hits a townsman in the line of fire took instead of `t`. */
  strayHits(t: Gunfighter, hits: number): void {
    if (this.folk !== null) this.folk.strayHits(t, hits);
  }
}
