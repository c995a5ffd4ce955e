import type { Dice } from '../../dice/Dice.ts';
import type { FigureRules } from '../../rules/rwnn/figure/FigureRules.ts';
import { effectiveSkills, resolveSkills } from '../../rules/rwnn/figure/resolveSkills.ts';
import type { SkillCounts } from '../../rules/rwnn/figure/SkillCounts.ts';
import { skillProfile, type SkillProfile } from '../../rules/rwnn/figure/SkillProfile.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import {
  DEMENTED,
  DERANGED,
  DRUNKENNESS,
  type DrunkenResult,
  type DrunkenTable,
} from '../../rules/rwnn/tables/drunkenDeranged.ts';
import type { Gunfighter } from './Gunfighter.ts';

/** One result as a figure plays it: the skills and profile it gives him, and his movement's skills. */
interface Variant {
  readonly result: DrunkenResult;
  readonly skills: SkillCounts;
  readonly profile: SkillProfile;
  readonly moverSkills: SkillCounts;
}

/** A figure's variants: the first chart's six faces, then (Deranged) Demented's six. */
type Variants = readonly Variant[];

/**
 * Drunk (or Deranged) in a shootout (000 SKILLS & ATTRIBUTES: "Drunk (or Deranged): Page *30"; 000 Drunken /
 * Deranged): as each gunfight starts, each figure with the skill throws on the Drunkenness chart or the
 * Deranged one (`shootout.drunkOrDeranged`; Demented throws again), and plays the gunfight with the skills
 * the result gives him beside his own (kept apart: they remove none of his, as a skill another skill grants),
 * its shooting dice on his firing dice and its fighting dice on his fight dice; Hung Over's Jumpy leaves his
 * movement as his class moves; a Demented man who "Hates random character from either side" hates one of the
 * other figures, picked at random. Every result's skills and profile are worked out when the game is built,
 * so a gunfight's throw allocates nothing. Register entry drunk-or-deranged.
 *
 * @example const drunk = new DrunkenState(figures, rules, 'drunk'); drunk.throwFor(f, dice, log);
 */
export class DrunkenState {
  private readonly variants: (Variants | null)[];
  /** The figure each figure hates this gunfight by his Demented throw, or -1. */
  readonly hates: Int32Array;

  constructor(
    private readonly figures: readonly Gunfighter[],
    rules: FigureRules,
    chart: 'drunk' | 'deranged' | 'none',
  ) {
    this.hates = new Int32Array(figures.length).fill(-1);
    this.variants = figures.map((f) => {
      if (chart === 'none' || f.skills['drunk-or-deranged'] === 0) return null;
      const resolved = resolveSkills(f.spec, rules);
      const variant = (result: DrunkenResult): Variant => {
        const granted = { ...resolved.granted };
        for (const id of result.skills) granted[id]++;
        const skills = effectiveSkills(resolved.held, granted, rules);
        const base = skillProfile(skills, rules);
        const profile = {
          ...base,
          firingDice: base.firingDice + result.shootingDice,
          fightDice: base.fightDice + result.fightingDice,
        };
        // "Hung Over: Jumpy, moves as normal for his class": his moves read his skills without that Jumpy.
        const moverSkills = result.movesAsClass ? { ...skills, jumpy: f.skills.jumpy } : skills;
        return { result, skills, profile, moverSkills };
      };
      const faces = (t: DrunkenTable): Variant[] =>
        ([1, 2, 3, 4, 5, 6] as const).map((k) => variant(t.results[k]));
      return chart === 'drunk' ? faces(DRUNKENNESS) : [...faces(DERANGED), ...faces(DEMENTED)];
    });
  }

  /** Whether figure i throws for his state as a gunfight starts. */
  throws(i: number): boolean {
    return this.variants[i] !== null;
  }

  /**
   * Throws figure `f`'s state for the gunfight about to start and puts it on him: his skills and profile (and
   * so who must blaze away), and the skills his movement reads, returned for the game's mover. Before his
   * reset for the gunfight, which reads his profile.
   */
  throwFor(f: Gunfighter, dice: Dice, log: ShotLog | undefined): SkillCounts {
    const all = this.variants[f.index]!;
    const face = dice.d6() as DieFace;
    let v = all[face - 1]!;
    let again = 0;
    if (v.result.rollAgain) {
      again = dice.d6();
      v = all[6 + again - 1]!;
    }
    this.hates[f.index] = -1;
    if (v.result.hatesRandom) {
      // "Hates random character from either side": any of the others, each as likely.
      const k = dice.below(this.figures.length - 1);
      this.hates[f.index] = k < f.index ? k : k + 1;
    }
    f.skills = v.skills;
    f.profile = v.profile;
    f.mustBlaze = f.cls === 'citizen' || v.profile.alwaysBlazes;
    if (log) {
      const hated = this.hates[f.index]! >= 0 ? `: he hates ${this.figures[this.hates[f.index]!]!.name}` : '';
      log.line(
        `${f.name} throws ${face}${again > 0 ? ` and ${again}` : ''} for his state: ${v.result.name} (${v.result.printed})${hated}.`,
      );
    }
    return v.moverSkills;
  }
}
