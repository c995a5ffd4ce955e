import type { SourceRef } from '../../SourceRef.ts';
import type { RangeWeapon } from './rangeChart.ts';
import type { TableInterpretationId } from './TableInterpretationId.ts';

/**
 * The extra firing dice a weapon gets when blazing away, as printed.
 *
 * @example const b: BlazingAwayBonus = { dice: 3, printed: 'With pistol +3', source };
 */
export interface BlazingAwayBonus {
  readonly dice: number;
  readonly printed: string;
  readonly source: SourceRef;
}

/**
 * The most hits one blazing-away throw can score with the weapon ("Each 6 rolled gives him a hit on his
 * target, except that ..."), or `unlimited`.
 *
 * @example const c: BlazingAwayHitCap = { hits: 2, printed: 'repeating rifles up to twice', source };
 */
export interface BlazingAwayHitCap {
  readonly hits: number | 'unlimited';
  readonly printed: string;
  readonly source: SourceRef;
}

/**
 * One weapon's blazing-away line. `bonus` and `hitCap` are `null` when the weapon may not blaze away at all
 * (`canBlazeAway: false`). `readsAs` names the weapon whose printed line a weapon without its own reads,
 * with the register entry that explains it.
 *
 * @example BLAZING_AWAY_EXTENDED.rows.pistol.hitCap.hits === 3
 */
export interface BlazingAwayRow {
  readonly weapon: RangeWeapon;
  readonly canBlazeAway: boolean;
  readonly bonus: BlazingAwayBonus | null;
  readonly hitCap: BlazingAwayHitCap | null;
  readonly readsAs: { readonly weapon: RangeWeapon; readonly interpretation: TableInterpretationId } | null;
  /** Where the row's governing line is printed: the bonus line, or for the bow the deliberate-only rule. */
  readonly source: SourceRef;
}

/** Blazing-away lines for every weapon of the range chart. @example table.rows.bow.canBlazeAway === false */
export interface BlazingAwayTable {
  readonly source: SourceRef;
  readonly rows: { readonly [W in RangeWeapon]: BlazingAwayRow & { readonly weapon: W } };
}

const EXTENDED_MODIFIERS: SourceRef = { document: '000_53eda652e9702143.txt', section: 'RANGE CHART' };
const EXTENDED_SHOOTING: SourceRef = { document: '000_53eda652e9702143.txt', section: 'SHOOTING' };
const EXTENDED_SHOTGUNS: SourceRef = {
  document: '000_53eda652e9702143.txt',
  section: 'SHOTGUNS — Bengal Club Rules Version',
};
const EXTENDED_INDIAN_WEAPONS: SourceRef = {
  document: '000_53eda652e9702143.txt',
  section: 'INDIAN WEAPONS',
};
const QUICKREF_MODIFIERS: SourceRef = { document: '002_a287e5c7c10177d4.txt', section: 'MODIFIERS' };

const PISTOL_CAP = {
  hits: 3,
  printed: 'six shooters up to three times',
  source: EXTENDED_SHOOTING,
} as const satisfies BlazingAwayHitCap;
const REPEATING_RIFLE_CAP = {
  hits: 2,
  printed: 'repeating rifles up to twice',
  source: EXTENDED_SHOOTING,
} as const satisfies BlazingAwayHitCap;
const BREECH_LOADER_CAP = {
  hits: 1,
  printed: 'breach loaders may only hit once',
  source: EXTENDED_SHOOTING,
} as const satisfies BlazingAwayHitCap;
const SHOTGUN_CAP = {
  hits: 'unlimited',
  printed: 'There is no maximum limit on the number of hits caused by a shotgun.',
  source: EXTENDED_SHOTGUNS,
} as const satisfies BlazingAwayHitCap;

const EXTENDED_BREECH_LOADER_BONUS = {
  dice: 1,
  printed: 'With breach loader +1',
  source: EXTENDED_MODIFIERS,
} as const satisfies BlazingAwayBonus;
const QUICKREF_BREECH_LOADER_BONUS = {
  dice: 1,
  printed: 'Blazing Away / Breechloader +1',
  source: QUICKREF_MODIFIERS,
} as const satisfies BlazingAwayBonus;
const QUICKREF_SHOTGUN_BONUS = {
  dice: 4,
  printed: 'Blazing Away / Shotgun +4',
  source: QUICKREF_MODIFIERS,
} as const satisfies BlazingAwayBonus;
const EXTENDED_SHOTGUN_BONUS = {
  dice: 0,
  printed: 'There is no ‘Aiming’ or ‘Blazing Away’ bonus for shotguns.',
  source: EXTENDED_SHOTGUNS,
} as const satisfies BlazingAwayBonus;

/**
 * 000 INDIAN WEAPONS, "Bows": "All shots count as deliberate fire", so a bow never blazes away (its
 * deliberate-fire hit cap by Indian class is not a chart and is not transcribed here).
 */
const BOW_ROW = {
  weapon: 'bow',
  canBlazeAway: false,
  bonus: null,
  hitCap: null,
  readsAs: null,
  source: EXTENDED_INDIAN_WEAPONS,
} as const satisfies BlazingAwayRow;

/** How a plain rifle or carbine blazes away: as a breech-loader (see rifle-blazing-away-class). */
const AS_BREECH_LOADER = { weapon: 'breech-loader', interpretation: 'rifle-blazing-away-class' } as const;

/**
 * Blazing away in the extended edition (000), also used by the 1996 edition, which prints the same hit caps
 * (003 SHOOTING) and no modifier list. Bonus dice come from the modifier list after the RANGE CHART
 * ("Blazing away / With breach loader +1 / With repeating rifle +2 / With pistol +3"), hit caps from SHOOTING
 * ("breach loaders may only hit once, repeating rifles up to twice, and six shooters up to three times").
 * Shotguns and sawn-offs follow 000 SHOTGUNS (Bengal Club Rules Version): no bonus and no hit cap.
 *
 * @example BLAZING_AWAY_EXTENDED.rows['repeating-rifle'].bonus.dice === 2
 */
export const BLAZING_AWAY_EXTENDED = {
  source: EXTENDED_SHOOTING,
  rows: {
    pistol: {
      weapon: 'pistol',
      canBlazeAway: true,
      bonus: { dice: 3, printed: 'With pistol +3', source: EXTENDED_MODIFIERS },
      hitCap: PISTOL_CAP,
      readsAs: null,
      source: EXTENDED_MODIFIERS,
    },
    rifle: {
      weapon: 'rifle',
      canBlazeAway: true,
      bonus: EXTENDED_BREECH_LOADER_BONUS,
      hitCap: BREECH_LOADER_CAP,
      readsAs: AS_BREECH_LOADER,
      source: EXTENDED_MODIFIERS,
    },
    'repeating-rifle': {
      weapon: 'repeating-rifle',
      canBlazeAway: true,
      bonus: { dice: 2, printed: 'With repeating rifle +2', source: EXTENDED_MODIFIERS },
      hitCap: REPEATING_RIFLE_CAP,
      readsAs: null,
      source: EXTENDED_MODIFIERS,
    },
    carbine: {
      weapon: 'carbine',
      canBlazeAway: true,
      bonus: EXTENDED_BREECH_LOADER_BONUS,
      hitCap: BREECH_LOADER_CAP,
      readsAs: AS_BREECH_LOADER,
      source: EXTENDED_MODIFIERS,
    },
    'breech-loader': {
      weapon: 'breech-loader',
      canBlazeAway: true,
      bonus: EXTENDED_BREECH_LOADER_BONUS,
      hitCap: BREECH_LOADER_CAP,
      readsAs: null,
      source: EXTENDED_MODIFIERS,
    },
    shotgun: {
      weapon: 'shotgun',
      canBlazeAway: true,
      bonus: EXTENDED_SHOTGUN_BONUS,
      hitCap: SHOTGUN_CAP,
      readsAs: null,
      source: EXTENDED_SHOTGUNS,
    },
    'sawn-off': {
      weapon: 'sawn-off',
      canBlazeAway: true,
      bonus: EXTENDED_SHOTGUN_BONUS,
      hitCap: SHOTGUN_CAP,
      readsAs: { weapon: 'shotgun', interpretation: 'shotgun-blazing-away-bonus' },
      source: EXTENDED_SHOTGUNS,
    },
    bow: BOW_ROW,
  },
} as const satisfies BlazingAwayTable;

/**
 * Blazing away with the quick reference sheet (002): its MODIFIERS give the bonus dice, including
 * "Blazing Away / Shotgun +4", which 000 denies (see shotgun-blazing-away-bonus). The sheet prints no hit
 * caps, so they come from 000 SHOOTING and SHOTGUNS.
 *
 * @example BLAZING_AWAY_QUICKREF.rows.shotgun.bonus.dice === 4
 */
export const BLAZING_AWAY_QUICKREF = {
  source: QUICKREF_MODIFIERS,
  rows: {
    pistol: {
      weapon: 'pistol',
      canBlazeAway: true,
      bonus: { dice: 3, printed: 'Blazing Away / Pistol +3', source: QUICKREF_MODIFIERS },
      hitCap: PISTOL_CAP,
      readsAs: null,
      source: QUICKREF_MODIFIERS,
    },
    rifle: {
      weapon: 'rifle',
      canBlazeAway: true,
      bonus: QUICKREF_BREECH_LOADER_BONUS,
      hitCap: BREECH_LOADER_CAP,
      readsAs: AS_BREECH_LOADER,
      source: QUICKREF_MODIFIERS,
    },
    'repeating-rifle': {
      weapon: 'repeating-rifle',
      canBlazeAway: true,
      bonus: { dice: 2, printed: 'Blazing Away / Repeating Rifle +2', source: QUICKREF_MODIFIERS },
      hitCap: REPEATING_RIFLE_CAP,
      readsAs: null,
      source: QUICKREF_MODIFIERS,
    },
    carbine: {
      weapon: 'carbine',
      canBlazeAway: true,
      bonus: QUICKREF_BREECH_LOADER_BONUS,
      hitCap: BREECH_LOADER_CAP,
      readsAs: AS_BREECH_LOADER,
      source: QUICKREF_MODIFIERS,
    },
    'breech-loader': {
      weapon: 'breech-loader',
      canBlazeAway: true,
      bonus: QUICKREF_BREECH_LOADER_BONUS,
      hitCap: BREECH_LOADER_CAP,
      readsAs: null,
      source: QUICKREF_MODIFIERS,
    },
    shotgun: {
      weapon: 'shotgun',
      canBlazeAway: true,
      bonus: QUICKREF_SHOTGUN_BONUS,
      hitCap: SHOTGUN_CAP,
      readsAs: null,
      source: QUICKREF_MODIFIERS,
    },
    'sawn-off': {
      weapon: 'sawn-off',
      canBlazeAway: true,
      bonus: QUICKREF_SHOTGUN_BONUS,
      hitCap: SHOTGUN_CAP,
      readsAs: { weapon: 'shotgun', interpretation: 'shotgun-blazing-away-bonus' },
      source: QUICKREF_MODIFIERS,
    },
    bow: BOW_ROW,
  },
} as const satisfies BlazingAwayTable;
