import type { Dice } from '../../../dice/Dice.ts';
import { newDynamiteScatter } from '../../../rules/rwnn/dynamite/DynamiteScatter.ts';
import { lobbingModifier } from '../../../rules/rwnn/dynamite/lobbingModifier.ts';
import { newLobReach, tbcLob } from '../../../rules/rwnn/dynamite/tbcLob.ts';
import { tbcScatter } from '../../../rules/rwnn/dynamite/tbcScatter.ts';
import { trwnnLob } from '../../../rules/rwnn/dynamite/trwnnLob.ts';
import { trwnnScatter } from '../../../rules/rwnn/dynamite/trwnnScatter.ts';
import { variantAScatter } from '../../../rules/rwnn/dynamite/variantAScatter.ts';
import { DYNAMITE_SCATTER } from '../../../rules/rwnn/tables/dynamiteScatter.ts';
import { DYNAMITE_THROW, DYNAMITE_THROW_TRWNN } from '../../../rules/rwnn/tables/dynamiteThrow.ts';
import { LOCATION } from '../../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { Table } from '../table/Table.ts';
import type { DynamiteRules } from './DynamiteRules.ts';

/** Inches a Variant "A" scatter moves the stick: the chart prints none (dynamite-variant-a-distance). */
export const VARIANT_A_DICE = 1;
/** Steps of this many inches back along a throw that met a building, to where the stick falls. */
const FALL_STEP = 0.25;

/**
 * Where a lobbed stick comes to rest on the table, by the method of `dynamite.method`, with the dice of
 * 000 "Dynamite Lobbing Procedure" in their printed order; the direction of each scatter leg (the arrow
 * through the red and black dice, the scatter die's arrow) is `dice.below(360)` degrees, thrown after the
 * leg's own dice and only for a leg that moves the stick. Reused from throw to throw: nothing allocated.
 *
 * @example lander.land(thrower, 10, 12, 2, false, 9, dice); lander.x, lander.y
 */
export class StickLanding {
  /** Where the stick lies after {@link land}. */
  x = 0;
  y = 0;
  /** Where the throw itself put it, before any scatter. */
  thrownX = 0;
  thrownY = 0;
  bounced = false;
  directHit = false;
  /** The TRWNN estimate was within 1" of the true range. */
  deadAccurate = false;
  /** The throw met a building and fell at its wall ("it just smacks up against the obstacle"). */
  stopped = false;
  private readonly scatter = newDynamiteScatter();
  private readonly reach = newLobReach();

  constructor(
    private readonly rules: DynamiteRules,
    private readonly table: Table,
  ) {}

  /**
   * `f` lobs a stick (a bundle when `bundle`) at (ax, ay): under TBC with `distanceDice` (1-3) dice, going
   * the distance of the reach nearest the aim; under TRWNN to his `estimate` of the range. Then the
   * scatter. Sets {@link x}, {@link y}.
   */
  land(
    f: Gunfighter,
    ax: number,
    ay: number,
    distanceDice: number,
    bundle: boolean,
    estimate: number,
    dice: Dice,
  ): void {
    const r = this.rules;
    const range = Math.hypot(ax - f.x, ay - f.y);
    const heading = Math.atan2(ay - f.y, ax - f.x);
    let thrown: number;
    this.deadAccurate = false;
    if (r.method === 'trwnn') {
      const halved =
        f.wounds.serious[LOCATION.rightArm]! > 0 ||
        DYNAMITE_THROW_TRWNN.halved.skills.some((s) => f.skills[s] > 0);
      const lob = trwnnLob(estimate, range, bundle, halved);
      thrown = lob.markerInches;
      this.deadAccurate = lob.deadAccurate;
    } else {
      const [, short, strong] = DYNAMITE_THROW.modifiers;
      const reach = tbcLob(
        distanceDice,
        {
          citizen: f.cls === 'citizen',
          wounds: { flesh: f.wounds.fleshTotal(), serious: f.wounds.seriousTotal() },
          short: short.skills.some((s) => f.skills[s] > 0),
          strong: strong.skills.some((s) => f.skills[s] > 0),
        },
        r.readings,
        dice,
        this.reach,
      );
      // "Other characters may throw for a distance BETWEEN that of the highest die and the total".
      thrown = Math.min(reach.max, Math.max(reach.min, range));
    }
    this.throwTo(f.x, f.y, heading, thrown);
    this.thrownX = this.x;
    this.thrownY = this.y;
    this.scatterFrom(f, heading, dice);
  }

  /**
   * The stick goes `inches` from (x, y) along `heading` (radians), falling at the first building wall in the
   * way (000: "it just smacks up against the obstacle and then falls to the ground"), on the table.
   */
  throwTo(x: number, y: number, heading: number, inches: number): void {
    const c = Math.cos(heading);
    const s = Math.sin(heading);
    let d = inches;
    this.stopped = false;
    while (d > 0 && !this.table.canSee(x, y, x + c * d, y + s * d)) {
      d -= FALL_STEP;
      this.stopped = true;
    }
    d = Math.max(0, d);
    this.x = this.clampX(x + c * d);
    this.y = this.clampY(y + s * d);
  }

  /** The scatter of the method from where the throw put the stick; `heading` is the throw's direction. */
  private scatterFrom(f: Gunfighter, heading: number, dice: Dice): void {
    const r = this.rules;
    const out = this.scatter;
    if (r.method === 'variant-a') {
      this.bounced = false;
      this.directHit = this.variantALeg(heading, dice);
      return;
    }
    if (r.method === 'trwnn') trwnnScatter(this.deadAccurate, r.readings, dice, out);
    else {
      const [, plus, minus] = DYNAMITE_SCATTER.modifiers;
      const modifier = lobbingModifier(
        {
          wounds: { flesh: f.wounds.fleshTotal(), serious: f.wounds.seriousTotal() },
          unsteady: plus.skills.some((s) => f.skills[s] > 0),
          steady: minus.skills.some((s) => f.skills[s] > 0),
        },
        r.readings,
      );
      tbcScatter(modifier, r.readings, dice, out);
    }
    this.bounced = out.bounced;
    this.directHit = out.directHit;
    this.placeLegs(dice);
  }

  /**
   * Lays the scatter's legs on the table, each along its own arrow: from where the stick lies (bounceFrom
   * landing), or each bounce leg from the aiming point, the last placing it (bounceFrom aim).
   */
  private placeLegs(dice: Dice): void {
    const out = this.scatter;
    const fromAim = this.rules.readings.bounceFrom === 'aim';
    for (let i = 0; i < out.legs; i++) {
      const inches = out.legInches[i]!;
      if (fromAim && i > 0) {
        this.x = this.thrownX;
        this.y = this.thrownY;
      }
      if (inches === 0) continue;
      const arrow = (dice.below(360) * Math.PI) / 180;
      this.move(this.x, this.y, arrow, inches);
    }
  }

  /**
   * A kick (000 "Dynamite Lobbing Procedure", step 5: "try to kick the dynamite away. Roll 2 D6 for distance
   * and make one unmodified roll of the scatter dice"): 2 D6 inches along `heading`, then one scatter roll
   * of the method's dice without modifiers and without a bounce.
   */
  kick(x: number, y: number, heading: number, distanceDice: number, dice: Dice): void {
    let inches = 0;
    for (let k = 0; k < distanceDice; k++) inches += dice.d6();
    this.throwTo(x, y, heading, inches);
    this.thrownX = this.x;
    this.thrownY = this.y;
    this.bounced = false;
    if (this.rules.method === 'variant-a') {
      this.variantALeg(heading, dice);
      return;
    }
    const red = dice.d6();
    const legInches = dice.d6() - red;
    if (legInches !== 0) this.move(this.x, this.y, (dice.below(360) * Math.PI) / 180, legInches);
  }

  /**
   * The return lob of a man who got the throw off (000 "Last Chance Saving Throw": "simply roll the GW
   * scatter dice and 3 D6, then check for Bounce"), aimed back at the thrower at (tx, ty): the scatter die's
   * target symbol puts it at his feet, an arrow the 3 D6 inches from him along it; the target with three 6s
   * bounces, a TRWNN scatter check from there (dynamite-return-lob).
   */
  returnLob(tx: number, ty: number, distanceDice: number, dice: Dice): void {
    const r = this.rules.readings;
    const face = dice.d6();
    const target = r.scatterDieTargets === 'one' ? face === 1 : face <= 2;
    let inches = 0;
    let sixes = 0;
    for (let k = 0; k < distanceDice; k++) {
      const d = dice.d6();
      inches += d;
      if (d === 6) sixes++;
    }
    this.x = this.clampX(tx);
    this.y = this.clampY(ty);
    this.thrownX = this.x;
    this.thrownY = this.y;
    this.bounced = target && sixes === distanceDice;
    if (!target) this.move(tx, ty, (dice.below(360) * Math.PI) / 180, inches);
    else if (this.bounced) {
      trwnnScatter(false, r, dice, this.scatter);
      this.placeLegs(dice);
    }
  }

  /**
   * One Variant "A" roll from where the stick lies: left, right, forward or back of the throw's `heading`, a
   * D6 inches (dynamite-variant-a-distance), or a hit (true), where it stays.
   */
  private variantALeg(heading: number, dice: Dice): boolean {
    const dir = variantAScatter(dice);
    if (dir === 'hit') return true;
    let inches = 0;
    for (let k = 0; k < VARIANT_A_DICE; k++) inches += dice.d6();
    const turn =
      dir === 'forward' ? 0 : dir === 'back' ? Math.PI : dir === 'left' ? -Math.PI / 2 : Math.PI / 2;
    this.move(this.x, this.y, heading + turn, inches);
    return false;
  }

  /** A scatter leg: `inches` (negative: back) along `angle` from (x, y), stopping at a wall as a throw does. */
  private move(x: number, y: number, angle: number, inches: number): void {
    const stopped = this.stopped;
    this.throwTo(x, y, inches < 0 ? angle + Math.PI : angle, Math.abs(inches));
    this.stopped ||= stopped;
  }

  private clampX(x: number): number {
    return Math.min(this.table.width, Math.max(0, x));
  }

  private clampY(y: number): number {
    return Math.min(this.table.depth, Math.max(0, y));
  }
}
