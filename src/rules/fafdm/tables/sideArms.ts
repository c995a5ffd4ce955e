import type { SourceRef } from '../../SourceRef.ts';

/** How far a side arm of Tab.8 reaches: thrown at COS x 2 U, shot as a bow (short, maximum), or not thrown. */
export type SideArmReach =
  | { readonly kind: 'cos-times'; readonly times: number }
  | { readonly kind: 'range'; readonly shortU: number; readonly maxU: number }
  | { readonly kind: 'not-thrown' };

/** One row of 001 Tab.8 SIDE ARMS, as printed. */
export interface SideArmRow {
  readonly source: SourceRef;
  readonly name: string;
  readonly reach: SideArmReach;
  /** Throws in one action ("TURN*"); null where the row prints none. */
  readonly perTurn: number | null;
  /** Throws carried ("TOTAL"); null where the row prints none. */
  readonly total: number | null;
  readonly actionCa: number;
  readonly bonus: number;
  readonly twoHanded: boolean;
  /** The lasso's "no damage". */
  readonly damages: boolean;
  readonly notes: string;
}

const TAB8: SourceRef = { document: '001_ac753b686cf1a971.txt', section: '5.4 SIDE ARMS, Tab.8' };
const COS_X2: SideArmReach = { kind: 'cos-times', times: 2 };
const NOT_THROWN: SideArmReach = { kind: 'not-thrown' };

/** A row thrown at COSx2, one a turn, one in all, 1 CA, +1 (the knife, the tomahawk). */
const blade = (name: string): SideArmRow => ({
  source: TAB8,
  name,
  reach: COS_X2,
  perTurn: 1,
  total: 1,
  actionCa: 1,
  bonus: 1,
  twoHanded: false,
  damages: true,
  notes: '',
});

/** A "NOT THROWING WEAPON" row: 1 CA, +1. */
const handOnly = (name: string, twoHanded: boolean): SideArmRow => ({
  source: TAB8,
  name,
  reach: NOT_THROWN,
  perTurn: null,
  total: null,
  actionCa: 1,
  bonus: 1,
  twoHanded,
  damages: true,
  notes: twoHanded ? 'two-handed weapon' : '',
});

/**
 * 001 Tab.8 SIDE ARMS, every row as printed. The knife, the tomahawk, the lance and the bow are played as
 * ranged weapons (FAFDM_GUNS); the fighting ones are carried beside a gun (sideArms/secondArms.ts); the
 * lasso is data for `rules show fafdm` (its catch, 8.3.4, is not played: register entry fafdm-lasso).
 *
 * @example FAFDM_SIDE_ARMS.bow.reach.kind === 'range'
 */
export const FAFDM_SIDE_ARMS = {
  knife: blade('KNIFE'),
  hatchet: blade('TOMAWK/HATCHET'),
  'woodsman-axe': handOnly('WOODSMAN AXE', true),
  lance: {
    source: TAB8,
    name: 'LANCE',
    reach: COS_X2,
    perTurn: 2,
    total: 1,
    actionCa: 1,
    bonus: 1,
    twoHanded: true,
    damages: true,
    notes: 'two-handed weapon',
  },
  bayonet: handOnly('BAYONET', false),
  sword: handOnly('SWORD', false),
  bow: {
    source: TAB8,
    name: 'BOW',
    reach: { kind: 'range', shortU: 8, maxU: 16 },
    perTurn: 1,
    total: 12,
    actionCa: 1,
    bonus: 1,
    twoHanded: false,
    damages: true,
    notes: '',
  },
  lasso: {
    source: TAB8,
    name: 'LASSO',
    reach: COS_X2,
    perTurn: 1,
    total: 1,
    actionCa: 1,
    bonus: 1,
    twoHanded: false,
    damages: false,
    notes: 'no damage',
  },
} as const satisfies Record<string, SideArmRow>;

export type FafdmSideArmId = keyof typeof FAFDM_SIDE_ARMS;
