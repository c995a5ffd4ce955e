import { CUNNING, type Figure } from '../figure/Figure.ts';
import { LOCATION, STATUS, type Status } from '../WoundState.ts';
import { WOUND, type CompiledWoundChart, type WoundKind } from './compiledWoundChart.ts';
import { CHART_SIDE, FIRE, type ShotContext } from './ShotContext.ts';
import type { ShotRules } from './ShotRules.ts';

/**
 * The wound-chart cell one hit reads, for one shooter and target: which chart (the pink side, or a Tough
 * target's white side), what the effect die loses, and what the cell does after the Tough knock rule.
 * {@link prepare} once per shot, then {@link compute} per pair of dice; nothing is allocated.
 *
 * - Tough (000): "Uses white side of wound chits" and "subtract one* from the effect dice": the white side
 *   stands for the first one (tables.toughWoundChart, see tough-white-side), so a Very Tough target reads
 *   the white side with one more off the effect die. 003's Tough prints no white side: one* off the effect
 *   die on the normal chart, which is the same cell.
 * - A Marksman's aimed shot "Always wounds with 'Pink Chits'" (000): the normal chart (shot.marksmanPink).
 * - A side a rule forces (`ctx.chartSide`, a Bengal Club shotgun's range) is read instead, with no Tough
 *   reduction to the effect die.
 * - Below 1 the effect die reads column 1, or does nothing (tables.effectDieBelowOne).
 * - The ruleset's Tough knock rule: knocked down but never out (000), or neither (003).
 * - Cunning's Steel Plate (000: "ignore all chest wounds"): a hit on the chest does nothing, or only its
 *   wound is ignored (shot.steelPlate; register entry cunning-roll).
 *
 * @example cell.prepare(rules, shooter, toughTarget, ctx); cell.compute(6, 6); cell.knock === STATUS.knockedDown
 */
/** What a Steel Plate does to a chest hit: nothing (not plated), all of it, or its wound only. */
const PLATE = { none: 0, wholeHit: 1, woundsOnly: 2 } as const;
type PlateCode = (typeof PLATE)[keyof typeof PLATE];

export class HitCell {
  chart: CompiledWoundChart;
  effectModifier = 0;
  /** The cell's index in the chart after every modifier, or -1 when the hit has no effect. */
  index = -1;
  /** The effect die after its modifiers (1..6), as read. */
  effect = 0;
  wound: WoundKind = WOUND.graze;
  knock: Status = STATUS.standing;
  /** The last cell computed was a chest hit on a Steel Plate (shot.steelPlate decides what it took). */
  plated = false;
  private tough = false;
  private neverDown = false;
  private belowOneNoEffect = false;
  /** The target's Cunning Steel Plate (shot.steelPlate): 0 none, else what it does to a chest hit. */
  private plate: PlateCode = PLATE.none;

  constructor(rules: ShotRules) {
    this.chart = rules.normalChart;
  }

  prepare(r: ShotRules, s: Figure, t: Figure, ctx: ShotContext): void {
    const tp = t.profile;
    this.chart = r.normalChart;
    this.effectModifier = 0;
    this.tough = tp.tough > 0;
    this.neverDown = r.toughNeverDown;
    this.belowOneNoEffect = r.belowOneNoEffect;
    this.plate =
      t.cunning !== CUNNING.steelPlate
        ? PLATE.none
        : r.readings.steelPlate === 'whole-hit'
          ? PLATE.wholeHit
          : PLATE.woundsOnly;
    // A side a rule forces (a shotgun's range) replaces the target's own; Tough's knock rule stays his.
    if (ctx.chartSide === CHART_SIDE.pink) return;
    if (ctx.chartSide === CHART_SIDE.white) {
      this.chart = r.toughChart;
      return;
    }
    if (!this.tough) return;
    const pink = s.profile.pinkOnAimed && ctx.mode === FIRE.aimed;
    if (pink && r.readings.marksmanPink === 'all-tough-reductions') return;
    if (tp.toughSide) {
      this.effectModifier = tp.effectDie + r.whiteSideAbsorbs;
      if (!pink) this.chart = r.toughChart;
    } else {
      this.effectModifier = tp.effectDie;
    }
  }

  compute(location: number, effect: number): void {
    let e = effect + this.effectModifier;
    // Cunning's Steel Plate "ignore all chest wounds": by default the chest hit does nothing at all.
    const plated = this.plate !== PLATE.none && location === LOCATION.chest + 1;
    this.plated = plated;
    if ((plated && this.plate === PLATE.wholeHit) || (e < 1 && this.belowOneNoEffect)) {
      this.index = -1;
      this.effect = plated ? (e < 1 ? 1 : e > 6 ? 6 : e) : e;
      this.wound = WOUND.graze;
      this.knock = STATUS.standing;
      return;
    }
    if (e < 1) e = 1;
    else if (e > 6) e = 6;
    const i = (location - 1) * 6 + e - 1;
    this.index = i;
    this.effect = e;
    this.wound = this.chart.wound[i]! as WoundKind;
    let k = this.chart.knock[i]! as Status;
    if (this.tough && k !== STATUS.dead) {
      k = this.neverDown ? STATUS.standing : k === STATUS.knockedOut ? STATUS.knockedDown : k;
    }
    this.knock = k;
    // shot.steelPlate=wounds-only: the plate takes the wound, as a graze would leave it; the knock stands.
    if (plated && this.wound !== WOUND.dead) this.wound = WOUND.graze;
  }

  /** The computed cell in the story's words: what the chart prints, or why it does nothing. */
  describe(): string {
    if (this.index < 0) return this.plated ? 'stopped by his steel plate (Cunning)' : 'no effect';
    const printed = `${this.chart.printed[this.index]}${this.chart.side === 'tough' ? ' (Tough: white side)' : ''}`;
    return this.plated && this.wound !== WOUND.dead
      ? `${printed}, the wound taken by his steel plate (Cunning)`
      : printed;
  }

  /** The effect column in the story's words: the column read, or below 1 when the die fell off the chart. */
  column(): string {
    return this.index < 0 && !this.plated ? 'below 1' : `column ${this.effect}`;
  }

  /** How bad the computed cell is for the target: 0 (no effect, a graze) .. 15 (dead). */
  rank(): number {
    return this.index < 0 ? 0 : this.knock * 4 + this.wound;
  }

  /** Whether the computed cell puts the target down. */
  downs(): boolean {
    return this.knock !== STATUS.standing;
  }
}
