import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { DEFAULT_FIGHT_CHOOSER } from '../../../../src/rules/rwnn/fight/defaultFightChooser.ts';
import { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { newFightContext, type FightContext } from '../../../../src/rules/rwnn/fight/FightContext.ts';
import { fightReadings, type FightReadings } from '../../../../src/rules/rwnn/fight/FightReadings.ts';
import { FightResolver } from '../../../../src/rules/rwnn/fight/FightResolver.ts';
import type { FightResult } from '../../../../src/rules/rwnn/fight/FightResult.ts';
import { fightRules } from '../../../../src/rules/rwnn/fight/FightRules.ts';
import type { FightChooser } from '../../../../src/rules/rwnn/fight/FightChooser.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { shotRules } from '../../../../src/rules/rwnn/shot/ShotRules.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RangeWeapon } from '../../../../src/rules/rwnn/tables/rangeChart.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';

/** The default chooser, or one that escapes whenever asked (or never) and shifts as told. */
export function chooser(o: { escape?: boolean; shift?: number } = {}): FightChooser {
  return {
    ...DEFAULT_FIGHT_CHOOSER,
    escape: (v, asAttacker) => o.escape ?? DEFAULT_FIGHT_CHOOSER.escape(v, asAttacker),
    shiftEffect: (v, asAttacker) => o.shift ?? DEFAULT_FIGHT_CHOOSER.shiftEffect(v, asAttacker),
  };
}

/** One ruleset's close combat and a maker of figures under it. */
export interface Arena {
  readonly resolver: FightResolver;
  figure(
    name?: string,
    cls?: CharacterClass,
    gained?: readonly SkillId[],
    weapons?: readonly RangeWeapon[],
  ): Figure;
}

/** The fight rules of a ruleset preset, with ruleset options and fight readings changed as a test asks. */
export function arena(
  preset: RwnnRulesetId = 'rwnn-extended',
  options: Readonly<Record<string, string>> = {},
  readings: Partial<FightReadings> = {},
): Arena {
  const ruleset = rwnnRuleset(preset, options);
  const resolver = new FightResolver(fightRules(shotRules(ruleset), fightReadings(preset, readings)));
  const fr = figureRules(ruleset);
  return {
    resolver,
    figure: (name = 'F', cls = 'gunman', gained = [], weapons = ['pistol']) =>
      new Figure({ name, cls, gained, weapons }, fr),
  };
}

/** A fight context, changed as a test asks. */
export function fightContext(change: Partial<FightContext> = {}): FightContext {
  return Object.assign(newFightContext(), change);
}

/** One attack with exactly these dice (all of which must be used), and its narration. */
export function strike(
  t: Arena,
  a: Figure,
  d: Figure,
  ctx: FightContext,
  faces: readonly number[],
  choosers: { attacker?: FightChooser; defender?: FightChooser } = {},
): { result: FightResult; story: string } {
  const dice = new ScriptedDice(faces);
  const lines: string[] = [];
  const result = t.resolver.attack(
    a,
    d,
    ctx,
    dice,
    choosers.attacker ?? DEFAULT_FIGHT_CHOOSER,
    choosers.defender ?? DEFAULT_FIGHT_CHOOSER,
    { line: (l) => lines.push(l) },
  );
  dice.assertConsumed();
  return { result, story: lines.join('\n') };
}
