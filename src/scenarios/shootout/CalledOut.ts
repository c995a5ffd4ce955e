import type { Dice } from '../../dice/Dice.ts';
import { MAX_CALLED_OUT, type ActionChoice } from '../../policies/shootout/ShootoutPolicy.ts';
import { classRank } from '../../rules/rwnn/fateDeck/classRank.ts';
import type { Figure } from '../../rules/rwnn/figure/Figure.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';

/** A class's name in the plural, for the story of a roll-off ("both Gunmen"). */
const CLASS_PLURAL = ['Citizens', 'Gunmen', 'Shootists', 'Legends'] as const;

/**
 * The men one challenge calls out (000 CHALLENGES, DUELS & THE FAST DRAW: "challenges one or more of his
 * opponents"), as the game works through them: who they are, whether each was called out from behind, how
 * he answered, and then the order the duels are fought in, fastest first ("he must Draw against the
 * fastest": register entry challenge-several). Fixed-capacity arrays, reused; the game keeps one per depth
 * of nested turns, since a duel's prize or a card's free turn inside a challenge may make another.
 *
 * @example called.setFrom(choice); called.keep(called.accepted); called.orderFastestFirst(figures, dice, log);
 */
export class CalledOut {
  /** Figure indices, the first `count` of them. */
  readonly ids = new Int32Array(MAX_CALLED_OUT);
  /** 1 for a man called out from behind (read before any duel turns the two to face each other). */
  readonly behind = new Uint8Array(MAX_CALLED_OUT);
  /** 1 for a man who accepted. */
  readonly accepted = new Uint8Array(MAX_CALLED_OUT);
  /** 1 for a man who passed a nerve test against a feared challenger: fearless of him if he survives. */
  readonly fearless = new Uint8Array(MAX_CALLED_OUT);
  /** Fast-draw dice, the key the duels are ordered by. */
  readonly speed = new Int32Array(MAX_CALLED_OUT);
  /** Class rank (classRank), the key between men of equal speed. */
  readonly rank = new Int8Array(MAX_CALLED_OUT);
  /** The die each threw in the latest round of a roll-off between equals (0: he threw none). */
  readonly roll = new Uint8Array(MAX_CALLED_OUT);
  count = 0;

  /** The men a policy's challenge names: its target, then those in `also`. */
  setFrom(c: ActionChoice): void {
    this.ids[0] = c.target;
    for (let k = 0; k < c.alsoCount; k++) this.ids[k + 1] = c.also[k]!;
    this.count = 1 + c.alsoCount;
    this.behind.fill(0);
    this.accepted.fill(0);
    this.fearless.fill(0);
  }

  /** Keeps, in order, only the men with a 1 in `flags` (one of the arrays above). */
  keep(flags: Uint8Array): void {
    let n = 0;
    for (let k = 0; k < this.count; k++) {
      if (flags[k] === 0) continue;
      this.move(k, n);
      n++;
    }
    this.count = n;
  }

  /** Removes slot `k`, the later men moving up. */
  drop(k: number): void {
    for (let i = k + 1; i < this.count; i++) this.move(i, i - 1);
    this.count--;
  }

  /**
   * Orders the men by `speed` (which the caller has written), most fast-draw dice first. The book names only
   * "the fastest", so men of equal dice go by class, the higher first (000 "Required Materials and Setup"
   * ranks them Citizen, Gunman, Shootist, Legend, and class is what gives a man his fast-draw dice); men
   * equal in both throw a die each, the highest first, those still equal throwing again (register entry
   * challenge-several). The order they were called out in, or their places on the table, decides nothing.
   */
  orderFastestFirst(figures: readonly Figure[], dice: Dice, log: ShotLog | undefined): void {
    for (let k = 0; k < this.count; k++) {
      this.rank[k] = classRank(figures[this.ids[k]!]!.cls);
      this.roll[k] = 0;
    }
    this.sort(0, this.count);
    for (let s = 0; s < this.count;) {
      let e = s + 1;
      while (e < this.count && this.speed[e] === this.speed[s] && this.rank[e] === this.rank[s]) e++;
      if (e - s > 1) this.rollOff(s, e, figures, dice, log, true);
      s = e;
    }
  }

  /**
   * Slots `s` to `e` - 1, equal in speed and class, each throw a die and are ordered by it, highest first;
   * any still equal throw again.
   */
  private rollOff(
    s: number,
    e: number,
    figures: readonly Figure[],
    dice: Dice,
    log: ShotLog | undefined,
    first: boolean,
  ): void {
    for (let k = s; k < e; k++) this.roll[k] = dice.d6();
    if (log) this.tellRollOff(s, e, figures, log, first);
    this.sort(s, e);
    for (let a = s; a < e;) {
      let b = a + 1;
      while (b < e && this.roll[b] === this.roll[a]) b++;
      if (b - a > 1) this.rollOff(a, b, figures, dice, log, false);
      a = b;
    }
  }

  private tellRollOff(s: number, e: number, figures: readonly Figure[], log: ShotLog, first: boolean): void {
    let who = '';
    let faces = '';
    for (let k = s; k < e; k++) {
      const name = figures[this.ids[k]!]!.name;
      const sep = k === s ? '' : k === e - 1 ? ' and ' : ', ';
      who += `${sep}${name}`;
      faces += `${sep}${name} ${this.roll[k]}`;
    }
    log.line(
      first
        ? `  ${who} are as fast as each other (${this.speed[s]} fast-draw dice), ${e - s === 2 ? 'both' : 'all'} ${CLASS_PLURAL[this.rank[s]!]}: a die each decides, ${faces}.`
        : `  ${who} are still level and throw again: ${faces}.`,
    );
  }

  /**
   * Sorts slots `s` to `e` - 1 by speed, then class, then the roll-off's die, each highest first; equals keep
   * their order. Insertion sort: a handful of men at most.
   */
  private sort(s: number, e: number): void {
    for (let k = s + 1; k < e; k++) {
      const id = this.ids[k]!;
      const speed = this.speed[k]!;
      const rank = this.rank[k]!;
      const roll = this.roll[k]!;
      const behind = this.behind[k]!;
      const accepted = this.accepted[k]!;
      const fearless = this.fearless[k]!;
      let i = k - 1;
      while (i >= s && this.before(speed, rank, roll, i)) {
        this.move(i, i + 1);
        i--;
      }
      this.ids[i + 1] = id;
      this.speed[i + 1] = speed;
      this.rank[i + 1] = rank;
      this.roll[i + 1] = roll;
      this.behind[i + 1] = behind;
      this.accepted[i + 1] = accepted;
      this.fearless[i + 1] = fearless;
    }
  }

  /** Whether a man of this speed, rank and roll goes before slot `i`. */
  private before(speed: number, rank: number, roll: number, i: number): boolean {
    if (speed !== this.speed[i]) return speed > this.speed[i]!;
    if (rank !== this.rank[i]) return rank > this.rank[i]!;
    return roll > this.roll[i]!;
  }

  /** Copies slot `from` over slot `to`. */
  private move(from: number, to: number): void {
    this.ids[to] = this.ids[from]!;
    this.speed[to] = this.speed[from]!;
    this.rank[to] = this.rank[from]!;
    this.roll[to] = this.roll[from]!;
    this.behind[to] = this.behind[from]!;
    this.accepted[to] = this.accepted[from]!;
    this.fearless[to] = this.fearless[from]!;
  }
}
