import type { SkirmishTable } from '../../../rules/fafdm/skirmishTable.ts';
import type { MissionText } from '../MissionText.ts';

const SECTION = '10.2 KIDNAPPING';

/**
 * 001 10.2 KIDNAPPING as printed (register entry fafdm-kidnapping reads its ambiguous lines).
 *
 * @example KIDNAPPING_TEXT.source.section === '10.2 KIDNAPPING'
 */
export const KIDNAPPING_TEXT = {
  source: { document: '001_ac753b686cf1a971.txt', section: SECTION },
  table: '120x60, with some small country home.',
  formation:
    'The bad deploy first, captive and captor (max2) are inside one of the houses, the rest of the bad within 6U from the building.',
  victory:
    'The good come from the short sides deploying at less than 5U from the edge. The good must save the girl and carry her out form one of short sides. The bad guys win if they manage to reach one of the short sides, with the girl or eliminate all the goods.',
  rules:
    'The kidnapper who drags the hostage uses 2 actions and can not shoot, if he is killed or goes into combat with an opponent the hostage is free if there are no bad within 5U. In this case the hostage is activated by the player as last miniature of the goods she can only walk',
} as const satisfies MissionText;

/** "captive and captor (max2)": the captor and at most one more of the bad at the house's door. */
export const KIDNAP_GUARDS_MAX = 2;
/** "the rest of the bad within 6U from the building". */
export const KIDNAP_HOUSE_U = 6;
/** "The good ... deploying at less than 5U from the edge". */
export const KIDNAP_EDGE_U = 5;
/** "The kidnapper who drags the hostage uses 2 actions". */
export const DRAG_CA = 2;
/** "the hostage is free if there are no bad within 5U". */
export const HOSTAGE_FREE_U = 5;
/** Taking a loose hostage again costs one action (as 10.1's loot). */
export const HOSTAGE_TAKE_CA = 1;

/**
 * 10.2's table: "120x60, with some small country home": the farmhouse in the middle (the captor at its
 * north door), a cabin towards each end, a woodpile, a well and two fences; a half turn maps it onto itself,
 * so neither short edge is the better way out.
 *
 * @example KIDNAP_FARM.pieces[0].name === 'the farmhouse'
 */
export const KIDNAP_FARM = {
  source: { document: '001_ac753b686cf1a971.txt', section: `${SECTION} (Game Table)` },
  width: 48,
  depth: 24,
  deployU: 2,
  pieces: [
    { name: 'the farmhouse', kind: 'whole', x0: 21, y0: 9, x1: 27, y1: 15 },
    { name: 'the west cabin', kind: 'whole', x0: 6, y0: 2, x1: 11, y1: 7 },
    { name: 'the east cabin', kind: 'whole', x0: 37, y0: 17, x1: 42, y1: 22 },
    { name: 'the woodpile', kind: 'partial', x0: 14, y0: 15, x1: 15, y1: 17 },
    { name: 'the well', kind: 'partial', x0: 33, y0: 7, x1: 34, y1: 9 },
    { name: 'the west fence', kind: 'light', x0: 16, y0: 3, x1: 17, y1: 8 },
    { name: 'the east fence', kind: 'light', x0: 31, y0: 16, x1: 32, y1: 21 },
  ],
} as const satisfies SkirmishTable;

/** The farmhouse's door: the middle of its north wall. */
export const FARM_DOOR = { x: 24, y: 15 } as const;
