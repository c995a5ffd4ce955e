import type { SkirmishTable } from '../../../rules/fafdm/skirmishTable.ts';
import type { MissionText } from '../MissionText.ts';

const SECTION = '10.6 THE MEETING';

/**
 * 001 10.6 THE MEETING as printed (register entry fafdm-meeting reads its ambiguous lines). Its first
 * round is a rule of its own.
 *
 * @example MEETING_TEXT.source.section === '10.6 THE MEETING'
 */
export const MEETING_TEXT = {
  source: { document: '001_ac753b686cf1a971.txt', section: SECTION },
  table: '120x90, meeting at the center of the city. hotel/saloon in short side.',
  formation:
    'The good deploy first, within 15u from the politician, while one is in contact with him. The killers deploy after, closer than 5u from the short side of the sheriff office. There is a sniper on the balcony of the hotel / saloon at 20U from the stage. There are civilians (at least 8), 5-10u from the stage of the meeting.',
  victory:
    "The good must save the politician bringing it in the sheriff's office. The bad guys must kill the politician.",
  rules:
    'First Round: All the bad come into play, they can only move. The good do not move, the Sniper shoots and wounds the politician (that can only walk). The guard next to the politician kills the sniper, everyone runs away. Scenario Rules: Civilians are moved by the player who wins the first move per turn, they move up to 10U and may run out of the town.',
} as const satisfies MissionText;

/** "within 15u from the politician". */
export const MEETING_GOOD_U = 15;
/** "closer than 5u from the short side of the sheriff office". */
export const MEETING_KILLERS_U = 5;
/** "a sniper on the balcony of the hotel / saloon at 20U from the stage". */
export const SNIPER_U = 20;
/** "civilians (at least 8), 5-10u from the stage". */
export const CIVILIANS = 8;
export const CIVILIANS_U = 7.5;
/** "they move up to 10U". */
export const CROWD_MOVE_U = 10;
/** "the Sniper shoots and wounds the politician": one wound off his COS. */
export const OPENING_WOUNDS = 1;

/** The stage of the meeting, in the middle of the town. */
export const STAGE = { x: 24, y: 18 } as const;
/** The sheriff's office's door, on the east short side, facing the square. */
export const OFFICE_DOOR = { x: 44, y: 18 } as const;
/** The hotel's balcony, 20U west of the stage. */
export const BALCONY = { x: STAGE.x - SNIPER_U, y: STAGE.y } as const;

/**
 * 10.6's table: "120x90, meeting at the center of the city. hotel/saloon in short side": the stage in an
 * open square in the middle, the hotel against the west short edge (its balcony 20U from the stage), the
 * sheriff's office against the east one, a house in each corner, a wagon, barrels and a fence.
 *
 * @example MEETING_SQUARE.pieces[1].name === "the sheriff's office"
 */
export const MEETING_SQUARE = {
  source: { document: '001_ac753b686cf1a971.txt', section: `${SECTION} (Game Table)` },
  width: 48,
  depth: 36,
  deployU: 2,
  pieces: [
    { name: 'the hotel', kind: 'whole', x0: 0, y0: 12, x1: 3, y1: 24 },
    { name: "the sheriff's office", kind: 'whole', x0: 44, y0: 13, x1: 48, y1: 23 },
    { name: 'the bank', kind: 'whole', x0: 8, y0: 2, x1: 16, y1: 8 },
    { name: 'the store', kind: 'whole', x0: 8, y0: 28, x1: 16, y1: 34 },
    { name: 'the church', kind: 'whole', x0: 32, y0: 2, x1: 40, y1: 8 },
    { name: 'the livery', kind: 'whole', x0: 32, y0: 28, x1: 40, y1: 34 },
    { name: 'the wagon', kind: 'partial', x0: 33, y0: 12, x1: 35, y1: 13 },
    { name: 'the barrels', kind: 'partial', x0: 15, y0: 23, x1: 17, y1: 24 },
    { name: 'the fence', kind: 'light', x0: 37, y0: 21, x1: 38, y1: 25 },
  ],
} as const satisfies SkirmishTable;
