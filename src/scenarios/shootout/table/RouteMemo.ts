import type { Waypoint } from './routeToward.ts';

/** Slots in a memo: a power of two. A game asks a few dozen routes; the slots outlast many games. */
const SLOTS = 1024;

/** The bits of one number, read as two 32-bit words, for hashing and exact comparison. */
const bits = new Float64Array(1);
const words = new Int32Array(bits.buffer);

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
  /** How many questions found their answer kept, and how many were asked (for the benchmarks' notes). */
  hits = 0;
  asked = 0;

  /**
   * Whether the answer to the route from (x, y) to (tx, ty) is kept; if so it is written into `out` and
   * `lastDirect` says whether it was the destination.
   */
  recall(x: number, y: number, tx: number, ty: number, out: Waypoint): boolean {
    const keys = this.keys;
    let h = 0x811c9dc5;
    bits[0] = x;
    const x0 = words[0]!;
    const x1 = words[1]!;
    bits[0] = y;
    const y0 = words[0]!;
    const y1 = words[1]!;
    bits[0] = tx;
    const t0 = words[0]!;
    const t1 = words[1]!;
    bits[0] = ty;
    const u0 = words[0]!;
    const u1 = words[1]!;
    h = Math.imul(h ^ x0, 0x01000193);
    h = Math.imul(h ^ x1, 0x01000193);
    h = Math.imul(h ^ y0, 0x01000193);
    h = Math.imul(h ^ y1, 0x01000193);
    h = Math.imul(h ^ t0, 0x01000193);
    h = Math.imul(h ^ t1, 0x01000193);
    h = Math.imul(h ^ u0, 0x01000193);
    h = Math.imul(h ^ u1, 0x01000193);
    const s = (h ^ (h >>> 15)) & (SLOTS - 1);
    this.slot = s;
    this.asked++;
    const k = s * 8;
    if (
      this.used[s] === 1 &&
      keys[k] === x0 &&
      keys[k + 1] === x1 &&
      keys[k + 2] === y0 &&
      keys[k + 3] === y1 &&
      keys[k + 4] === t0 &&
      keys[k + 5] === t1 &&
      keys[k + 6] === u0 &&
      keys[k + 7] === u1
    ) {
      out.x = this.ways[2 * s]!;
      out.y = this.ways[2 * s + 1]!;
      this.hits++;
      return true;
    }
    keys[k] = x0;
    keys[k + 1] = x1;
    keys[k + 2] = y0;
    keys[k + 3] = y1;
    keys[k + 4] = t0;
    keys[k + 5] = t1;
    keys[k + 6] = u0;
    keys[k + 7] = u1;
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
