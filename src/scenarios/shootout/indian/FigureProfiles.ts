import type { SkillProfile } from '../../../rules/rwnn/figure/SkillProfile.ts';
import type { Gunfighter } from '../Gunfighter.ts';

/** Firing dice an arrow takes while in him (index 1) or broken off (index 2): 000 INDIAN WEAPONS. */
export const ARROW_LEVEL = { none: 0, in: 1, brokenOff: 2 } as const;
export type ArrowLevel = (typeof ARROW_LEVEL)[keyof typeof ARROW_LEVEL];
const ARROW_DICE = [0, -2, -1] as const;

/**
 * The skill profiles the Indian rules give figures, made once and kept: a figure's firing dice changed by
 * his weapon (an Indian's firearm one die fewer, an Accomplished Shot's weapon more), by an arrow ("subtract
 * two dice if firing ... with the arrow still projecting from them, one dice if it has been broken off",
 * 000 INDIAN WEAPONS) and by a Mystic Warrior's Lucky vision (one die of each batch re-thrown). Each variant
 * is made the first time it is needed and reused, so a gunfight allocates nothing once the variants exist;
 * when a gunfight starts with another base profile (a Drunk man's throw gives one) the variants are made
 * again from it.
 *
 * @example profiles.apply(f, ARROW_LEVEL.in, false); // f fires two dice fewer
 */
export class FigureProfiles {
  private readonly base: SkillProfile[];
  private readonly current: SkillProfile[];
  private readonly slots: (SkillProfile | null)[];

  constructor(
    figures: readonly Gunfighter[],
    /** Firing dice his weapon in hand gains or loses under the Indian rules, by figure. */
    private readonly weaponDice: Int8Array,
  ) {
    this.base = figures.map((f) => f.profile);
    this.current = figures.map((f) => f.profile);
    this.slots = new Array<SkillProfile | null>(figures.length * 6).fill(null);
  }

  /** At a gunfight's start: his profile as the game gave it is the base of his variants. */
  start(f: Gunfighter): void {
    const i = f.index;
    if (f.profile !== this.current[i]) {
      this.base[i] = f.profile;
      this.slots.fill(null, i * 6, i * 6 + 6);
    }
    this.apply(f, ARROW_LEVEL.none, false);
  }

  /** Gives `f` the profile of his weapon, his arrow's state and his luck. */
  apply(f: Gunfighter, arrow: ArrowLevel, lucky: boolean): void {
    const i = f.index;
    const k = i * 6 + arrow * 2 + (lucky ? 1 : 0);
    let p = this.slots[k] ?? null;
    if (p === null) {
      const b = this.base[i]!;
      const dice = this.weaponDice[i]! + ARROW_DICE[arrow];
      p =
        dice === 0 && !lucky
          ? b
          : { ...b, firingDice: b.firingDice + dice, luckyDice: b.luckyDice + (lucky ? 1 : 0) };
      this.slots[k] = p;
    }
    f.profile = p;
    this.current[i] = p;
  }
}
