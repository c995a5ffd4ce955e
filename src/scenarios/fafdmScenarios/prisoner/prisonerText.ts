import type { SkirmishTable } from '../../../rules/fafdm/skirmishTable.ts';
import type { MissionText } from '../MissionText.ts';

const SECTION = '10.1 PRISONER';

/**
 * 001's second "10.1", PRISONER, as printed (register entry fafdm-prisoner reads its garbled lines).
 *
 * @example PRISONER_TEXT.source.section === '10.1 PRISONER'
 */
export const PRISONER_TEXT = {
  source: { document: '001_ac753b686cf1a971.txt', section: SECTION },
  table: "120X60, 6U roads, saloon on the opposite side of the sheriff's office.",
  formation:
    "Good deploy first, prisoner and escort (max2) are inside the saloon, the other until the sheriff's office from the 5U.",
  victory:
    'Bandits in 5U from the main road. Good win if they bring the prisoner to the jail. The bad guys win if they can release the prisoner and help him escape from one of the short sides',
  rules:
    'the prisoner and his keeper can not run, if the guardian is killed the prisoner can escape if there is 5U by another man of the law.',
} as const satisfies MissionText;

/** "prisoner and escort (max2)": the keeper and at most one more of the law by the saloon's door. */
export const PRISONER_ESCORT_MAX = 2;
/** "the other until the sheriff's office from the 5U": the rest of the law within 5U of the office. */
export const PRISONER_OFFICE_U = 5;
/** "Bandits in 5U from the main road". */
export const PRISONER_ROAD_U = 5;
/** "the prisoner can escape if there is 5U by another man of the law": a lawman within 5U keeps him. */
export const PRISONER_KEEP_U = 5;
/** Retaking a loose prisoner, or a bandit cutting him free, costs one action (as 10.1's loot). */
export const PRISONER_TAKE_CA = 1;

/**
 * 10.1 PRISONER's table: "120X60, 6U roads, saloon on the opposite side of the sheriff's office": a 6U main
 * road along the table (y 9 to 15), the saloon at its west end north of it, the sheriff's office (the jail)
 * at its east end south of it, two houses between and some cover along the road.
 *
 * @example PRISON_ROAD.pieces[0].name === 'the saloon'
 */
export const PRISON_ROAD = {
  source: { document: '001_ac753b686cf1a971.txt', section: `${SECTION} (Table)` },
  width: 48,
  depth: 24,
  deployU: 2,
  pieces: [
    { name: 'the saloon', kind: 'whole', x0: 2, y0: 15, x1: 12, y1: 22 },
    { name: "the sheriff's office", kind: 'whole', x0: 36, y0: 2, x1: 46, y1: 9 },
    { name: 'the north house', kind: 'whole', x0: 20, y0: 16, x1: 27, y1: 22 },
    { name: 'the south house', kind: 'whole', x0: 21, y0: 2, x1: 28, y1: 8 },
    { name: 'the trough', kind: 'partial', x0: 15, y0: 10, x1: 17, y1: 11 },
    { name: 'the cart', kind: 'partial', x0: 31, y0: 13, x1: 33, y1: 14 },
    { name: 'the west fence', kind: 'light', x0: 14, y0: 3, x1: 15, y1: 8 },
    { name: 'the east fence', kind: 'light', x0: 33, y0: 16, x1: 34, y1: 21 },
  ],
} as const satisfies SkirmishTable;

/** The saloon's door (on the road) and the jail's: the middle of the wall each faces the road with. */
export const SALOON_DOOR = { x: 7, y: 15 } as const;
export const JAIL_DOOR = { x: 41, y: 9 } as const;
/** The main road's middle line. */
export const ROAD_Y = 12;
