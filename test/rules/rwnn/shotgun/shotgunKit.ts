import type { Dice } from '../../../../src/dice/Dice.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../../../src/rules/rwnn/shot/defaultShotChooser.ts';
import { newShotContext, type ShotContext } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import { shotRules } from '../../../../src/rules/rwnn/shot/ShotRules.ts';
import type { ShotLog } from '../../../../src/rules/rwnn/shot/ShotLog.ts';
import {
  newFigurePositions,
  type FigurePositions,
} from '../../../../src/rules/rwnn/shotgun/FigurePositions.ts';
import type { ShotgunBlast } from '../../../../src/rules/rwnn/shotgun/ShotgunBlast.ts';
import { ShotgunBlaster } from '../../../../src/rules/rwnn/shotgun/ShotgunBlaster.ts';
import { shotgunReadings, type ShotgunReadings } from '../../../../src/rules/rwnn/shotgun/ShotgunReadings.ts';
import {
  aimShotgunAt,
  newShotgunShot,
  type ShotgunShot,
} from '../../../../src/rules/rwnn/shotgun/ShotgunShot.ts';
import { ShotgunState } from '../../../../src/rules/rwnn/shotgun/ShotgunState.ts';
import { SHOTGUN, type ShotgunWeaponCode } from '../../../../src/rules/rwnn/shotgun/ShotgunWeapon.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RangeWeapon } from '../../../../src/rules/rwnn/tables/rangeChart.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';

/** A table of figures at these centres (the first is the firer), every one eligible, named A, B, C, ... */
export function positions(...at: readonly (readonly [number, number])[]): FigurePositions {
  const pos = newFigurePositions(at.length);
  pos.count = at.length;
  at.forEach(([x, y], i) => {
    pos.xs[i] = x;
    pos.ys[i] = y;
  });
  pos.eligible.fill(1);
  pos.names = at.map((_, i) => String.fromCharCode(65 + i));
  return pos;
}

/** One ruleset's shotgun blaster (readings changed as a test asks) and a maker of figures under it. */
export interface Range {
  readonly blaster: ShotgunBlaster;
  readonly readings: ShotgunReadings;
  figure(cls?: CharacterClass, gained?: readonly SkillId[], weapon?: RangeWeapon): Figure;
}

export function range(
  preset: RwnnRulesetId = 'rwnn-extended',
  readings: Partial<ShotgunReadings> = {},
  capacity = 8,
  options: Readonly<Record<string, string>> = {},
): Range {
  const ruleset = rwnnRuleset(preset, options);
  const r = shotgunReadings(preset, readings);
  const fr = figureRules(ruleset);
  return {
    blaster: new ShotgunBlaster(shotRules(ruleset), r, capacity),
    readings: r,
    figure: (cls = 'gunman', gained = [], weapon = 'shotgun') =>
      new Figure({ name: cls, cls, gained, weapons: [weapon] }, fr),
  };
}

/** A shot by figure 0 at figure `target`, aimed at his centre. */
export function shotAt(
  pos: FigurePositions,
  target: number,
  weapon: ShotgunWeaponCode = SHOTGUN.shotgun,
  barrels = 2,
): ShotgunShot {
  const shot = aimShotgunAt(newShotgunShot(), pos, 0, target);
  shot.weapon = weapon;
  shot.barrels = barrels;
  return shot;
}

/** A shotgun state for the figures of `pos`, figure 0 armed with `weapon`. */
export function armed(pos: FigurePositions, weapon: ShotgunWeaponCode = SHOTGUN.shotgun): ShotgunState {
  const state = new ShotgunState(pos.xs.length);
  state.reset(0, weapon);
  return state;
}

/** A shot context at `inches`, changed as a test asks. */
export function context(inches: number, change: Partial<ShotContext> = {}): ShotContext {
  return Object.assign(newShotContext(), { range: inches }, change);
}

/** Dice that show exactly these faces and must all be used. */
export function faces(...f: number[]): ScriptedDice {
  return new ScriptedDice(f);
}

/** The template blast of `shot` with exactly these accuracy dice (red, black per barrel). */
export function template(
  r: Range,
  pos: FigurePositions,
  shot: ShotgunShot,
  moved: boolean,
  dice: readonly number[],
  state: ShotgunState = armed(pos, shot.weapon),
  log?: ShotLog,
): ShotgunBlast {
  const d = faces(...dice);
  const b = r.blaster.template.fire(shot, moved, pos, state, d, r.blaster.blast, log);
  d.assertConsumed();
  return b;
}

/** Every hit of a blast as [name, hits, effect modifier, chart side], in order. */
export function hitList(b: ShotgunBlast, pos: FigurePositions): [string, number, number, number][] {
  const out: [string, number, number, number][] = [];
  for (let i = 0; i < b.count; i++)
    out.push([pos.names[b.figure[i]!]!, b.hits[i]!, b.effectModifier[i]!, b.chartSide[i]!]);
  return out;
}

/** `s` fires `shot` at `t` with `dice`, the re-roll skills' choices the default chooser's (both sides). */
export function blast(
  r: Range,
  s: Figure,
  t: Figure,
  ctx: ShotContext,
  shot: ShotgunShot,
  pos: FigurePositions,
  state: ShotgunState,
  dice: Dice,
  log?: ShotLog,
): ShotgunBlast {
  return r.blaster.fire(
    s,
    t,
    ctx,
    0,
    shot,
    pos,
    state,
    dice,
    DEFAULT_SHOT_CHOOSER,
    DEFAULT_SHOT_CHOOSER,
    log,
  );
}
