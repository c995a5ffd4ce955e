/**
 * Who is in close combat with whom in a shootout: a figure may be in contact with several enemies at once
 * (000 OUTNUMBERED CHARACTERS: "When a character moves (or remains) in contact with one or more opponents,
 * he decides which one he attacks, they may each attack him in return"). Each pair is kept both ways round
 * in a fixed matrix sized by the figure count, with each figure's count of opponents beside it, so that
 * joining, leaving and asking allocate nothing.
 *
 * The game keeps it true to the table: a pair is joined by a charge into contact, and parted when either
 * moves away, escapes, or goes out of the fight (dead, knocked out, surrendered, fled).
 *
 * @example const c = new CombatContacts(4); c.join(0, 1); c.join(2, 1); c.count(1) === 2
 */
export class CombatContacts {
  /** 1 at i * n + j while figures i and j are in close combat (both ways round). */
  private readonly pair: Uint8Array;
  /** Each figure's number of opponents in close combat with him. */
  private readonly counts: Int32Array;
  /** Scratch for {@link fightOf}: 1 for each figure already found in the fight. */
  private readonly found: Uint8Array;

  constructor(private readonly n: number) {
    this.pair = new Uint8Array(n * n);
    this.counts = new Int32Array(n);
    this.found = new Uint8Array(n);
  }

  /** Nobody in contact with anybody: the start of a game. */
  reset(): void {
    this.pair.fill(0);
    this.counts.fill(0);
  }

  /** Whether figures i and j are in close combat (false for an index that names no figure, such as -1). */
  has(i: number, j: number): boolean {
    const n = this.n;
    return i >= 0 && i < n && j >= 0 && j < n && this.pair[i * n + j] === 1;
  }

  /** How many opponents figure i is in close combat with. */
  count(i: number): number {
    return this.counts[i]!;
  }

  /**
   * The k-th (from 0, in figure order) opponent figure i is in close combat with; -1 when he has fewer.
   *
   * @example for (let k = 0; k < c.count(i); k++) attackers += c.opponent(i, k) >= 0 ? 1 : 0;
   */
  opponent(i: number, k: number): number {
    const row = i * this.n;
    let left = k;
    for (let j = 0; j < this.n; j++) {
      if (this.pair[row + j] !== 1) continue;
      if (left === 0) return j;
      left--;
    }
    return -1;
  }

  /** Figures i and j come into close combat (nothing changes if they already were). */
  join(i: number, j: number): void {
    if (i === j || this.has(i, j)) return;
    this.pair[i * this.n + j] = 1;
    this.pair[j * this.n + i] = 1;
    this.counts[i]!++;
    this.counts[j]!++;
  }

  /** Figures i and j are no longer in close combat (nothing changes if they were not). */
  part(i: number, j: number): void {
    if (!this.has(i, j)) return;
    this.pair[i * this.n + j] = 0;
    this.pair[j * this.n + i] = 0;
    this.counts[i]!--;
    this.counts[j]!--;
  }

  /**
   * The whole fight figure i is in: he, the men in close combat with him, the men in close combat with them
   * and so on (the protagonists of 000 SHOOTING INTO COMBAT), written to `out` from index 0, i first and
   * then in the order they are reached; returns how many. A man in no fight is a fight of one.
   *
   * @example const men = new Int32Array(4); c.join(0, 1); c.join(2, 1); c.fightOf(0, men) === 3 // 0, 1, 2
   */
  fightOf(i: number, out: Int32Array): number {
    const n = this.n;
    const found = this.found;
    found.fill(0);
    found[i] = 1;
    out[0] = i;
    let count = 1;
    // The list is its own queue: each man's opponents are added after everyone found before them.
    for (let k = 0; k < count; k++) {
      const row = out[k]! * n;
      for (let j = 0; j < n; j++) {
        if (this.pair[row + j] !== 1 || found[j] === 1) continue;
        found[j] = 1;
        out[count++] = j;
      }
    }
    return count;
  }

  /** Figure i leaves every fight he is in. */
  leaveAll(i: number): void {
    if (this.counts[i] === 0) return;
    for (let j = 0; j < this.n; j++) this.part(i, j);
  }
}
