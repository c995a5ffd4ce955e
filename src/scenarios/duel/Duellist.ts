import type { DuelApproachPolicy } from '../../policies/duel/DuelApproachPolicy.ts';
import type { DuelPolicy } from '../../policies/duel/DuelPolicy.ts';
import { Figure } from '../../rules/rwnn/figure/Figure.ts';
import type { FigureRules } from '../../rules/rwnn/figure/FigureRules.ts';
import type { FigureSpec } from '../../rules/rwnn/figure/FigureSpec.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';

/**
 * The skills a duel plays (000 SKILLS & ATTRIBUTES; 003's Fast draw and Nervous are Lightning Fast and
 * Jumpy). A count of 2 is the double skill ("the second time doubles the effect"). Nerves of steel, True
 * Grit and Yellow change nothing in a duel but what they remove; Evil only counts against a White knight.
 */
export const DUEL_SKILLS = [
  'crack-shot',
  'deadeye',
  'quick-shot',
  'lightning-fast',
  'swift',
  'slow',
  'jumpy',
  'tough',
  'hard-as-nails',
  'nerves-of-steel',
  'true-grit',
  'yellow',
  'lucky',
  'charmed',
  'cursed',
  'marksman',
  'ambidextrous',
  'clumsy',
  'white-knight',
  'evil',
] as const satisfies readonly SkillId[];
export type DuelSkill = (typeof DUEL_SKILLS)[number];

/**
 * Who a duellist is: class, skills, policy and a name for the narration. `skills` counts the skills he
 * holds; when `gained` is given, it lists the same skills in the order he gained them, and 000's removals
 * apply as each is gained (a Slow man who gains Swift is no longer Slow, and not Swift either). `pistols`
 * is 1 (the default) or 2: a duel is fought with six-shooters.
 */
export interface DuellistSpec {
  readonly name: string;
  readonly cls: CharacterClass;
  readonly skills: Readonly<Record<DuelSkill, number>>;
  readonly gained?: readonly DuelSkill[];
  readonly pistols?: 1 | 2;
  readonly policy: DuelPolicy;
  /** What he does before the first draw when the duel starts from the fate deck (default: draw at once). */
  readonly approach?: DuelApproachPolicy;
  /** Firing dice added to every shot he fires: a balance study's handicap, not a rule (default 0). */
  readonly extraDice?: number;
}

/** No skills at all. */
export const NO_SKILLS: Readonly<Record<DuelSkill, number>> = Object.fromEntries(
  DUEL_SKILLS.map((s) => [s, 0]),
) as Record<DuelSkill, number>;

/** The figure a duellist spec describes. @example figureSpecOf(spec).weapons // ['pistol'] */
export function figureSpecOf(d: DuellistSpec): FigureSpec {
  const weapons = d.pistols === 2 ? (['pistol', 'pistol'] as const) : (['pistol'] as const);
  return d.gained
    ? { name: d.name, cls: d.cls, weapons, gained: d.gained }
    : { name: d.name, cls: d.cls, weapons, held: d.skills };
}

/**
 * A duellist in play: a {@link Figure} with his duel spec and policy. The engine that plays him binds him to
 * its rules before each duel and keeps there what it reads of him once per ruleset.
 */
export class Duellist extends Figure {
  readonly policy: DuelPolicy;
  /** The chance one hit downs him, under the rules in {@link readyFor}. */
  pHitDowns = 0;
  /** His fast-draw dice before wounds (class and skills), under the rules in {@link readyFor}. */
  fastDrawBase = 0;
  /** The rules the engine last prepared him for (null before his first duel). */
  readyFor: object | null = null;
  /** The rules his extra dice were last added under. */
  private boundTo: FigureRules | null = null;

  /** `spec` gives a figure more than a duel spec says (a shootout figure's weapons and every skill). */
  constructor(
    readonly duel: DuellistSpec,
    spec: FigureSpec = figureSpecOf(duel),
  ) {
    super(spec);
    this.policy = duel.policy;
  }

  /** As a figure binds, plus the study's extra firing dice in his profile (once per ruleset, not per shot). */
  override bind(rules: FigureRules): void {
    const fresh = rules !== this.boundTo;
    this.boundTo = rules;
    super.bind(rules);
    const extra = this.duel.extraDice ?? 0;
    if (fresh && extra !== 0) this.profile = { ...this.profile, firingDice: this.profile.firingDice + extra };
  }
}
