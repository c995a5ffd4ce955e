import { GUN, type GunStateCode } from '../figure/GunState.ts';
import { CHART_SIDE, type ChartSideCode } from '../shot/ShotContext.ts';
import { SHOTGUN, type ShotgunWeaponCode } from './ShotgunWeapon.ts';

/** Which shotgun rule made a blast. @example blast.rule === SHOTGUN_RULE.template */
export const SHOTGUN_RULE = { dice: 0, template: 1 } as const;
export type ShotgunRuleCode = (typeof SHOTGUN_RULE)[keyof typeof SHOTGUN_RULE];

/**
 * What one shotgun discharge did, written in place by a {@link ShotgunBlaster} (one object per worker,
 * sized for the table's figures, never reallocated).
 *
 * For the engine: entries 0..count-1 are the figures hit, nearest the firer first (the dice version's
 * target first). Each takes `hits[i]` location-and-effect throws, each with `effectModifier[i]` added to the
 * effect die and read on the chit side `chartSide[i]` ({@link CHART_SIDE}); cover, duck backs and the wound
 * charts are then the engine's. Afterwards the gun in hand becomes `gun` when `setsGun` (a Le Mat's
 * revolver is untouched), and the {@link ShotgunState} has already been updated.
 *
 * For narration and tests: each barrel's dice, scatter, marker and miss flag (template), and the dice
 * version's throw.
 *
 * @example for (let i = 0; i < blast.count; i++) applyHits(blast.figure[i], blast.hits[i], blast.effectModifier[i]);
 */
export class ShotgunBlast {
  rule: ShotgunRuleCode = SHOTGUN_RULE.template;
  weapon: ShotgunWeaponCode = SHOTGUN.shotgun;
  shooter = 0;
  target = 0;
  /** Barrels fired. */
  barrels = 0;
  /** Figures hit. */
  count = 0;
  /** The figure hit, as an index of the positions. */
  readonly figure: Int32Array;
  /** Location-and-effect throws for that figure (template: barrels hitting him times wounds per hit). */
  readonly hits: Int32Array;
  /** Added to each of his effect dice (template: by his range; dice version: 0). */
  readonly effectModifier: Int8Array;
  /** The chit side his hits read: his own, or the dice version's pink or white by range. */
  readonly chartSide: Uint8Array;
  /** Inches from the firer to him. */
  readonly range: Float64Array;
  /** Template: bit b set when barrel b hit him. */
  readonly barrelMask: Uint8Array;

  /** Template: the spot before scatter. */
  spotX = 0;
  spotY = 0;
  /** Template, per barrel: the red (right) and black (left) accuracy dice. */
  readonly red = new Int8Array(2);
  readonly black = new Int8Array(2);
  /** Template, per barrel: inches the marker moved, positive to the firer's right (red minus black). */
  readonly scatter = new Int8Array(2);
  /** Template, per barrel: 1 when a moving firer missed completely on an even scatter. */
  readonly missed = new Uint8Array(2);
  readonly markerX = new Float64Array(2);
  readonly markerY = new Float64Array(2);

  /** Dice version: the target was beyond the weapon's reach; nothing was thrown and nothing changed. */
  outOfReach = false;
  /** Dice version: dice per barrel after the firing modifiers (zero or fewer: a lucky shot per barrel). */
  dicePerBarrel = 0;
  /** Dice version: dice thrown in all, and the 6s and 1s among them. */
  diceThrown = 0;
  sixes = 0;
  ones = 0;
  /** Dice version: the barrels were lucky shots. */
  lucky = false;
  /** Dice version: hits scored before they are shared out. */
  totalHits = 0;

  /** The throw's 1s jammed the gun (dice version only). */
  jammed = false;
  /** Barrels still loaded after the blast. */
  barrelsLeft = 0;
  /** The state of the gun in hand afterwards, to be written when {@link setsGun}. */
  gun: GunStateCode = GUN.loaded;
  /** False for a Le Mat's grapeshot barrel: the revolver keeps its own state. */
  setsGun = true;

  constructor(readonly capacity: number) {
    this.figure = new Int32Array(capacity);
    this.hits = new Int32Array(capacity);
    this.effectModifier = new Int8Array(capacity);
    this.chartSide = new Uint8Array(capacity);
    this.range = new Float64Array(capacity);
    this.barrelMask = new Uint8Array(capacity);
  }

  /** The hits on figure `f` (0 when he was not hit): for tests and narration, a scan of the entries. */
  hitsOn(f: number): number {
    for (let i = 0; i < this.count; i++) if (this.figure[i] === f) return this.hits[i]!;
    return 0;
  }

  /** The entry of figure `f`, or -1. */
  entryOf(f: number): number {
    for (let i = 0; i < this.count; i++) if (this.figure[i] === f) return i;
    return -1;
  }

  /** Clears the blast for a new discharge. */
  clear(): void {
    this.count = 0;
    this.barrels = 0;
    this.red.fill(0);
    this.black.fill(0);
    this.scatter.fill(0);
    this.missed.fill(0);
    this.markerX.fill(0);
    this.markerY.fill(0);
    this.spotX = 0;
    this.spotY = 0;
    this.outOfReach = false;
    this.dicePerBarrel = 0;
    this.diceThrown = 0;
    this.sixes = 0;
    this.ones = 0;
    this.lucky = false;
    this.totalHits = 0;
    this.jammed = false;
    this.barrelsLeft = 0;
    this.gun = GUN.loaded;
    this.setsGun = true;
  }

  /** Appends figure `f` with no hits yet and returns its entry. */
  add(f: number, range: number, side: ChartSideCode = CHART_SIDE.own): number {
    const i = this.count++;
    if (i >= this.capacity) throw new RangeError(`a shotgun blast holds at most ${this.capacity} figures`);
    this.figure[i] = f;
    this.hits[i] = 0;
    this.effectModifier[i] = 0;
    this.chartSide[i] = side;
    this.range[i] = range;
    this.barrelMask[i] = 0;
    return i;
  }

  /** Orders the entries from `from` on by range, nearest first (insertion sort: a handful of figures). */
  sortByRange(from = 0): void {
    for (let i = from + 1; i < this.count; i++) {
      let j = i;
      while (j > from && this.range[j - 1]! > this.range[j]!) {
        this.swap(j - 1, j);
        j--;
      }
    }
  }

  private swap(a: number, b: number): void {
    swapIn(this.figure, a, b);
    swapIn(this.hits, a, b);
    swapIn(this.effectModifier, a, b);
    swapIn(this.chartSide, a, b);
    swapIn(this.range, a, b);
    swapIn(this.barrelMask, a, b);
  }
}

function swapIn(arr: Int32Array | Int8Array | Uint8Array | Float64Array, a: number, b: number): void {
  const t = arr[a]!;
  arr[a] = arr[b]!;
  arr[b] = t;
}
