import { MATERIAL } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import type { ShotLog } from '../../../rules/rwnn/shot/ShotLog.ts';
import type { HerdBlock } from '../../stampede/HerdBlock.ts';
import type { SegmentSet } from '../table/SegmentSet.ts';

/** A fence piece: standing, holding the herd this turn, or broken through. */
const STATE = { standing: 0, holding: 1, broken: 2 } as const;
/** Fence pieces the herd meets within this of the nearest are met together (the pieces of one fence). */
const SAME_CONTACT = 0.01;

/**
 * The wooden fence pieces of a shootout's table in a running herd's way (000 "What stampedes do to the
 * surrounding neighborhood": "A stampede will go through a wooden fence in one turn (held there)"): the first
 * one its front reaches on its heading holds it there for the turn, its run cut short at it; the next time it
 * runs at that fence it breaks through, and the fence is gone for the rest of the game. A held herd that turns
 * away leaves the fence standing. The fence met is found on the heading the herd starts its move on, before
 * it runs around buildings, as the stampede scenario meets its own fence. Draws no dice. Built once per table;
 * allocates nothing per move.
 *
 * @example const fences = new HerdFencePieces(table.walls); fences.reset(); inches = fences.run(herd, inches);
 */
export class HerdFencePieces {
  private readonly state: Uint8Array;
  private readonly to: Float64Array;

  constructor(private readonly walls: SegmentSet) {
    this.state = new Uint8Array(walls.count);
    this.to = new Float64Array(walls.count);
  }

  /** Whether the table has any fence piece. */
  get any(): boolean {
    for (let k = 0; k < this.walls.count; k++)
      if (this.walls.material[k] === MATERIAL.penetrable) return true;
    return false;
  }

  reset(): void {
    const w = this.walls;
    for (let k = 0; k < w.count; k++)
      this.state[k] = w.material[k] === MATERIAL.penetrable ? STATE.standing : STATE.broken;
  }

  /**
   * How far `h` runs on a throw of `inches`: the whole throw (no fence in its way, or through one that held
   * it last turn), or the inches to the fence that holds it this turn.
   */
  run(h: HerdBlock, inches: number, log?: ShotLog): number {
    const w = this.walls;
    let nearest = Infinity;
    for (let k = 0; k < w.count; k++) {
      if (this.state[k] === STATE.broken) continue;
      const d = this.contact(h, k);
      this.to[k] = d;
      if (d > inches) {
        if (this.state[k] === STATE.holding) this.state[k] = STATE.standing; // turned away from it meanwhile
        continue;
      }
      if (this.state[k] === STATE.holding) {
        this.state[k] = STATE.broken;
        if (log) log.line('  The herd breaks through the wooden fence.');
        continue;
      }
      if (d < nearest) nearest = d;
    }
    if (nearest === Infinity) return inches;
    for (let k = 0; k < w.count; k++)
      if (this.state[k] === STATE.standing && this.to[k]! <= nearest + SAME_CONTACT)
        this.state[k] = STATE.holding;
    if (log) log.line(`  A wooden fence holds the herd this turn after ${nearest.toFixed(1)}".`);
    return nearest;
  }

  /**
   * How far `h`'s front runs on its heading before it touches fence segment `k` (0 when touching it now), or
   * Infinity when the segment is not in the lane of its width ahead of it.
   */
  private contact(h: HerdBlock, k: number): number {
    const w = this.walls;
    const half = w.half[k]!;
    const lim = h.width / 2 + half;
    const aAl = h.along(w.ax[k]!, w.ay[k]!);
    const aSd = h.side(w.ax[k]!, w.ay[k]!);
    const bAl = h.along(w.bx[k]!, w.by[k]!);
    const bSd = h.side(w.bx[k]!, w.by[k]!);
    // The part of the segment within the herd's lane, as the segment's parameter from lo to hi.
    let lo = 0;
    let hi = 1;
    const ds = bSd - aSd;
    if (Math.abs(ds) < 1e-12) {
      if (Math.abs(aSd) > lim) return Infinity;
    } else {
      const t1 = (-lim - aSd) / ds;
      const t2 = (lim - aSd) / ds;
      lo = Math.max(0, Math.min(t1, t2));
      hi = Math.min(1, Math.max(t1, t2));
      if (lo > hi) return Infinity;
    }
    const p = aAl + lo * (bAl - aAl);
    const q = aAl + hi * (bAl - aAl);
    // Behind the herd's front: passed, or never in its way.
    if (Math.max(p, q) + half <= 0) return Infinity;
    return Math.max(0, Math.min(p, q) - half);
  }
}
