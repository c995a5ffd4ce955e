import { distance } from '../../../geometry/distance.ts';

/**
 * Inches along a marker a side goes to look for the man it points at: the detection table's "12” or less"
 * line, within which the next throws at him gain a modifier (and a Stealthy man can be seen at all).
 */
export const LEAD_INCHES = 12;

/** A marker's direction is "general": the nearest of the eight points of the compass, in degrees. */
const POINTS = 8;
const STEP = 360 / POINTS;

/**
 * The markers of 000 "Hiding and Detection": on "Something around here somewhere", "Place a marker pointing
 * from the detecting character in the general direction of the hidden character" (register entry
 * something-marker, `shootout.somethingMarker=lead`). Each side keeps at most one marker on each hidden man,
 * the latest: where the detector stood and the direction, to the nearest eighth of the compass. A side with
 * no man of the enemy in sight goes to look {@link LEAD_INCHES} along it; a marker searched without
 * finding him, or on a man spotted, is taken up. Markers hold no range: the side learns only a direction.
 *
 * @example markers.place(0, 3, 10, 15, 20, 22); markers.lead(0, 10, 15, 2, isLive)
 */
export class SomethingMarkers {
  private readonly ox: Float64Array;
  private readonly oy: Float64Array;
  /** The marker's direction in degrees (a multiple of 45), by side and man. */
  private readonly deg: Float64Array;
  private readonly marked: Uint8Array;
  /** The point {@link lead} found. */
  leadX = NaN;
  leadY = NaN;

  constructor(
    private readonly men: number,
    sides: number,
    /** The table's size: a point beyond its edge is looked for at the edge. */
    private readonly width: number,
    private readonly depth: number,
  ) {
    this.ox = new Float64Array(sides * men);
    this.oy = new Float64Array(sides * men);
    this.deg = new Float64Array(sides * men);
    this.marked = new Uint8Array(sides * men);
  }

  /** No marker on the table. */
  reset(): void {
    this.marked.fill(0);
  }

  /**
   * `side`'s marker on man `j`: from the detector at (x, y) toward the hidden man at (hx, hy), to the nearest
   * eighth of the compass. Returns its direction in degrees (0 along the table's width, 90 along its depth).
   */
  place(side: number, j: number, x: number, y: number, hx: number, hy: number): number {
    const k = side * this.men + j;
    const raw = (Math.atan2(hy - y, hx - x) * 180) / Math.PI;
    const deg = (((Math.round(raw / STEP) * STEP) % 360) + 360) % 360;
    this.ox[k] = x;
    this.oy[k] = y;
    this.deg[k] = deg;
    this.marked[k] = 1;
    return deg;
  }

  /** Man `j` is found: every side's marker on him is taken up. */
  clear(j: number): void {
    for (let k = j; k < this.marked.length; k += this.men) this.marked[k] = 0;
  }

  /**
   * The nearest point to (x, y) that one of `side`'s markers leads to, on a man `live` still answers for:
   * written to {@link leadX}/{@link leadY}, or false when there is none. A marker whose point lies within
   * `searched` inches of (x, y) has been looked at and nothing found: it is taken up.
   */
  lead(side: number, x: number, y: number, searched: number, live: (j: number) => boolean): boolean {
    let best = Infinity;
    for (let j = 0; j < this.men; j++) {
      const k = side * this.men + j;
      if (this.marked[k] !== 1) continue;
      if (!live(j)) {
        this.marked[k] = 0;
        continue;
      }
      const rad = (this.deg[k]! * Math.PI) / 180;
      const px = Math.min(this.width, Math.max(0, this.ox[k]! + Math.cos(rad) * LEAD_INCHES));
      const py = Math.min(this.depth, Math.max(0, this.oy[k]! + Math.sin(rad) * LEAD_INCHES));
      const d = distance(px - x, py - y);
      if (d <= searched) {
        this.marked[k] = 0;
        continue;
      }
      if (d < best) {
        best = d;
        this.leadX = px;
        this.leadY = py;
      }
    }
    return best < Infinity;
  }
}
