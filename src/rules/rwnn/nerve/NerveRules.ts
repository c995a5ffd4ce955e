import type { OptionValues } from '../../../odds/OddsMechanic.ts';
import { CLASSES } from '../figure/classes.ts';
import type { SkillCounts } from '../figure/SkillCounts.ts';
import type { RwnnRuleset } from '../ruleset/rwnnRuleset.ts';
import type { NerveTable } from '../tables/nerveDice.ts';
import type { SkillId } from '../tables/skills.ts';
import { nerveReadings, type NerveReadings } from './NerveReadings.ts';

/**
 * The Bossman's nerve dice as the ruleset's skill text gives them (000 SKILLS & ATTRIBUTES, 003's Boss):
 * "all the characters on his side add one dice* when testing nerve, except that those within six inches of
 * his beloved person add three dice (including the Great Man himself). If his own nerve fails, then all his
 * friends test with minus three dice."
 *
 * @example const b: BossmanDice = { far: 1, near: 3, failed: -3, nearInches: 6 };
 */
export interface BossmanDice {
  /** "add one dice*": per level of the skill. */
  readonly far: number;
  /** "within six inches ... add three dice": not starred. */
  readonly near: number;
  /** "If his own nerve fails ... minus three dice". */
  readonly failed: number;
  readonly nearInches: number;
}

/**
 * Everything a nerve test reads from a ruleset, resolved once into numbers: the class dice and modifiers of
 * the ruleset's nerve table (`source.nerve`), the Bossman's dice, the skills that never lose their nerve
 * (White knight: "he never loses his nerve") and those that cost opponents nerve dice (Terrifying:
 * "opponents subtract one* dice when testing nerve"), and the readings.
 *
 * @example nerveRules(rwnnRuleset('rwnn-extended')).classDice[3] === 6 // a Legend
 */
export interface NerveRules {
  readonly ruleset: RwnnRuleset;
  readonly readings: NerveReadings;
  readonly table: NerveTable;
  /** Nerve dice by class index (CLASSES): "Citizen 3 Gunman 4 Shootist 5 Legend 6". */
  readonly classDice: Int32Array;
  /** "Subtract one dice for each flesh wound" (negative). */
  readonly perFlesh: number;
  /** "and two dice for each serious wound" (negative). */
  readonly perSerious: number;
  /** "Add one dice if he and his friends have caused more of the enemy to go down than they have lost". */
  readonly sideDownedMore: number;
  /** The Bossman's dice, or null when the ruleset's skill list has no Bossman. */
  readonly bossman: BossmanDice | null;
  /** Whether a figure with these skills never loses his nerve (White knight). */
  neverLosesNerve(skills: SkillCounts): boolean;
  /** Nerve dice a figure with these skills costs each opponent who tests (Terrifying; negative). */
  opponentNerveDice(skills: SkillCounts): number;
}

interface Scaled {
  readonly id: SkillId;
  readonly dice: number;
  readonly starred: boolean;
}

/**
 * The nerve rules of a ruleset with the nerve options given (`nerve.*`, see {@link NERVE_READING_OPTIONS}).
 * Built once per cell, never per test.
 *
 * @example nerveRules(rwnnRuleset('rwnn-1996')).readings.citizenGraze === 'wound-only'
 */
export function nerveRules(ruleset: RwnnRuleset, options: OptionValues = {}): NerveRules {
  const t = ruleset.tables;
  const classDice = Int32Array.from(CLASSES.map((c) => t.nerve.dice[c]));
  let perFlesh = 0;
  let perSerious = 0;
  let sideDownedMore = 0;
  for (const m of t.nerve.modifiers) {
    if (m.id === 'each-flesh-wound') perFlesh = m.dice;
    else if (m.id === 'each-serious-wound') perSerious = m.dice;
    else sideDownedMore = m.dice;
  }
  let bossman: BossmanDice | null = null;
  const never: SkillId[] = [];
  const terrify: Scaled[] = [];
  for (const s of t.skills) {
    if (s.id === 'bossman') {
      // The skill table prints three friends-nerve-dice effects: the starred "one dice*" for all his side,
      // the unstarred "three dice" within six inches, and the negative "minus three" once he has failed.
      let far = 0;
      let near = 0;
      let failed = 0;
      for (const e of s.effects) {
        if (e.kind !== 'friends-nerve-dice') continue;
        if (e.dice < 0) failed = e.dice;
        else if (e.starred) far = e.dice;
        else near = e.dice;
      }
      bossman = { far, near, failed, nearInches: 6 };
    }
    for (const e of s.effects) {
      if (e.kind === 'never-loses-nerve') never.push(s.id);
      else if (e.kind === 'opponent-nerve-dice') terrify.push({ id: s.id, dice: e.dice, starred: e.starred });
    }
  }
  return {
    ruleset,
    readings: nerveReadings(ruleset, options),
    table: t.nerve,
    classDice,
    perFlesh,
    perSerious,
    sideDownedMore,
    bossman,
    neverLosesNerve: (skills) => {
      for (const id of never) if (skills[id] > 0) return true;
      return false;
    },
    opponentNerveDice: (skills) => {
      let n = 0;
      for (const e of terrify) {
        const level = skills[e.id];
        if (level > 0) n += e.starred ? e.dice * level : e.dice;
      }
      return n;
    },
  };
}
