import type { CampaignCharacter } from '../../rules/fafdm/campaign/CampaignCharacter.ts';
import type { FafdmCampaignReadings } from '../../rules/fafdm/campaign/FafdmCampaignReadings.ts';
import {
  INVALIDITIES_IN_MATCH,
  type InvalidityInMatch,
} from '../../rules/fafdm/campaign/invaliditiesInMatch.ts';
import { SKILLS_IN_MATCH, type SkillInMatch } from '../../rules/fafdm/campaign/skillsInMatch.ts';
import { SHOT_MODIFIERS } from '../../rules/fafdm/tables/shotModifiers.ts';

/**
 * What a campaign character's Tab.14 skills and Tab.12 invalidities add to his tests in a match, summed
 * once when his figure is built (001 6.5, 7.2). Plain numbers, so a match reads them without allocating.
 *
 * @example traitsOf(bandit, readings).shotAny === 1 // a Gunslinger
 */
export interface MatchTraits {
  /** Added to a shooting test with any firearm, and to one with a rifle of Tab.7 (GUNSLINGER, RIFLEMAN). */
  shotAny: number;
  shotRifle: number;
  /** Added to his throw, bow shot or fight with a side arm of Tab.8 (WARRIOR). */
  sideArm: number;
  /** Added to his coolness in the coolness test of a shot and of a fight (HARD, BOXER). */
  shotCool: number;
  fightCool: number;
  /** PREACHER: coolness per friend within `friendReachU` in a panic test. */
  panicPerFriend: number;
  friendReachU: number;
  /** What aiming adds beyond Tab.3's +1 (SNIPER). */
  aimExtra: number;
  /** Added to his roll to fight (disease). */
  fight: number;
  /** The farthest he shoots (blind); Infinity when he sees. */
  sightU: number;
  noRun: boolean;
  noTwoHanded: boolean;
  shakenNerves: boolean;
  ref: number;
}

function addSkill(t: MatchTraits, s: SkillInMatch, r: FafdmCampaignReadings): void {
  if (s.shot?.guns === 'any') t.shotAny += s.shot.bonus;
  if (s.shot?.guns === 'rifle') t.shotRifle += s.shot.bonus;
  if (s.sideArm !== undefined) t.sideArm += s.sideArm;
  if (s.coolness?.in === 'shot') t.shotCool += s.coolness.bonus;
  if (s.coolness?.in === 'fight') t.fightCool += s.coolness.bonus;
  if (s.panicCoolPerFriend) {
    t.panicPerFriend += s.panicCoolPerFriend.bonus;
    t.friendReachU = s.panicCoolPerFriend.reachU;
  }
  // fafdm-sniper-aim: his +2 in place of Tab.3's +1, or on top of it.
  if (s.aim !== undefined) t.aimExtra += r.sniperAim === 'replaces' ? s.aim - SHOT_MODIFIERS.aimed : s.aim;
}

function addInvalidity(t: MatchTraits, v: InvalidityInMatch, r: FafdmCampaignReadings): void {
  // fafdm-invalid-disease: -1 on the roll to fight, or 1 COS less in every match (read where the card is).
  if (v.fight !== undefined && r.disease === 'fight') t.fight += v.fight;
  if (v.sightU !== undefined) t.sightU = Math.min(t.sightU, v.sightU);
  if (v.noRun) t.noRun = true;
  if (v.noTwoHanded) t.noTwoHanded = true;
  if (v.shakenNerves) t.shakenNerves = true;
  if (v.ref !== undefined) t.ref += v.ref;
}

/** A character's traits, written into `t` (reused). @example traitsOf(c, readings, newMatchTraits()) */
export function traitsOf(c: CampaignCharacter, r: FafdmCampaignReadings, t: MatchTraits): MatchTraits {
  t.shotAny = t.shotRifle = t.shotCool = t.fightCool = t.panicPerFriend = t.friendReachU = 0;
  t.aimExtra = t.fight = t.ref = t.sideArm = 0;
  t.sightU = Infinity;
  t.noRun = t.noTwoHanded = t.shakenNerves = false;
  for (const s of c.skills) addSkill(t, SKILLS_IN_MATCH[s], r);
  for (const face of c.invalidities) addInvalidity(t, INVALIDITIES_IN_MATCH[face - 1]!, r);
  return t;
}

/** Traits of a character with neither skill nor invalidity. */
export function newMatchTraits(): MatchTraits {
  return {
    shotAny: 0,
    shotRifle: 0,
    sideArm: 0,
    shotCool: 0,
    fightCool: 0,
    panicPerFriend: 0,
    friendReachU: 0,
    aimExtra: 0,
    fight: 0,
    sightU: Infinity,
    noRun: false,
    noTwoHanded: false,
    shakenNerves: false,
    ref: 0,
  };
}
