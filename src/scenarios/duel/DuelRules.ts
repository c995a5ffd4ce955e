import type { FastDrawTie } from '../../rules/rwnn/fastDraw.ts';
import { figureRules, type FigureRules } from '../../rules/rwnn/figure/FigureRules.ts';
import { DEFAULT_SKILL_READINGS, type SkillReadings } from '../../rules/rwnn/figure/SkillReadings.ts';
import type { RwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import { DEFAULT_SHOT_READINGS, type ShotReadings } from '../../rules/rwnn/shot/ShotReadings.ts';
import { shotRules, type ShotRules } from '../../rules/rwnn/shot/ShotRules.ts';
import type { ByCharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { FastDrawModifierId } from '../../rules/rwnn/tables/fastDrawDice.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';

/** Readings of the duel passages that tables alone do not settle; each has its interpretation entry. */
export interface DuelReadings {
  readonly fastDrawTie: FastDrawTie;
  /** 000's fast-draw "Head Wound - 1": per head wound (default) or once. */
  readonly fastDrawHeadWound: 'per-wound' | 'once';
  /** The shooting readings (firing head wounds, lucky shots, blazing away, the dice skills). */
  readonly shot: ShotReadings;
  /** The skill readings (removals of double skills, granted skills). */
  readonly skills: SkillReadings;
}

/**
 * Everything a duel reads from a ruleset, resolved once: the shot rules (range dice, firing modifiers,
 * blazing away, wound charts, Fix gun), the figure rules (skills as the edition prints them), and the
 * fast-draw dice and modifiers.
 */
export interface DuelRules {
  /** The edition preset: names the duel's trial streams, so rulesets that differ in options share them. */
  readonly ruleset: RwnnRulesetId;
  readonly rwnn: RwnnRuleset;
  readonly readings: DuelReadings;
  readonly shot: ShotRules;
  readonly figure: FigureRules;
  readonly fastDrawDice: ByCharacterClass<number>;
  readonly fastDrawHeadWound: number;
  readonly fastDrawPerSerious: number;
  readonly fastDrawFiringArm: number;
  /** "Back To Opponent - 3": for a duellist caught with his back to the man drawing on him (BACKSHOOTING). */
  readonly fastDrawBackToOpponent: number;
  /** "Sideways To Opponent - 1": for a duellist drawn on from the side, out of his arc but not behind him. */
  readonly fastDrawSideways: number;
}

export const DEFAULT_DUEL_READINGS: DuelReadings = {
  fastDrawTie: 'highest-face',
  fastDrawHeadWound: 'per-wound',
  shot: DEFAULT_SHOT_READINGS,
  skills: DEFAULT_SKILL_READINGS,
};

/**
 * Resolves a ruleset and the duel readings into {@link DuelRules}. The ruleset decides the blazing-away rule
 * (`blazeAway`) and Tough's knock rule (`toughKnock`).
 *
 * @example duelRules(rwnnRuleset('rwnn-extended')).shot.bandDice(0, 6) === 3 // pistol close "6” / 3"
 */
export function duelRules(ruleset: RwnnRuleset, readings: Partial<DuelReadings> = {}): DuelRules {
  const r: DuelReadings = { ...DEFAULT_DUEL_READINGS, ...readings };
  const fd = ruleset.tables.fastDraw;
  const fdMod = (id: FastDrawModifierId): number => fd.modifiers.find((m) => m.id === id)?.dice ?? 0;
  return {
    ruleset: ruleset.preset,
    rwnn: ruleset,
    readings: r,
    shot: shotRules(ruleset, r.shot),
    figure: figureRules(ruleset, r.skills),
    fastDrawDice: fd.dice,
    fastDrawHeadWound: fdMod('head-wound'),
    fastDrawPerSerious: fdMod('each-serious-wound'),
    fastDrawFiringArm: fdMod('wounded-firing-arm'),
    fastDrawBackToOpponent: fdMod('back-to-opponent'),
    fastDrawSideways: fdMod('sideways-to-opponent'),
  };
}
