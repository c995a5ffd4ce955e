import type { DuelPolicy } from '../../policies/duel/DuelPolicy.ts';
import type { GunState } from '../../rules/rwnn/ShotOutcome.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { SkillId } from '../../rules/rwnn/tables/skills.ts';
import { WoundState } from '../../rules/rwnn/WoundState.ts';

/** The skills a duel reads; a count of 2 is a double skill (000 SKILLS: "the second time doubles the effect"). */
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
] as const satisfies readonly SkillId[];
export type DuelSkill = (typeof DUEL_SKILLS)[number];

/** Who a duellist is: class, skills (with counts), policy and a name for the narration. */
export interface DuellistSpec {
  readonly name: string;
  readonly cls: CharacterClass;
  readonly skills: Readonly<Record<DuelSkill, number>>;
  readonly policy: DuelPolicy;
}

/** No skills at all. */
export const NO_SKILLS: Readonly<Record<DuelSkill, number>> = Object.fromEntries(
  DUEL_SKILLS.map((s) => [s, 0]),
) as Record<DuelSkill, number>;

/** A duellist in play: his spec and the state one trial changes, reset (not reallocated) between trials. */
export class Duellist {
  readonly wounds = new WoundState();
  /** The gun after his last shot; `busted` after a failed fix (000 Fix gun: 1, 2 "Plumb Busted"). */
  gun: GunState | 'busted' = 'ok';
  /** Wounds whose effect Hard as Nails will still ignore ("the first* wound he receives"). */
  hardAsNailsLeft = 0;

  constructor(readonly spec: DuellistSpec) {
    this.reset();
  }

  reset(): void {
    this.wounds.reset();
    this.gun = 'ok';
    this.hardAsNailsLeft = this.spec.skills['hard-as-nails'];
  }
}
