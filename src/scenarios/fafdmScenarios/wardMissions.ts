import type { FafdmMission } from './FafdmMission.ts';
import { HOSTAGE_FREE_OPTION, KidnappingMission, type HostageFree } from './kidnapping/kidnappingMission.ts';
import { KIDNAP_FARM } from './kidnapping/kidnappingText.ts';
import { MEETING_CROWD_PANIC_OPTION, type MeetingCrowdPanic } from './meeting/meetingCrowdPanic.ts';
import { MEETING_OPENING_OPTION, MeetingMission, type MeetingOpening } from './meeting/meetingMission.ts';
import { MEETING_SQUARE } from './meeting/meetingText.ts';
import { MURDER_GUARDS_OPTION, MurderMission, type MurderGuards } from './murder/murderMission.ts';
import { T_TOWN } from './murder/murderText.ts';
import {
  PRISONER_RELEASE_OPTION,
  PrisonerMission,
  type PrisonerRelease,
} from './prisoner/prisonerMission.ts';
import { PRISON_ROAD } from './prisoner/prisonerText.ts';

/** The value of a scenario's own option, its default when the file sets none. */
const valueOf = <T extends string>(o: Readonly<Record<string, string>>, key: string, d: string): T =>
  (o[key] ?? d) as T;

/**
 * The scenarios of 001 chapter 10 played round a ward, a figure the scenario holds outside both bands:
 * 10.1 PRISONER (the second 10.1), 10.2 KIDNAPPING, 10.4 MURDER and 10.6 THE MEETING.
 *
 * @example WARD_MISSIONS.map((m) => m.name) // ['fafdm-prisoner', 'fafdm-kidnapping', 'fafdm-murder', 'fafdm-meeting']
 */
export const WARD_MISSIONS: readonly FafdmMission[] = [
  {
    name: 'fafdm-prisoner',
    section: '10.1 PRISONER',
    summary:
      'For A Few Dice More 10.1 PRISONER: the law (a) walks an arrested bandit from the saloon to the jail; the bandits (b) by the road come to free him and see him off a short edge',
    table: PRISON_ROAD,
    parts: { a: 'the law', b: 'the bandits' },
    options: [PRISONER_RELEASE_OPTION],
    leaders: false,
    rounds: null,
    build: (board, o) =>
      new PrisonerMission(
        board,
        valueOf<PrisonerRelease>(o, PRISONER_RELEASE_OPTION.key, PRISONER_RELEASE_OPTION.default),
      ),
  },
  {
    name: 'fafdm-kidnapping',
    section: '10.2 KIDNAPPING',
    summary:
      "For A Few Dice More 10.2: the kidnappers (b) hold a land owner's daughter at a farmhouse; the good (a) come from both short edges to free her and see her off one",
    table: KIDNAP_FARM,
    parts: { a: 'the good', b: 'the kidnappers' },
    options: [HOSTAGE_FREE_OPTION],
    leaders: false,
    rounds: null,
    build: (board, o) =>
      new KidnappingMission(
        board,
        valueOf<HostageFree>(o, HOSTAGE_FREE_OPTION.key, HOSTAGE_FREE_OPTION.default),
      ),
  },
  {
    name: 'fafdm-murder',
    section: '10.4 MURDER',
    summary:
      'For A Few Dice More 10.4: killers (b) from both short edges come for the mayor in the bank; one of his party (a) by its door, the others up the side street',
    table: T_TOWN,
    parts: { a: "the mayor's party", b: 'the killers' },
    options: [MURDER_GUARDS_OPTION],
    leaders: false,
    rounds: null,
    build: (board, o) =>
      new MurderMission(
        board,
        valueOf<MurderGuards>(o, MURDER_GUARDS_OPTION.key, MURDER_GUARDS_OPTION.default),
      ),
  },
  {
    name: 'fafdm-meeting',
    section: '10.6 THE MEETING',
    summary:
      "For A Few Dice More 10.6: a sniper opens on the politician at the meeting; his guards (a) walk him to the sheriff's office through the killers (b) and the fleeing townsfolk",
    table: MEETING_SQUARE,
    parts: { a: 'the good', b: 'the killers' },
    options: [MEETING_OPENING_OPTION, MEETING_CROWD_PANIC_OPTION],
    leaders: false,
    rounds: null,
    build: (board, o) =>
      new MeetingMission(
        board,
        valueOf<MeetingOpening>(o, MEETING_OPENING_OPTION.key, MEETING_OPENING_OPTION.default),
        valueOf<MeetingCrowdPanic>(o, MEETING_CROWD_PANIC_OPTION.key, MEETING_CROWD_PANIC_OPTION.default),
      ),
  },
];
