import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { DuelSkill } from './Duellist.ts';
import type { DuelWeapon } from './duelWeapons.ts';
import type { PolicyData } from './PolicyData.ts';

/**
 * One duellist as canonical data: what `duel --a` and an experiment's figure both read into (see
 * {@link readDuellist}), and what the duel is built from (see {@link buildDuel}).
 *
 * @example const f: DuelFigure = { class: 'legend', weapon: 'six-shooter', skills: ['deadeye'], policy: { name: 'blaze' }, approach: 'draw-at-once' };
 */
export interface DuelFigure {
  readonly class: CharacterClass;
  readonly weapon: DuelWeapon;
  /**
   * Gained in this order, so 000's "Removes X" applies (Slow then Swift leaves neither); a skill listed
   * twice is a double skill. Where the order can change nothing, the list is in the order of DUEL_SKILLS,
   * so that two orders of one figure are one setup.
   */
  readonly skills: readonly DuelSkill[];
  readonly policy: PolicyData;
  /** What he does before the first draw when the duel starts from the deck (`draw-at-once`, `close-to:d=D`). */
  readonly approach: string;
  /**
   * Firing dice added to (or taken from) every shot he fires: not a rule of any edition but a handicap for
   * balance studies ("how many extra dice make a plain Gunman the equal of a Deadeye"). Absent means 0, so
   * figures without it keep their canonical form.
   */
  readonly extraDice?: number;
}
