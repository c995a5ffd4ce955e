import { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { nerveRules, type NerveRules } from '../../../../src/rules/rwnn/nerve/NerveRules.ts';
import { NerveState } from '../../../../src/rules/rwnn/nerve/NerveState.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';

/** A figure of one member of a gang: class, skills held as stated, side and position along the street. */
export interface Member {
  readonly cls: CharacterClass;
  readonly side: number;
  readonly x?: number;
  readonly held?: Readonly<Partial<Record<SkillId, number>>>;
}

/** A gunfight's figures and their nerve under one ruleset preset with nerve options. */
export interface Gang {
  readonly rules: NerveRules;
  readonly figures: Figure[];
  readonly nerve: NerveState;
}

/** Figures on a line (x inches), bound to the preset, and their NerveState. */
export function gang(
  preset: RwnnRulesetId,
  members: readonly Member[],
  options: Record<string, string> = {},
): Gang {
  const ruleset = rwnnRuleset(preset);
  const fr = figureRules(ruleset);
  const figures = members.map(
    (m, i) => new Figure({ name: `F${i}`, cls: m.cls, held: m.held ?? {}, weapons: ['pistol'] }, fr),
  );
  const rules = nerveRules(ruleset, options);
  const xs = members.map((m) => m.x ?? 0);
  const nerve = new NerveState(
    figures,
    members.map((m) => m.side),
    rules,
    (i, j) => Math.abs(xs[i]! - xs[j]!),
  );
  return { rules, figures, nerve };
}

/** Gives a figure a flesh wound (to the legs, as a wound chart would). */
export function flesh(f: Figure): void {
  f.wounds.flesh[LOCATION.legs]!++;
}

/** Gives a figure a serious wound (to the chest). */
export function serious(f: Figure): void {
  f.wounds.serious[LOCATION.chest]!++;
}

/** Kills a figure. */
export function kill(f: Figure): void {
  f.wounds.worsen(STATUS.dead);
}
