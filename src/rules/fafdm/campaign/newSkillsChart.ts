import type { SourceRef } from '../../SourceRef.ts';

/** One row of Tab.14 NEW SKILLS CHART: the 2D6 total and the skill as printed. */
export interface NewSkillRow {
  readonly roll: number;
  readonly id: string;
  readonly name: string;
  readonly effect: string;
}

/** Where Tab.14 is printed. */
export const NEW_SKILLS_SOURCE: SourceRef = {
  document: '001_ac753b686cf1a971.txt',
  section: '7.2 ACQUIRE SKILLS, Tab.14',
};

/**
 * 001 7.2 Tab.14 NEW SKILLS CHART (2D6). "If a character selects a skill it has already it throws again
 * on the new skills chart", except DOC: "if he already has this skill, it becomes a graduated doctor".
 *
 * @example NEW_SKILLS[8 - 2].id === 'gambler'
 */
export const NEW_SKILLS = [
  { roll: 2, id: 'rifleman', name: 'RIFLEMAN/HUNTER', effect: '+1 modifier to shoot with any rifle' },
  { roll: 3, id: 'warrior', name: 'WARRIOR', effect: '+1 modifier to hit with any side arms' },
  { roll: 4, id: 'boxer', name: 'BOXER/FIGHTER', effect: '+1 coolness in coolness test for punch-off' },
  { roll: 5, id: 'doc', name: 'DOC', effect: 'a bone cutter doctor; taken again, a graduated doctor' },
  {
    roll: 6,
    id: 'preacher',
    name: 'PREACHER/SHAMAN',
    effect: '+1 coolness in panic test for every friend within 6"',
  },
  {
    roll: 7,
    id: 'horseman',
    name: 'GOOD HORSEMEN',
    effect: '+1 reflexes in reflexes test about horse riding',
  },
  {
    roll: 8,
    id: 'gambler',
    name: 'GAMBLER',
    effect: 'after a match, if not eliminated, 1D6 + 1D6 per elimination in $',
  },
  {
    roll: 9,
    id: 'bounty-killer',
    name: 'BOUNTY KILLER/HEAD HUNTER',
    effect: 'he can shoot two guns with no penalty',
  },
  { roll: 10, id: 'hard', name: 'HARD', effect: '+1 coolness in coolness test for shot' },
  {
    roll: 11,
    id: 'sniper',
    name: 'SNIPER',
    effect: 'the character can aim having a +2 bonus in shooting tests',
  },
  { roll: 12, id: 'gunslinger', name: 'GUNSLINGER', effect: '+1 modifier to hit with any gun' },
] as const satisfies readonly NewSkillRow[];

export type NewSkillId = (typeof NEW_SKILLS)[number]['id'] | 'graduated-doctor';
