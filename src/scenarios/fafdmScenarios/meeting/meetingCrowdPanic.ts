import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { FAFDM_CHARACTER_RULES } from '../../../rules/fafdm/bands/fafdmBandRules.ts';

/** 10.6's civilians after the first round: 9.12's own panic at gunfire, or moved by the players only. */
export type MeetingCrowdPanic = 'own' | 'moved';

export const MEETING_CROWD_PANIC_OPTION: ReadingOption = {
  key: 'fafdm.meetingCrowdPanic',
  values: ['own', 'moved'],
  default: 'own',
  describe:
    "10.6's civilians from the second round: one with a shot fired within 10U panics and runs for the edge on his own (9.12 UNARMED CIVILIAN, default); or the first band to act moves them all, as 10.6's rule alone says",
  entry: 'fafdm-meeting-crowd.md',
};

const rule = FAFDM_CHARACTER_RULES['common/unarmed-civilian']!.rules[0];

/** 9.12 UNARMED CIVILIAN: "If within 10U of them someone is shooting, they panic and escape". */
export const CROWD_PANIC_U = rule?.kind === 'flees-gunfire' ? rule.reachU : 10;
