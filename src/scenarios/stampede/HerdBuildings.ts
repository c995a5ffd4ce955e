import type { Dice } from '../../dice/Dice.ts';
import {
  buildingInStampede,
  type BuildingDamageReading,
  type BuildingMaterial,
} from '../../rules/rwnn/stampede/buildingInStampede.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { herdHeading } from '../../rules/rwnn/stampede/herdHeading.ts';
import type { StampedeWall } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import type { HerdBlock } from './HerdBlock.ts';
import type { StampedeTally } from './StampedeTally.ts';

/** A building on a herd's table: its middle, its size across (x) and up (y) the table, its material. */
export interface TableBuilding {
  readonly material: BuildingMaterial;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly depth: number;
}

/** Room left between the herd and a building it goes around, so that the two never touch. */
const GAP = 0.05;
/** Slack for rounding: a herd touching a building's wall is not inside it. */
const EPS = 1e-9;

/**
 * The buildings on a herd's table and what a herd does at them (000 "What stampedes do to the surrounding
 * neighborhood": "Stampedes ignore (will move around) buildings unless caught in a dead end. Check for
 * building damage as if the building was undergoing FIRE damage, this applies to wooden buildings only").
 * The herd runs straight on until a building stands in its lane; there it slides sideways around it, the
 * shorter way that no other building closes, and runs on; with both ways closed it is caught in a dead end
 * and its run ends there. Each turn it meets a wooden building, that building is checked for damage
 * ({@link buildingInStampede}). No animal ever stands over a building: the herd's turns are refused where
 * they would swing an animal into one ({@link HerdBlock.blocked}). Mutable, reset for each game; allocates
 * nothing per move.
 *
 * @example const b = new HerdBuildings([{ material: 'wood', x: 0, y: 8, width: 4, depth: 3 }], 'blast-table');
 */
export class HerdBuildings {
  /** The herd's last run ended in a dead end. */
  deadEnd = false;
  /** The stampede halted in a dead end for good (`stampede.wall=halts`). */
  halted = false;
  /** Damage checked this turn: once a turn for each building the herd meets. */
  private readonly checked: Uint8Array;
  // The last building's extent in the herd's frame, written by extent(): no allocation per test.
  private amin = 0;
  private amax = 0;
  private smin = 0;
  private smax = 0;
  /** The building the herd last found in its lane, or -1. */
  private hit = -1;
  /** For {@link HerdBlock.blocked}: bound once. */
  readonly overlapsAny = (h: HerdBlock): boolean => this.overlapping(h) >= 0;

  constructor(
    readonly buildings: readonly TableBuilding[],
    private readonly reading: BuildingDamageReading,
  ) {
    this.checked = new Uint8Array(buildings.length);
  }

  reset(): void {
    this.checked.fill(0);
    this.deadEnd = false;
    this.halted = false;
  }

  /** A new move of the herd: every building may be checked again. */
  newTurn(): void {
    this.checked.fill(0);
    this.deadEnd = false;
  }

  /**
   * Runs `herd` `inches` on its heading, around the buildings in its way, calling `leg` with each straight
   * stretch before the herd runs it (the men and things beside that stretch are met there); a `stampeding`
   * herd checks the wooden buildings it meets for damage, a walking one none. Returns the inches run:
   * fewer when a dead end stopped it ({@link deadEnd}).
   */
  run(
    herd: HerdBlock,
    inches: number,
    dice: Dice,
    out: StampedeTally,
    log: ShotLog | undefined,
    leg: ((inches: number) => void) | null,
    stampeding = true,
  ): number {
    let left = inches;
    // Each way around leaves a building behind: many more stretches than buildings means a herd boxed in.
    for (let legs = 0; left > 0 && legs <= 2 * this.buildings.length; legs++) {
      const to = this.ahead(herd);
      const stretch = Math.min(to, left);
      if (leg !== null) leg(stretch);
      herd.advance(stretch);
      left -= stretch;
      if (left <= 0) break;
      const k = this.hit;
      if (stampeding) this.damage(k, dice, out, log);
      if (!this.around(herd, k)) {
        this.deadEnd = true;
        if (log) log.line(`  The herd is caught in a dead end at ${this.name(k)}.`);
        return inches - left;
      }
      if (log) log.line(`  The herd goes around ${this.name(k)}.`);
    }
    if (left > 0) {
      this.deadEnd = true;
      return inches - left;
    }
    return inches;
  }

  /**
   * A stampede caught in a dead end does there what it does at a wall it will not go through
   * (`stampede.wall`): turns 90 degrees, right on 1-3 and left on 4-6 (no turn where the swing would put an
   * animal into a building: it tries again next turn), or halts for good.
   */
  afterDeadEnd(herd: HerdBlock, wall: StampedeWall, dice: Dice, log: ShotLog | undefined): void {
    if (wall === 'halts') {
      this.halted = true;
      if (log) log.line('  The herd halts in the dead end.');
      return;
    }
    const by = herdHeading(6, dice.d6() as DieFace, true);
    const turned = herd.turnTo(herd.heading + by);
    if (log)
      log.line(
        `  The herd ${turned ? 'turns' : 'cannot turn'} ${Math.abs(by)} degrees ${by > 0 ? 'right' : 'left'} in the dead end.`,
      );
  }

  /**
   * Inches `herd` runs on its heading before a building stands in its lane in front of it, Infinity for
   * none; the building is remembered for {@link run}. A building is in the lane when its extent across the
   * heading overlaps the herd's width.
   */
  ahead(herd: HerdBlock): number {
    let best = Infinity;
    this.hit = -1;
    const w = herd.width / 2;
    for (let k = 0; k < this.buildings.length; k++) {
      this.extent(herd, k);
      if (this.smin >= w - EPS || this.smax <= -w + EPS || this.amax <= EPS) continue;
      const to = Math.max(0, this.amin);
      if (to < best) {
        best = to;
        this.hit = k;
      }
    }
    return best;
  }

  /**
   * The index of a building some animal of `herd` stands over, or -1: the exact test of two rectangles (the
   * separating axes of both). For conformance and the turn guard.
   */
  overlapping(herd: Readonly<HerdBlock>): number {
    const ux = herd.dirX;
    const uy = herd.dirY;
    const ha = herd.depth / 2;
    const hs = herd.width / 2;
    const cx = herd.leadX - ux * ha;
    const cy = herd.leadY - uy * ha;
    for (let k = 0; k < this.buildings.length; k++) {
      const b = this.buildings[k]!;
      const bw = b.width / 2;
      const bd = b.depth / 2;
      const dx = b.x - cx;
      const dy = b.y - cy;
      const ax = Math.abs(ux);
      const ay = Math.abs(uy);
      if (Math.abs(dx) >= bw + ha * ax + hs * ay - EPS) continue;
      if (Math.abs(dy) >= bd + ha * ay + hs * ax - EPS) continue;
      if (Math.abs(dx * ux + dy * uy) >= ha + bw * ax + bd * ay - EPS) continue;
      if (Math.abs(dx * uy - dy * ux) >= hs + bw * ay + bd * ax - EPS) continue;
      return k;
    }
    return -1;
  }

  /** The building in whose walls the point (`x`, `y`) stands, or -1. */
  at(x: number, y: number): number {
    for (let k = 0; k < this.buildings.length; k++) {
      const b = this.buildings[k]!;
      if (Math.abs(x - b.x) <= b.width / 2 && Math.abs(y - b.y) <= b.depth / 2) return k;
    }
    return -1;
  }

  /**
   * Slides `herd`, its front at building `k`, sideways clear of it: the shorter way, or the other where a
   * building closes the shorter. False, the herd where it was, when both are closed: a dead end.
   */
  private around(herd: HerdBlock, k: number): boolean {
    const w = herd.width / 2;
    this.extent(herd, k);
    const right = this.smax + w + GAP;
    const left = -(w - this.smin + GAP);
    const first = right <= -left ? right : left;
    const second = first === right ? left : right;
    if (this.slideOpen(herd, k, first)) {
      herd.sidestep(first);
      return true;
    }
    if (this.slideOpen(herd, k, second)) {
      herd.sidestep(second);
      return true;
    }
    return false;
  }

  /** Whether `herd` may slide `by` inches sideways (right positive) without touching a building but `k`. */
  private slideOpen(herd: HerdBlock, k: number, by: number): boolean {
    const w = herd.width / 2;
    const lo = Math.min(-w, -w + by);
    const hi = Math.max(w, w + by);
    for (let j = 0; j < this.buildings.length; j++) {
      if (j === k) continue;
      this.extent(herd, j);
      // A building beside the herd's body, or at its front where it would slide across it, closes the way.
      if (this.amin < GAP && this.amax > -herd.depth + EPS && this.smin < hi && this.smax > lo) return false;
    }
    return true;
  }

  /** The damage check, once a turn, of building `k` that the herd met. */
  private damage(k: number, dice: Dice, out: StampedeTally, log: ShotLog | undefined): void {
    if (this.checked[k] === 1) return;
    this.checked[k] = 1;
    const b = this.buildings[k]!;
    if (buildingInStampede(b.material, this.reading, dice) !== 'edge-collapses') return;
    out.buildingsDamaged++;
    if (log) log.line(`  An edge of ${this.name(k)} collapses under the herd.`);
  }

  /** Building `k`'s extent in `herd`'s frame: along its heading and across it, into the fields. */
  private extent(herd: Readonly<HerdBlock>, k: number): void {
    const b = this.buildings[k]!;
    const ax = Math.abs(herd.dirX);
    const ay = Math.abs(herd.dirY);
    const ea = (b.width / 2) * ax + (b.depth / 2) * ay;
    const es = (b.width / 2) * ay + (b.depth / 2) * ax;
    const a = herd.along(b.x, b.y);
    const s = herd.side(b.x, b.y);
    this.amin = a - ea;
    this.amax = a + ea;
    this.smin = s - es;
    this.smax = s + es;
  }

  private name(k: number): string {
    const m = this.buildings[k]!.material;
    return `the ${m === 'wood' ? 'wooden' : m} building ${k + 1}`;
  }
}
