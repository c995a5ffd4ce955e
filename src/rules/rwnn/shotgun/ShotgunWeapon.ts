import type { SourceRef } from '../../SourceRef.ts';

/**
 * The guns a shotgun blast comes from, as small integers: the conventional double-barrelled shotgun, the
 * sawn-off, the sawn-off with its stock cut to fire one-handed, the Le Mat revolver's grapeshot barrel and
 * the blunderbuss (or musketoon).
 *
 * @example shot.weapon = SHOTGUN.leMat;
 */
export const SHOTGUN = { shotgun: 0, sawnOff: 1, oneHandedSawnOff: 2, leMat: 3, blunderbuss: 4 } as const;
export type ShotgunWeaponCode = (typeof SHOTGUN)[keyof typeof SHOTGUN];

/** Where a weapon's target spot goes: 12" (conventional), as a sawn-off's (a reading), or 3" one-handed. @example const s: SpotPlacement = 'three-inches'; */
export type SpotPlacement = 'conventional' | 'sawn-off' | 'three-inches';

/**
 * What each shotgun is, as printed: its barrels, whether the sawn-off rules apply to it (the template's
 * reach and effect, the dice version's range-chart row), where its target spot goes, how many wounds
 * each hit causes at six inches or less under the template, and whether it fires once per gunfight.
 *
 * @example SHOTGUN_WEAPONS[SHOTGUN.blunderbuss].woundsWithinSix === 6
 */
export interface ShotgunWeaponRow {
  readonly name: string;
  readonly barrels: number;
  readonly sawnOff: boolean;
  readonly spot: SpotPlacement;
  readonly woundsWithinSix: number;
  readonly oncePerGunfight: boolean;
  readonly printed: string;
  readonly source: SourceRef;
}

const TRWNN: SourceRef = { document: '000_53eda652e9702143.txt', section: 'SHOTGUNS TRWNN Rules Version' };

/**
 * The weapons by code. The 1996 text (003 SHOTGUNS) prints the same numbers: "shotguns cause two separate
 * wounds per hit, and sawn-off shotguns cause three"; its one-handed sawn-off and Le Mat are as 000's.
 * The blunderbuss and Le Mat passages sit between 000's two shotgun versions and speak of marker spots, so
 * they are read as template rules first (the Le Mat's "one marker spot, placed three inches away").
 *
 * @example SHOTGUN_WEAPONS[SHOTGUN.leMat].barrels === 1
 */
export const SHOTGUN_WEAPONS = [
  {
    name: 'shotgun',
    barrels: 2,
    sawnOff: false,
    spot: 'conventional',
    woundsWithinSix: 2,
    oncePerGunfight: false,
    printed: 'as six inch range or less shotguns cause two separate wounds per hit',
    source: TRWNN,
  },
  {
    name: 'sawn-off shotgun',
    barrels: 2,
    sawnOff: true,
    spot: 'sawn-off',
    woundsWithinSix: 3,
    oncePerGunfight: false,
    printed: 'And at six inches range or less, they hit ... and cause three hits per barrel.',
    source: TRWNN,
  },
  {
    name: 'one-handed sawn-off',
    barrels: 2,
    sawnOff: true,
    spot: 'three-inches',
    woundsWithinSix: 3,
    oncePerGunfight: false,
    printed: 'fired one-handed like a pistol, in which case place the target spot just three inches away',
    source: TRWNN,
  },
  {
    name: 'Le Mat grapeshot barrel',
    barrels: 1,
    sawnOff: true,
    spot: 'three-inches',
    woundsWithinSix: 3,
    oncePerGunfight: true,
    printed:
      'The shotgun barrel can only be fired once per gunfight. It works like a ordinary sawn-off shotgun, except that it only has one marker spot, placed three inches away',
    source: { document: '000_53eda652e9702143.txt', section: 'Le Mat Revolvers' },
  },
  {
    name: 'blunderbuss',
    barrels: 1,
    sawnOff: true,
    spot: 'sawn-off',
    woundsWithinSix: 6,
    oncePerGunfight: false,
    printed:
      'Blunderbusses and musketoons work just like sawn-off shotguns, except that they only have one barrel, but cause six hits at six inch range or less.',
    source: { document: '000_53eda652e9702143.txt', section: 'Blunderbusses and Musketoons' },
  },
] as const satisfies readonly ShotgunWeaponRow[];

/** Inches from the firer to a conventional shotgun's spot: "a point about 12 inches from the character". @example CONVENTIONAL_SPOT_INCHES === 12 */
export const CONVENTIONAL_SPOT_INCHES = 12;
/** 003: "six inches for a sawn off". @example SAWN_OFF_SPOT_INCHES_1996 === 6 */
export const SAWN_OFF_SPOT_INCHES_1996 = 6;
/** "place the target spot just three inches away" (one-handed sawn-off; the Le Mat "placed three inches away"). @example ONE_HANDED_SPOT_INCHES === 3 */
export const ONE_HANDED_SPOT_INCHES = 3;
/** "at six inch range or less": where the extra wounds (and 000's sawn-off's wider line) stop. @example CLOSE_BLAST_INCHES === 6 */
export const CLOSE_BLAST_INCHES = 6;
/** "within one inch of an imaginary line". @example LINE_REACH_INCHES === 1 */
export const LINE_REACH_INCHES = 1;
/** 000 sawn-off: "within one and a half inches of the imaginary line" at six inches or less. @example SAWN_OFF_WIDE_REACH_INCHES === 1.5 */
export const SAWN_OFF_WIDE_REACH_INCHES = 1.5;
/** Bengal Club: "Anyone standing within 1” of a shotgun target will share in some of the blast." @example SHARE_REACH_INCHES === 1 */
export const SHARE_REACH_INCHES = 1;
