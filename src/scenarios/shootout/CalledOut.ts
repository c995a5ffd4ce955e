import { MAX_CALLED_OUT, type ActionChoice } from '../../policies/shootout/ShootoutPolicy.ts';

/**
 * The men one challenge calls out (000 CHALLENGES, DUELS & THE FAST DRAW: "challenges one or more of his
 * opponents"), as the game works through them: who they are, whether each was called out from behind, how
 * he answered, and then the order the duels are fought in, fastest first ("he must Draw against the
 * fastest": register entry challenge-several). Fixed-capacity arrays, reused; the game keeps one per depth
 * of nested turns, since a duel's prize or a card's free turn inside a challenge may make another.
 *
 * @example called.setFrom(choice); called.keep(called.accepted); called.orderFastestFirst();
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

  /** Sorts by `speed`, most dice first; ties in figure order. Insertion sort: a handful of men at most. */
  orderFastestFirst(): void {
    for (let k = 1; k < this.count; k++) {
      const id = this.ids[k]!;
      const speed = this.speed[k]!;
      const behind = this.behind[k]!;
      const accepted = this.accepted[k]!;
      const fearless = this.fearless[k]!;
      let i = k - 1;
      while (i >= 0 && (this.speed[i]! < speed || (this.speed[i] === speed && this.ids[i]! > id))) {
        this.move(i, i + 1);
        i--;
      }
      this.ids[i + 1] = id;
      this.speed[i + 1] = speed;
      this.behind[i + 1] = behind;
      this.accepted[i + 1] = accepted;
      this.fearless[i + 1] = fearless;
    }
  }

  /** Copies slot `from` over slot `to`. */
  private move(from: number, to: number): void {
    this.ids[to] = this.ids[from]!;
    this.speed[to] = this.speed[from]!;
    this.behind[to] = this.behind[from]!;
    this.accepted[to] = this.accepted[from]!;
    this.fearless[to] = this.fearless[from]!;
  }
}
