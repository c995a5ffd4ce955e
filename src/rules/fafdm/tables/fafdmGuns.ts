import type { SourceRef } from '../../SourceRef.ts';

/** One firearm row of Tab.6 (guns) or Tab.7 (rifles), as printed. */
export interface FafdmGunRow {
  readonly source: SourceRef;
  /** Short range in U (the short-range +1 of Tab.3 applies at or within it). */
  readonly shortU: number;
  /** Maximum range in U: no shot beyond it. */
  readonly maxU: number;
  /** Shots in one fire action as printed ("1 / 6": one, six when emptying the cylinder). */
  readonly perTurn: number;
  /** The printed "TURN*" cell, kept for the rows where it holds two numbers. */
  readonly perTurnPrinted: string;
  /** Shots loaded (the 7 of "7 / 17": the 17-round load is a special, not played). */
  readonly total: number;
  /** Action points one fire action costs (the ACTION (CA) column). */
  readonly fireCa: number;
  readonly bonus: number;
  readonly notes: string;
  /** 5.3.2, 5.3.6, 5.3.7: loaded with 17, "he gets 1 in a shooting roll, the weapon jams". */
  readonly jamsOnOne?: boolean;
  /**
   * Tab.8's thrown side arms: the range is the thrower's COS times this ("COSx2"), short and maximum alike,
   * and a thrown weapon is not loaded again (register entry fafdm-thrown-weapons).
   */
  readonly thrownCosTimes?: number;
}

const TAB6: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '5.2 GUNS, Tab.6' };
const TAB7: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '5.3 RIFLES, Tab.7' };
const TAB8: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '5.4 SIDE ARMS, Tab.8' };

/** Tab.8's knife and tomahawk rows: "COSx2 1 1 1 1" (one a turn, one in all, 1 CA, +1). */
const thrown = (notes: string): FafdmGunRow => ({
  source: TAB8,
  shortU: 0,
  maxU: 0,
  perTurn: 1,
  perTurnPrinted: '1',
  total: 1,
  fireCa: 1,
  bonus: 1,
  notes,
  thrownCosTimes: 2,
});

/**
 * 001 Tab.6 GUNS FEATURE and Tab.7 RIFLE FEATURE: the firearms a figure can stand and shoot with, and
 * Tab.8's bow, knife, tomahawk and lance (thrown). The
 * sawn-off shotgun (range "S**", the shotgun template's shape) is left out: it needs a template on a table.
 *
 * @example FAFDM_GUNS['six-shot'].shortU === 6
 */
export const FAFDM_GUNS = {
  remington: {
    source: TAB6,
    shortU: 4,
    maxU: 8,
    perTurn: 1,
    perTurnPrinted: '1 / 2',
    total: 2,
    fireCa: 1,
    bonus: 1,
    notes: 'little weapon; first use within short range +1 to the rescue test (5.2.1)',
  },
  'six-shot': {
    source: TAB6,
    shortU: 6,
    maxU: 12,
    perTurn: 1,
    perTurnPrinted: '1 / 6',
    total: 6,
    fireCa: 1,
    bonus: 1,
    notes: 'six shots when emptying the cylinder (5.2.2)',
  },
  'heavy-gun': {
    source: TAB6,
    shortU: 8,
    maxU: 16,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 7,
    fireCa: 1,
    bonus: 1,
    notes: 'improper weapon',
  },
  rifle: {
    source: TAB7,
    shortU: 14,
    maxU: 28,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 2,
    fireCa: 2,
    bonus: 2,
    notes: '',
  },
  'repetition-rifle': {
    source: TAB7,
    shortU: 10,
    maxU: 20,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 7,
    fireCa: 2,
    bonus: 2,
    notes: '* hitting roll = 1 jamming (with 17 loaded)',
  },
  'hunting-rifle': {
    source: TAB7,
    shortU: 17,
    maxU: 34,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 1,
    fireCa: 2,
    bonus: 2,
    notes: '5.3.3 says the weapon "requires 3 action points"',
  },
  'double-barrelled': {
    source: TAB7,
    shortU: 8,
    maxU: 16,
    perTurn: 2,
    perTurnPrinted: '2',
    total: 2,
    fireCa: 2,
    bonus: 2,
    notes: 'less then 4U +1 weapon bonus',
  },
  musket: {
    source: TAB7,
    shortU: 12,
    maxU: 24,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 7,
    fireCa: 2,
    bonus: 2,
    notes: '* hitting roll = 1 jamming (with 17 loaded); put bayonet on',
  },
  carbine: {
    source: TAB7,
    shortU: 8,
    maxU: 16,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 7,
    fireCa: 2,
    bonus: 2,
    notes: '* hitting roll = 1 jamming (with 17 loaded); -1 mod horse back shot',
  },
  // The repeating rifles loaded with 17 rounds, as 5.3.2, 5.3.6 and 5.3.7 allow: the "7 / 17*" cell's 17.
  'repetition-rifle-17': {
    source: TAB7,
    shortU: 10,
    maxU: 20,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 17,
    fireCa: 2,
    bonus: 2,
    notes: '17 loaded: a shooting roll of 1 jams (5.3.2)',
    jamsOnOne: true,
  },
  'musket-17': {
    source: TAB7,
    shortU: 12,
    maxU: 24,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 17,
    fireCa: 2,
    bonus: 2,
    notes: '17 loaded: a shooting roll of 1 jams (5.3.6)',
    jamsOnOne: true,
  },
  'carbine-17': {
    source: TAB7,
    shortU: 8,
    maxU: 16,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 17,
    fireCa: 2,
    bonus: 2,
    notes: '17 loaded: a shooting roll of 1 jams (5.3.7)',
    jamsOnOne: true,
  },
  // Tab.8's side arms that reach beyond a fight: the bow shoots as a gun; the knife, the tomahawk and the
  // lance are thrown at COS x 2 (the 0 ranges stand for the thrower's, see thrownRange.ts).
  bow: {
    source: TAB8,
    shortU: 8,
    maxU: 16,
    perTurn: 1,
    perTurnPrinted: '1',
    total: 12,
    fireCa: 1,
    bonus: 1,
    notes: 'side arm',
  },
  knife: thrown('thrown, COSx2'),
  hatchet: thrown('tomahawk or hatchet, thrown, COSx2'),
  // Tab.8 LANCE "COSx2 2 1 1 1 two-handed weapon": thrown once, like the knife (register entry fafdm-lance).
  lance: thrown('two-handed, thrown, COSx2'),
} as const satisfies Record<string, FafdmGunRow>;

export type FafdmGunId = keyof typeof FAFDM_GUNS;

/** The gun ids, in table order. */
export const FAFDM_GUN_IDS = Object.keys(FAFDM_GUNS) as FafdmGunId[];

/** 001 5.3.4 / Tab.7: the double-barrelled gun's "less then 4U +1 weapon bonus". */
export const DOUBLE_BARREL_CLOSE_U = 4;
