import { newCoverReport, type CoverReport } from './table/CoverReport.ts';
import type { Table } from './table/Table.ts';
import type { Gunfighter } from './Gunfighter.ts';

/**
 * What the game knows of the table between the figures, kept until one of them moves: line of sight and
 * cover for each pair (worked out when first asked after either moved, by the position stamps the memo
 * gives), and where each side last saw each enemy (the policies' memory). The figures are the game's; the
 * memo only reads their positions and writes their stamps.
 *
 * @example memo.relocate(f, x, y); memo.lineOfSight(f.index, t.index) // worked out again for the new place
 */
export class TableMemo {
  /**
   * Line of sight between the positions of i and j, by i * n + j, for the position stamps of each kept
   * beside it (see lineOfSight).
   */
  private readonly sight: Uint8Array;
  private readonly sightStampI: Float64Array;
  private readonly sightStampJ: Float64Array;
  /** Cover against a shot from figure i at figure j, at i * n + j, worked out for the stamped positions. */
  private readonly pairCover: CoverReport[];
  private readonly pairStampI: Float64Array;
  private readonly pairStampJ: Float64Array;
  /** The last position stamp given (see Gunfighter.posStamp); it only grows, across games too. */
  private posClock = 0;
  /** Where each side last saw each enemy, at side * n + figure (NaN: not seen this game, or searched). */
  private readonly seenX: Float64Array;
  private readonly seenY: Float64Array;

  constructor(
    private readonly table: Table,
    private readonly figures: readonly Gunfighter[],
    sides: number,
  ) {
    const n = figures.length;
    this.sight = new Uint8Array(n * n);
    this.sightStampI = new Float64Array(n * n).fill(-1);
    this.sightStampJ = new Float64Array(n * n).fill(-1);
    this.pairCover = Array.from({ length: n * n }, () => newCoverReport());
    this.pairStampI = new Float64Array(n * n);
    this.pairStampJ = new Float64Array(n * n);
    this.seenX = new Float64Array(sides * n);
    this.seenY = new Float64Array(sides * n);
  }

  /** A new game: nobody has been seen anywhere yet. */
  reset(): void {
    this.seenX.fill(NaN);
  }

  /** Gives `f` a new position stamp: what was kept about where he stood no longer holds. */
  stamp(f: Gunfighter): void {
    f.posStamp = ++this.posClock;
  }

  /** Puts `f` at (x, y), with a new position stamp. */
  relocate(f: Gunfighter, x: number, y: number): void {
    f.x = x;
    f.y = y;
    f.posStamp = ++this.posClock;
  }

  /** Notes where `side` sees figure `j` now (the policies' memory of the enemy). */
  remember(side: number, j: number): void {
    const f = this.figures[j]!;
    const k = side * this.figures.length + j;
    this.seenX[k] = f.x;
    this.seenY[k] = f.y;
  }

  /** Forgets where `side` last saw figure `j` (he was not found there). */
  forget(side: number, j: number): void {
    this.seenX[side * this.figures.length + j] = NaN;
  }

  /** Where `side` last saw figure `j` (NaN: not seen, or forgotten). */
  lastSeenX(side: number, j: number): number {
    return this.seenX[side * this.figures.length + j]!;
  }

  lastSeenY(side: number, j: number): number {
    return this.seenY[side * this.figures.length + j]!;
  }

  /**
   * Whether figure j is standing somewhere i can see from where he stands (terrain only: ducking back is a
   * state, not a place). Kept for both ways round until either moves; the test is symmetric.
   */
  lineOfSight(i: number, j: number): boolean {
    const n = this.figures.length;
    const k = i * n + j;
    const a = this.figures[i]!;
    const b = this.figures[j]!;
    if (this.sightStampI[k] !== a.posStamp || this.sightStampJ[k] !== b.posStamp) {
      const s = i !== j && this.table.canSee(a.x, a.y, b.x, b.y) ? 1 : 0;
      const back = j * n + i;
      this.sight[k] = s;
      this.sight[back] = s;
      this.sightStampI[k] = a.posStamp;
      this.sightStampJ[k] = b.posStamp;
      this.sightStampI[back] = b.posStamp;
      this.sightStampJ[back] = a.posStamp;
    }
    return this.sight[k] === 1;
  }

  /**
   * What protects figure j from a shot by figure i where both stand now (Table.coverAgainst), kept per pair
   * until either moves: the policies ask it many times a turn. The report is shared: read it, never write.
   */
  coverBetween(i: number, j: number): CoverReport {
    const k = i * this.figures.length + j;
    const a = this.figures[i]!;
    const b = this.figures[j]!;
    const report = this.pairCover[k]!;
    if (this.pairStampI[k] !== a.posStamp || this.pairStampJ[k] !== b.posStamp) {
      this.table.coverAgainst(a.x, a.y, b.x, b.y, report);
      this.pairStampI[k] = a.posStamp;
      this.pairStampJ[k] = b.posStamp;
    }
    return report;
  }
}
