import type { Waypoint } from './routeToward.ts';

/** Slots in a memo: a power of two. A game asks a few dozen routes; the slots outlast many games. */
const SLOTS = 1024;

/** The question being asked (from x, y to tx, ty), and the same bits as eight 32-bit words. */
const question = new Float64Array(4);
const words = new Int32Array(question.buffer);

/**
 * The answers of a table's route question (routeToward), kept by the exact bits of the question (from where
 * to where): a figure that stands still asks the same route turn after turn (about a third of the questions
 * of a game repeat one asked before). One slot per hash, the newest answer in it; a hit gives the answer the
 * question gave, to the last bit, so keeping or losing an answer changes no outcome, only the cost of it.
 * One per table; allocates nothing after it is built.
 *
 * @example if (!memo.recall(x, y, tx, ty, way)) memo.keep(routeToward(t, nav, x, y, tx, ty, way), way);
 */
export class RouteMemo {
  /** Each slot's question: the four numbers' bits, eight words a slot. */
  private readonly keys = new Int32Array(SLOTS * 8);
  /** Each slot's answer: the point to head for, and whether it is the destination (1) or not (0). */
  private readonly ways = new Float64Array(SLOTS * 2);
  private readonly direct = new Uint8Array(SLOTS);
  private readonly used = new Uint8Array(SLOTS);
  /** The slot of the question last asked, for keep. */
  private slot = 0;
  /** How many questions found their answer kept, and how many were asked. */
  hits = 0;
  asked = 0;

  /**
   * Whether the answer to the route from (x, y) to (tx, ty) is kept; if so it is written into `out` and
   * `lastDirect` says whether it was the destination.
   */
  recall(x: number, y: number, tx: number, ty: number, out: Waypoint): boolean {
    question[0] = x;
    question[1] = y;
    question[2] = tx;
    question[3] = ty;
    // FNV-1a over the eight words.
    let h = 0x811c9dc5;
    for (let w = 0; w < 8; w++) h = Math.imul(h ^ words[w]!, 0x01000193);
    const s = (h ^ (h >>> 15)) & (SLOTS - 1);
    this.slot = s;
    this.asked++;
    const keys = this.keys;
    const k = s * 8;
    let same = this.used[s] === 1;
    for (let w = 0; same && w < 8; w++) same = keys[k + w] === words[w];
    if (same) {
      out.x = this.ways[2 * s]!;
      out.y = this.ways[2 * s + 1]!;
      this.hits++;
      return true;
    }
    keys.set(words, k);
    this.used[s] = 0;
    return false;
  }

  /** Whether the answer recalled last was the destination itself. */
  get lastDirect(): boolean {
    return this.direct[this.slot] === 1;
  }

  /** Keeps `out` as the answer to the question recall last missed; returns `direct`, for the caller. */
  keep(direct: boolean, out: Waypoint): boolean {
    const s = this.slot;
    this.ways[2 * s] = out.x;
    this.ways[2 * s + 1] = out.y;
    this.direct[s] = direct ? 1 : 0;
    this.used[s] = 1;
    return direct;
  }
}
