/**
 * Where a herd stands: a block of animals `width` inches across and `depth` deep, aligned on its lead animal
 * at the middle of its front edge, running along `heading` (degrees clockwise from the table's +y, the way the
 * herd faced before it ran). 000 "What happens when a Stampede result occurs": the herd "moves (aligned on the
 * lead animal)". Positions of men are read in the herd's frame: `along` ahead of the lead animal (negative
 * inside or behind the herd), `side` to its right. Mutable, reused across trials.
 *
 * @example const h = new HerdBlock(4, 6); h.place(0, 0, 0); h.along(0, 5) === 5
 */
export class HerdBlock {
  /** The lead animal, at the middle of the front edge. */
  leadX = 0;
  leadY = 0;
  heading = 0;
  private ux = 0;
  private uy = 1;

  constructor(
    readonly width: number,
    readonly depth: number,
  ) {}

  /** Puts the lead animal at (`x`, `y`) with the herd trailing behind it on `heading` degrees. */
  place(x: number, y: number, heading: number): void {
    this.leadX = x;
    this.leadY = y;
    this.setHeading(heading);
  }

  /**
   * What the herd may not stand over (the buildings of its table), or null: a turn or a re-forming that
   * would put an animal into one does not happen ("Stampedes ignore (will move around) buildings").
   */
  blocked: ((h: HerdBlock) => boolean) | null = null;

  /**
   * Re-aligns the herd on its lead animal to run on `heading` degrees: the lead stays, the block swings.
   * Returns false, the herd as it was, when the swing would put an animal into a building.
   */
  turnTo(heading: number): boolean {
    const was = this.heading;
    this.setHeading(heading);
    if (this.blocked === null || !this.blocked(this)) return true;
    this.setHeading(was);
    return false;
  }

  private setHeading(heading: number): void {
    const h = ((heading % 360) + 360) % 360;
    this.heading = h;
    const r = (h * Math.PI) / 180;
    this.ux = Math.sin(r);
    this.uy = Math.cos(r);
  }

  /** The unit step along the heading, table x and y: for geometry in the herd's frame. */
  get dirX(): number {
    return this.ux;
  }

  get dirY(): number {
    return this.uy;
  }

  /** Moves the herd `inches` sideways, to its right (negative: to its left), its heading kept. */
  sidestep(inches: number): void {
    this.leadX += this.uy * inches;
    this.leadY -= this.ux * inches;
  }

  /** Runs the herd `inches` straight on along its heading. */
  advance(inches: number): void {
    this.leadX += this.ux * inches;
    this.leadY += this.uy * inches;
  }

  /** How far ahead of the lead animal the point (`x`, `y`) is, along the heading. */
  along(x: number, y: number): number {
    return (x - this.leadX) * this.ux + (y - this.leadY) * this.uy;
  }

  /** How far to the right of the herd's middle line the point (`x`, `y`) is. */
  side(x: number, y: number): number {
    return (x - this.leadX) * this.uy - (y - this.leadY) * this.ux;
  }

  /** The table x of the point `along` ahead of the lead animal and `side` to the right. */
  x(along: number, side: number): number {
    return this.leadX + this.ux * along + this.uy * side;
  }

  /** The table y of the point `along` ahead of the lead animal and `side` to the right. */
  y(along: number, side: number): number {
    return this.leadY + this.uy * along - this.ux * side;
  }

  /**
   * Whether the herd, running `inches` from where it stands, comes within `reach` inches of the point (`x`,
   * `y`) lying in its way: ahead of its rear edge, within `reach` of its flanks and of where its front edge
   * stops. A point behind the herd is not in its way.
   */
  reaches(x: number, y: number, inches: number, reach: number): boolean {
    const a = this.along(x, y);
    return a > -this.depth && a <= inches + reach && Math.abs(this.side(x, y)) <= this.width / 2 + reach;
  }

  /** Inches from the point (`x`, `y`) to the lead animal. */
  fromLead(x: number, y: number): number {
    const dx = x - this.leadX;
    const dy = y - this.leadY;
    return Math.sqrt(dx * dx + dy * dy);
  }

  /** Inches from the point (`x`, `y`) to the nearest animal of the herd: 0 inside it. */
  distanceTo(x: number, y: number): number {
    const a = this.along(x, y);
    const s = this.side(x, y);
    const da = a > 0 ? a : a < -this.depth ? -this.depth - a : 0;
    const w = this.width / 2;
    const ds = s > w ? s - w : s < -w ? -w - s : 0;
    // Math.hypot boxes its result: a square root keeps the hot path free of allocation.
    return Math.sqrt(da * da + ds * ds);
  }

  /**
   * Re-forms the herd on `heading` behind its lead animal, at its front, swinging about its middle: "Next,
   * determine a “Lead Animal,” to place in the front of the herd" (000 "What happens when a Stampede result
   * occurs"). Where a building stands in the way of the re-formed herd it runs the way it faces.
   */
  swingTo(heading: number): void {
    const mx = this.x(-this.depth / 2, 0);
    const my = this.y(-this.depth / 2, 0);
    const r = (heading * Math.PI) / 180;
    const lx = this.leadX;
    const ly = this.leadY;
    const was = this.heading;
    this.place(mx + (this.depth / 2) * Math.sin(r), my + (this.depth / 2) * Math.cos(r), heading);
    if (this.blocked !== null && this.blocked(this)) this.place(lx, ly, was);
  }

  /** Whether the herd, running `inches`, passes over the point (`x`, `y`): some animal goes over it. */
  passesOver(x: number, y: number, inches: number): boolean {
    const a = this.along(x, y);
    return a > -this.depth && a <= inches && Math.abs(this.side(x, y)) <= this.width / 2;
  }

  /** The farthest up the table (+y) any part of the herd reaches. */
  maxY(): number {
    return this.leadY + (this.width / 2) * Math.abs(this.ux) + Math.max(0, -this.depth * this.uy);
  }

  /**
   * How far the herd runs on its heading before some animal touches the line y = `lineY` across the table:
   * Infinity when it runs along or away from the line.
   */
  toLine(lineY: number): number {
    if (this.uy <= 1e-9) return Infinity;
    return (lineY - this.maxY()) / this.uy;
  }

  /** Moves the herd down the table, if need be, so that no animal stands beyond the line y = `lineY`. */
  keepBelow(lineY: number): void {
    const over = this.maxY() - lineY;
    if (over > 0) this.leadY -= over;
  }
}
