import type { Dice } from '../../dice/Dice.ts';
import type { Figure } from '../../rules/rwnn/figure/Figure.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import type { HerdTrample } from '../../rules/rwnn/stampede/HerdTrample.ts';
import {
  escapesStampede,
  staysStanding,
  trampleRollCount,
  type TrampledFrom,
} from '../../rules/rwnn/stampede/onFootInStampede.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { HerdBlock } from './HerdBlock.ts';
import type { StampedeTally } from './StampedeTally.ts';

/**
 * Where the men stand, as the game that holds them keeps it: the stampede scenario's own arrays, or a
 * shootout's figures (moved by the game, so that its table's bookkeeping follows).
 *
 * @example const places: HerdPlaces = { x: (i) => xs[i]!, y: (i) => ys[i]!, put: (i, x, y) => { xs[i] = x; ys[i] = y; } };
 */
export interface HerdPlaces {
  x(i: number): number;
  y(i: number): number;
  put(i: number, x: number, y: number): void;
}

/** Where a man is: on his own feet or ground, carried inside the herd, or down with the herd over him. */
export const PLACE = { clear: 0, stuck: 1, underHerd: 2 } as const;

/** "Roll 1 D6 for escape result if you are within 1” of the edge of the herd." */
export const ESCAPE_REACH = 1;
/** An escaped man stands this far beyond the herd's flank: out of the 1" reach. */
export const ESCAPED_CLEAR = ESCAPE_REACH + 0.5;

/**
 * What a stampede does to the men on foot in its way (000 "What to do if a Stampede comes your way and you’re
 * on foot"): a standing man within 1" of it throws to escape or is stuck inside it; a man stuck throws each
 * turn to stay on his feet; a man knocked down is rolled for on the fighting table against the trample each
 * turn it passes over him ({@link HerdTrample}), from the turn he falls or the next (`stampede.trampledFrom`).
 * Holds where each man is in the herd; the positions are the game's ({@link HerdPlaces}). Mutable, reset for
 * each game. Both the stampede scenario and a herd on a shootout's table play men on foot with it.
 *
 * @example const inside = new InsideTheHerd(men, places, trample, 'same-turn'); inside.meet(0, herd, 9, 3, false, dice, out);
 */
export class InsideTheHerd {
  readonly place: Uint8Array;
  /** Trampled this turn: "no actions whatever until after the Joker is next turned". */
  readonly winded: Uint8Array;
  /** Knocked down inside the herd this turn: laid where it carried him once its move is done. */
  private readonly fellNow: Uint8Array;
  /** Where in the herd's frame a man is carried (a rider: where he keeps his place beside it). */
  readonly carriedAlong: Float64Array;
  readonly carriedSide: Float64Array;
  log: ShotLog | undefined;
  /** Told after each turn the herd tramples man `i`, with his status before it (a shootout counts the fallen). */
  afterTrample: ((i: number, before: number) => void) | undefined;

  constructor(
    private readonly men: readonly Figure[],
    private readonly at: HerdPlaces,
    private readonly trample: HerdTrample,
    private readonly trampledFrom: TrampledFrom,
  ) {
    const n = men.length;
    this.place = new Uint8Array(n);
    this.winded = new Uint8Array(n);
    this.fellNow = new Uint8Array(n);
    this.carriedAlong = new Float64Array(n);
    this.carriedSide = new Float64Array(n);
  }

  reset(): void {
    this.place.fill(PLACE.clear);
    this.winded.fill(0);
    this.fellNow.fill(0);
  }

  /**
   * The herd `h` runs `inches` on `herdDice` dice, before it moves: what it does to man `i` on foot, unless a
   * fence it has not broken `shielded` him. Returns whether it reached him (a throw made, or he was carried):
   * a herd running its move in stretches around a building meets a man once a turn.
   */
  meet(
    i: number,
    h: HerdBlock,
    inches: number,
    herdDice: number,
    shielded: boolean,
    dice: Dice,
    out: StampedeTally,
  ): boolean {
    const m = this.men[i]!;
    if (this.place[i] === PLACE.stuck) {
      if (!this.staysUp(i, dice, out)) this.fallsUnder(i, herdDice, dice, out);
      return true;
    }
    // Beyond a fence the herd has not broken it does not reach him.
    if (shielded) return false;
    if (m.status !== STATUS.standing) {
      // "Knocked Down ‘inside the herd.’ Roll 1 D6 every turn the herd stampedes over the casting."
      if (!h.passesOver(this.at.x(i), this.at.y(i), inches)) return false;
      this.trampled(i, herdDice, dice, out);
      return true;
    }
    if (!h.reaches(this.at.x(i), this.at.y(i), inches, ESCAPE_REACH)) return false;
    this.caught(i, h, herdDice, dice, out);
    return true;
  }

  /** After the herd's move: man `i` carried to where it stopped, or clear once its rear has passed him. */
  settle(i: number, h: HerdBlock): void {
    if (this.place[i] === PLACE.stuck || this.fellNow[i] === 1) {
      // Carried where the herd met him, to where its move ends; a man who fell on the way lies there.
      this.at.put(
        i,
        h.x(this.carriedAlong[i]!, this.carriedSide[i]!),
        h.y(this.carriedAlong[i]!, this.carriedSide[i]!),
      );
      this.fellNow[i] = 0;
    } else if (this.place[i] === PLACE.underHerd && h.along(this.at.x(i), this.at.y(i)) <= -h.depth)
      this.place[i] = PLACE.clear;
  }

  /** A standing man within 1" of the running herd: the escape throw, or caught inside it. */
  private caught(i: number, h: HerdBlock, herdDice: number, dice: Dice, out: StampedeTally): void {
    const m = this.men[i]!;
    const agile = m.skills.agile > 0;
    const along = h.along(this.at.x(i), this.at.y(i));
    const side = h.side(this.at.x(i), this.at.y(i));
    if (escapesStampede(agile, dice)) {
      out.escapes++;
      const clear = (h.width / 2 + ESCAPED_CLEAR) * (side < 0 ? -1 : 1);
      this.at.put(i, h.x(along, clear), h.y(along, clear));
      if (this.log) this.log.line(`  ${m.name} throws for escape: he gets out of the way.`);
      return;
    }
    out.caught++;
    if (this.log) this.log.line(`  ${m.name} throws for escape: stuck in the stampede.`);
    this.stuckAt(i, h, along, side);
    if (!this.staysUp(i, dice, out)) this.fallsUnder(i, herdDice, dice, out);
  }

  /**
   * A rider thrown inside or at the edge of the herd: "If you lose Control, go to step #2 of the ‘On Foot’
   * rules above" (000 "What to do if a Stampede comes your way and you’re on horseback"). Stuck on foot
   * where he is; during the herd's move (`herdDice` > 0) he throws to stay on his feet at once, as a man
   * caught on foot does; thrown on his own card, at the herd's next move.
   */
  thrownInto(i: number, h: HerdBlock, herdDice: number, dice: Dice, out: StampedeTally): void {
    this.stuckAt(i, h, h.along(this.at.x(i), this.at.y(i)), h.side(this.at.x(i), this.at.y(i)));
    if (herdDice > 0 && !this.staysUp(i, dice, out)) this.fallsUnder(i, herdDice, dice, out);
  }

  private stuckAt(i: number, h: HerdBlock, along: number, side: number): void {
    this.place[i] = PLACE.stuck;
    this.carryAt(i, h, along, side);
  }

  /**
   * Man `i` (on foot or a rider) is carried where the herd `h` met him, at `along`, `side` in its frame: at its
   * front edge if it came at him head on, at its flank beside it.
   */
  carryAt(i: number, h: HerdBlock, along: number, side: number): void {
    this.carriedAlong[i] = Math.min(0, Math.max(-h.depth, along));
    this.carriedSide[i] = Math.min(h.width / 2, Math.max(-h.width / 2, side));
  }

  /** A turn inside the herd on his feet: "Roll 1 D6 each turn ‘inside the herd’ to stay on your feet". */
  private staysUp(i: number, dice: Dice, out: StampedeTally): boolean {
    const m = this.men[i]!;
    if (staysStanding(m.skills.agile > 0, dice)) {
      if (this.log) this.log.line(`  ${m.name} stays on his feet inside the herd.`);
      return true;
    }
    out.knockedDown++;
    m.wounds.worsen(STATUS.knockedDown);
    if (this.log) this.log.line(`  ${m.name} is knocked down inside the herd.`);
    return false;
  }

  /** He falls where the herd carries him, and it runs over him from this turn or the next (a reading). */
  private fallsUnder(i: number, herdDice: number, dice: Dice, out: StampedeTally): void {
    this.place[i] = PLACE.underHerd;
    this.fellNow[i] = 1;
    if (this.trampledFrom === 'same-turn') this.trampled(i, herdDice, dice, out);
  }

  /** One turn of the herd over a man on the ground: 1 to 4 rolls on the fighting table against the trample. */
  private trampled(i: number, herdDice: number, dice: Dice, out: StampedeTally): void {
    const m = this.men[i]!;
    const before = m.status;
    const rolls = trampleRollCount(dice);
    this.winded[i] = 1;
    this.place[i] = PLACE.underHerd;
    if (this.log) this.log.line(`  The herd tramples ${m.name}: ${rolls} roll${rolls > 1 ? 's' : ''}.`);
    for (let k = 0; k < rolls && m.status !== STATUS.dead; k++) {
      out.trampleRolls++;
      this.trample.roll(m, herdDice, dice, this.log);
    }
    if (this.afterTrample) this.afterTrample(i, before);
  }
}
