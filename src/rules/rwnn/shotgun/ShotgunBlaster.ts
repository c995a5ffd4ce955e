import type { Dice } from '../../../dice/Dice.ts';
import type { Figure } from '../figure/Figure.ts';
import type { ShotContext } from '../shot/ShotContext.ts';
import type { ShotChooser } from '../shot/ShotChooser.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import type { ShotRules } from '../shot/ShotRules.ts';
import { DiceBlaster } from './DiceBlaster.ts';
import type { FigurePositions } from './FigurePositions.ts';
import { ShotgunBlast } from './ShotgunBlast.ts';
import type { ShotgunReadings } from './ShotgunReadings.ts';
import { ShotgunRules } from './ShotgunRules.ts';
import type { ShotgunShot } from './ShotgunShot.ts';
import type { ShotgunState } from './ShotgunState.ts';
import { TemplateBlaster } from './TemplateBlaster.ts';

/**
 * A shotgun discharge under whichever rule the readings choose (`shootout.shotgunRule`): the Bengal Club
 * dice version ({@link DiceBlaster}) or the TRWNN target-spot template ({@link TemplateBlaster}). Built
 * once per worker for a table of up to `capacity` figures; {@link blast} is the reusable result.
 *
 * @example
 * const blaster = new ShotgunBlaster(shotRules(ruleset), shotgunReadingsFrom(ruleset.preset, options), 8);
 * const b = blaster.fire(ames, boone, ctx, 0, shot, pos, state, dice, amesPolicy, boonePolicy);
 * for (let i = 0; i < b.count; i++) engine.applyHits(b.figure[i], b.hits[i], b.effectModifier[i], b.chartSide[i]);
 */
export class ShotgunBlaster {
  readonly rules: ShotgunRules;
  readonly template: TemplateBlaster;
  readonly dice: DiceBlaster;
  /** The result of the last {@link fire}, rewritten by the next. */
  readonly blast: ShotgunBlast;

  constructor(shot: ShotRules, readings: ShotgunReadings, capacity: number, baseRadius?: number) {
    this.rules = new ShotgunRules(shot, readings, baseRadius);
    this.template = new TemplateBlaster(this.rules, capacity);
    this.dice = new DiceBlaster(this.rules, capacity);
    this.blast = new ShotgunBlast(capacity);
  }

  /**
   * `s` (figure `shot.shooter` of `pos`) fires `shot` from the gun in hand `g` at `t` (figure
   * `shot.target`), the re-roll skills' choices asked of `own` (his) and `theirs` (the target's). The dice version reads the whole context (range, mode, moved, cover and the rest, as
   * firingDice does); the template reads only `ctx.moved` and measures every range itself.
   */
  fire(
    s: Figure,
    t: Figure,
    ctx: ShotContext,
    g: number,
    shot: ShotgunShot,
    pos: FigurePositions,
    state: ShotgunState,
    dice: Dice,
    own: ShotChooser,
    theirs: ShotChooser,
    log?: ShotLog,
  ): ShotgunBlast {
    if (this.rules.readings.rule === 'template')
      return this.template.fire(shot, ctx.moved, pos, state, dice, this.blast, log);
    return this.dice.fire(s, t, ctx, g, shot, pos, state, dice, this.blast, own, theirs, log);
  }
}
