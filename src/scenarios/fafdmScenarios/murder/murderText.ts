import type { SkirmishTable } from '../../../rules/fafdm/skirmishTable.ts';
import type { MissionText } from '../MissionText.ts';

const SECTION = '10.4 MURDER';

/**
 * 001 10.4 MURDER as printed (register entry fafdm-murder reads its garbled lines). It has no scenario
 * rules of its own.
 *
 * @example MURDER_TEXT.source.section === '10.4 MURDER'
 */
export const MURDER_TEXT = {
  source: { document: '001_ac753b686cf1a971.txt', section: SECTION },
  table: '120x90, cities on three streets in T, bank on one side of the intersection',
  formation:
    'The mayor is in the bank, one of his men is 5u from the door of the bank. The others members must be deployed at no less than 20U from the bank.',
  victory:
    'The bad deploy near the middle of each short side. Mayor party wins if reject the bad The bad guys win if they kill the mayor',
  rules: '',
} as const satisfies MissionText;

/** "one of his men is 5u from the door of the bank". */
export const MAYOR_GUARD_U = 5;
/** "The others members must be deployed at no less than 20U from the bank". */
export const MAYOR_PARTY_U = 20;

/**
 * 10.4's table: "120x90, cities on three streets in T, bank on one side of the intersection": a main
 * street 8U wide along the table (y 14 to 22), a second street north from its middle (x 18 to 30), the bank
 * south of the crossing with its door on the main street, a block of houses in each corner.
 *
 * @example T_TOWN.pieces[0].name === 'the bank'
 */
export const T_TOWN = {
  source: { document: '001_ac753b686cf1a971.txt', section: `${SECTION} (Game table)` },
  width: 48,
  depth: 36,
  deployU: 2,
  pieces: [
    { name: 'the bank', kind: 'whole', x0: 20, y0: 5, x1: 28, y1: 13 },
    { name: 'the hotel', kind: 'whole', x0: 4, y0: 4, x1: 16, y1: 12 },
    { name: 'the store', kind: 'whole', x0: 32, y0: 4, x1: 44, y1: 12 },
    { name: 'the church', kind: 'whole', x0: 4, y0: 24, x1: 17, y1: 33 },
    { name: 'the livery', kind: 'whole', x0: 31, y0: 24, x1: 44, y1: 33 },
    { name: 'the trough', kind: 'partial', x0: 9, y0: 15, x1: 11, y1: 16 },
    { name: 'the cart', kind: 'partial', x0: 37, y0: 20, x1: 39, y1: 21 },
    { name: 'the boardwalk rail', kind: 'light', x0: 22, y0: 26, x1: 26, y1: 27 },
  ],
} as const satisfies SkirmishTable;

/** The bank's door: the middle of its north wall, on the main street. */
export const BANK_DOOR = { x: 24, y: 13 } as const;
