import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import type { SkillReadings } from '../../../../src/rules/rwnn/figure/SkillReadings.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../../../src/rules/rwnn/shot/defaultShotChooser.ts';
import { newShotContext, type ShotContext } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import { DEFAULT_SHOT_READINGS, type ShotReadings } from '../../../../src/rules/rwnn/shot/ShotReadings.ts';
import { ShotResolver } from '../../../../src/rules/rwnn/shot/ShotResolver.ts';
import { shotRules } from '../../../../src/rules/rwnn/shot/ShotRules.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RangeWeapon } from '../../../../src/rules/rwnn/tables/rangeChart.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';

/** One ruleset's shot and figure rules, with readings changed as a test asks. */
export interface Table {
  readonly resolver: ShotResolver;
  figure(
    cls?: CharacterClass,
    gained?: readonly SkillId[],
    weapons?: readonly RangeWeapon[],
    name?: string,
  ): Figure;
  /** A figure holding these skills as stated (no removals), e.g. Lucky and Cursed together. */
  holding(held: Readonly<Partial<Record<SkillId, number>>>, cls?: CharacterClass): Figure;
}

/** The rules of a ruleset preset (with ruleset options and readings) and a maker of figures under them. */
export function table(
  preset: RwnnRulesetId = 'rwnn-extended',
  options: Readonly<Record<string, string>> = {},
  readings: Partial<ShotReadings> = {},
  skills?: SkillReadings,
): Table {
  const ruleset = rwnnRuleset(preset, options);
  const resolver = new ShotResolver(shotRules(ruleset, { ...DEFAULT_SHOT_READINGS, ...readings }));
  const fr = figureRules(ruleset, skills);
  return {
    resolver,
    figure: (cls = 'gunman', gained = [], weapons = ['pistol'], name = 'F') =>
      new Figure({ name, cls, gained, weapons }, fr),
    holding: (held, cls = 'gunman') => new Figure({ name: 'H', cls, held, weapons: ['pistol'] }, fr),
  };
}

/** A shot context at `range` inches, changed as a test asks. */
export function context(range: number, change: Partial<ShotContext> = {}): ShotContext {
  return Object.assign(newShotContext(), { range }, change);
}

/** The default choices, for either side. */
export const CHOOSER = DEFAULT_SHOT_CHOOSER;

/** Dice that show exactly these faces and must all be used. */
export function faces(...f: number[]): ScriptedDice {
  return new ScriptedDice(f);
}
