import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { MYSTIC_WARRIOR, type MysticVision } from '../tables/mysticWarrior.ts';
import type { SkillId } from '../tables/skills.ts';

/** A Mystic Warrior's vision before a conflict; reused: {@link newVision}. */
export interface Vision {
  vision: MysticVision;
  /** The skill the vision gives, or null (Dream Quest). */
  skill: SkillId | null;
  /** Who has it: himself or the whole war party (Medicine Man). */
  who: 'himself' | 'war-party';
  /** A Mighty Vision's skill is his for good; every other lasts this encounter. */
  permanent: boolean;
  /** Dream Quest: "He takes no part in this encounter." */
  absent: boolean;
}

/** A fresh record for {@link mysticVision}. */
export function newVision(): Vision {
  return { vision: 'charmed', skill: null, who: 'himself', permanent: false, absent: false };
}

/**
 * The Mystic Warrior's throw "Before each conflict" (000 "Mystic Warrior"): 1 Charmed, 2 Cursed, 3 Lucky, 4
 * Dream Quest (he stays away), 5 Medicine Man (the war party charmed), 6 Mighty Vision: a second throw, "1, 2
 * Charmed", "3, 4 Cursed", "5, 6 Lucky", for good. Writes into `out`.
 *
 * @example mysticVision(new ScriptedDice([6, 4]), out).skill === 'cursed'
 */
export function mysticVision(dice: Dice, out: Vision): Vision {
  const row = MYSTIC_WARRIOR.vision[dice.d6() as DieFace];
  out.vision = row.vision;
  out.permanent = row.lasts === 'permanent';
  out.absent = row.vision === 'dream-quest';
  out.who = row.grants?.who ?? 'himself';
  out.skill = row.grants?.skill ?? null;
  if (row.vision === 'mighty-vision') out.skill = MYSTIC_WARRIOR.mightyVision[dice.d6() as DieFace].skill;
  return out;
}
