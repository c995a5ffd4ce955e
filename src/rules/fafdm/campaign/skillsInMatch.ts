import type { SourceRef } from '../../SourceRef.ts';
import type { NewSkillId } from './newSkillsChart.ts';
import { NEW_SKILLS_SOURCE } from './newSkillsChart.ts';

/**
 * What one Tab.14 skill does in a match, as the engine plays it. Every field is optional: a skill sets
 * only its own. `elsewhere` says where a skill without an in-match effect is played, or why it is not.
 */
export interface SkillInMatch {
  readonly source: SourceRef;
  /** Added to his shooting test: with any gun, or only with a rifle of Tab.7 (5.3 RIFLES). */
  readonly shot?: { readonly guns: 'any' | 'rifle'; readonly bonus: number };
  /**
   * Added to his shooting test with a side arm of Tab.8 (a thrown knife or tomahawk, the bow's shot) and to
   * his roll to fight with a knife or tomahawk in hand (register entry fafdm-warrior-side-arms).
   */
  readonly sideArm?: number;
  /** Added to his coolness score in the coolness test of a shot (4.2) or of a fight (4.3). */
  readonly coolness?: { readonly in: 'shot' | 'fight'; readonly bonus: number };
  /** Added to his coolness in a panic test for every other figure of his band in play within `reachU`. */
  readonly panicCoolPerFriend?: { readonly reachU: number; readonly bonus: number };
  /** What his aim adds to a shooting test, in place of Tab.3's +1 (see fafdm-sniper-aim). */
  readonly aim?: number;
  readonly elsewhere?: string;
}

/**
 * 001 7.2 Tab.14 NEW SKILLS CHART, each skill's effect in a match:
 * - RIFLEMAN/HUNTER "+1 modifier to shoot with any rifle"; GUNSLINGER "+1 modifier to hit with any gun";
 * - HARD "+1 coolness in coolness test for shot"; BOXER/FIGHTER "+1 coolness in coolness test for punch-off"
 *   (the fight's coolness test, 4.3);
 * - PREACHER/SHAMAN "+1 coolness in panic test for every friend miniature within 6" (except it)" (6" read as
 *   6U, as 1.8's fame reach is);
 * - SNIPER "the character can aim having a +2 bonus in shooting tests";
 * - WARRIOR "+1 modifier to hit with any side arms" (5.4 Tab.8): a throw, a bow's shot, a fight with a knife
 *   or tomahawk in hand (register entry fafdm-warrior-side-arms).
 * The others act between matches (DOC, GAMBLER) or need what the engine does not play: a campaign's horse
 * (GOOD HORSEMEN, 8.2 Tab.16: riders come only from a skirmish file's `mounts:`), a second gun (BOUNTY KILLER, Tab.3 "The shooter has two guns -1").
 *
 * @example SKILLS_IN_MATCH.gunslinger.shot.bonus === 1
 */
export const SKILLS_IN_MATCH = {
  rifleman: { source: NEW_SKILLS_SOURCE, shot: { guns: 'rifle', bonus: 1 } },
  warrior: { source: NEW_SKILLS_SOURCE, sideArm: 1 },
  boxer: { source: NEW_SKILLS_SOURCE, coolness: { in: 'fight', bonus: 1 } },
  doc: { source: NEW_SKILLS_SOURCE, elsewhere: 'the recovery roll after a match (6.5 Tab.12), +1' },
  'graduated-doctor': { source: NEW_SKILLS_SOURCE, elsewhere: 'the recovery roll after a match, +2' },
  preacher: { source: NEW_SKILLS_SOURCE, panicCoolPerFriend: { reachU: 6, bonus: 1 } },
  horseman: {
    source: NEW_SKILLS_SOURCE,
    elsewhere: 'not played: a campaign band buys no horse (8.2 Tab.16)',
  },
  gambler: { source: NEW_SKILLS_SOURCE, elsewhere: "the band's dollars after a match (1D6 + 1D6 a kill)" },
  'bounty-killer': {
    source: NEW_SKILLS_SOURCE,
    elsewhere: 'not played: a figure carries one gun (Tab.3 "The shooter has two guns -1" is not played)',
  },
  hard: { source: NEW_SKILLS_SOURCE, coolness: { in: 'shot', bonus: 1 } },
  sniper: { source: NEW_SKILLS_SOURCE, aim: 2 },
  gunslinger: { source: NEW_SKILLS_SOURCE, shot: { guns: 'any', bonus: 1 } },
} as const satisfies Record<NewSkillId, SkillInMatch>;
