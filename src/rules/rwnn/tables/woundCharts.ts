import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace, DieFace } from './DieFace.ts';

/** The six hit locations, one per face of the location die. @example const loc: HitLocation = 'rightArm'; */
export type HitLocation = 'head' | 'chest' | 'rightArm' | 'leftArm' | 'belly' | 'legs';

/** The hit locations in location-die order (1 Head ... 6 Legs). @example HIT_LOCATIONS[0] === 'head' */
export const HIT_LOCATIONS = [
  'head',
  'chest',
  'rightArm',
  'leftArm',
  'belly',
  'legs',
] as const satisfies readonly HitLocation[];

/** How bad the wound part of a cell is; `dead` ends the character. @example const s: WoundSeverity = 'graze'; */
export type WoundSeverity = 'graze' | 'flesh-wound' | 'serious-wound' | 'dead';

/** The knock part of a cell ("& Knocked Down", "& Knocked Out"), `none` when the cell has none. */
export type WoundKnock = 'none' | 'knocked-down' | 'knocked-out';

/**
 * One cell of a wound chart, split into its wound and its knock, with the words as printed.
 *
 * @example const cell: WoundEffect = { wound: 'flesh-wound', knock: 'knocked-out', printed: 'Flesh Wound & Knocked Out' };
 */
export interface WoundEffect {
  readonly wound: WoundSeverity;
  readonly knock: WoundKnock;
  readonly printed: string;
}

/**
 * A wound chart: the location die picks the row, the effect die ("Die Roll" / "Dice Throw" across the top)
 * the cell. `side` is the chit side the chart prints: 000's chits are pink (normal, "More Severe") on one
 * side and white (tough, "Less Severe") on the other. `filledFromLeft` lists, per row, the cells that are
 * blank on the page and read as the cell to their left (only the quick reference sheet has blanks).
 *
 * @example WOUND_CHART_NORMAL.rows.head[4] // Flesh Wound & Knocked Out
 */
export interface WoundChart {
  readonly title: string;
  readonly side: 'normal' | 'tough';
  readonly source: SourceRef;
  readonly locationDie: ByDieFace<HitLocation>;
  readonly locationLabels: { readonly [L in HitLocation]: string };
  readonly rows: { readonly [L in HitLocation]: ByDieFace<WoundEffect> };
  readonly filledFromLeft: { readonly [L in HitLocation]: readonly DieFace[] };
}

const LOCATION_DIE = {
  1: 'head',
  2: 'chest',
  3: 'rightArm',
  4: 'leftArm',
  5: 'belly',
  6: 'legs',
} as const satisfies ByDieFace<HitLocation>;

const EXTENDED_LABELS = {
  head: '1 Head',
  chest: '2 Chest',
  rightArm: '3 Right Arm',
  leftArm: '4 Left Arm',
  belly: '5 Belly',
  legs: '6 Legs',
} as const;

const NO_BLANKS = { head: [], chest: [], rightArm: [], leftArm: [], belly: [], legs: [] } as const;

// Cells as 000 Appendices B and C print them ("Dead!" with its exclamation mark).
const G = { wound: 'graze', knock: 'none', printed: 'Graze' } as const satisfies WoundEffect;
const FW = { wound: 'flesh-wound', knock: 'none', printed: 'Flesh Wound' } as const satisfies WoundEffect;
const FW_KD = {
  wound: 'flesh-wound',
  knock: 'knocked-down',
  printed: 'Flesh Wound & Knocked Down',
} as const satisfies WoundEffect;
const FW_KO = {
  wound: 'flesh-wound',
  knock: 'knocked-out',
  printed: 'Flesh Wound & Knocked Out',
} as const satisfies WoundEffect;
const SW = { wound: 'serious-wound', knock: 'none', printed: 'Serious Wound' } as const satisfies WoundEffect;
const SW_KD = {
  wound: 'serious-wound',
  knock: 'knocked-down',
  printed: 'Serious Wound & Knocked Down',
} as const satisfies WoundEffect;
const SW_KO = {
  wound: 'serious-wound',
  knock: 'knocked-out',
  printed: 'Serious Wound & Knocked Out',
} as const satisfies WoundEffect;
const DEAD_BANG = { wound: 'dead', knock: 'none', printed: 'Dead!' } as const satisfies WoundEffect;
// 002 prints "Dead" without the exclamation mark.
const DEAD = { wound: 'dead', knock: 'none', printed: 'Dead' } as const satisfies WoundEffect;

/**
 * 000 Appendix B, "Wound Chart/Chits: Normal/ More Severe": the pink side of the wound chits, used for
 * every hit unless a rule says otherwise.
 *
 * @example WOUND_CHART_NORMAL.rows.belly[4].printed === 'Serious Wound & Knocked Out'
 */
export const WOUND_CHART_NORMAL = {
  title: 'Wound Chart/Chits: Normal/ More Severe',
  side: 'normal',
  source: { document: '000_53eda652e9702143.txt', section: 'Appendix – B' },
  locationDie: LOCATION_DIE,
  locationLabels: EXTENDED_LABELS,
  rows: {
    head: { 1: G, 2: G, 3: FW, 4: FW_KO, 5: DEAD_BANG, 6: DEAD_BANG },
    chest: { 1: G, 2: FW, 3: FW, 4: FW_KD, 5: SW_KO, 6: DEAD_BANG },
    rightArm: { 1: G, 2: FW, 3: FW, 4: FW, 5: SW, 6: SW_KD },
    leftArm: { 1: G, 2: FW, 3: FW, 4: FW, 5: SW, 6: SW_KD },
    belly: { 1: G, 2: FW, 3: FW_KD, 4: SW_KO, 5: DEAD_BANG, 6: DEAD_BANG },
    legs: { 1: G, 2: FW, 3: FW_KD, 4: FW_KD, 5: SW_KD, 6: SW_KO },
  },
  filledFromLeft: NO_BLANKS,
} as const satisfies WoundChart;

/**
 * 000 Appendix C, "Wound Chits: Tough/Less Severe": the white side of the chits, used by Tough characters
 * ("Uses white side of wound chits", 000 SKILLS & ATTRIBUTES), by shots that penetrate flimsy cover ("or
 * use white side of wound chit", 000 COVER) and by shotgun hits at long range or greater. Each cell equals
 * the Appendix B cell one column to its left (column 1 repeats Graze), i.e. Appendix B with one taken off
 * the effect die (see tough-white-side and effect-die-below-one).
 *
 * @example WOUND_CHART_TOUGH.rows.head[6].printed === 'Dead!'
 */
export const WOUND_CHART_TOUGH = {
  title: 'Wound Chits: Tough/Less Severe',
  side: 'tough',
  source: { document: '000_53eda652e9702143.txt', section: 'Appendix – C' },
  locationDie: LOCATION_DIE,
  locationLabels: EXTENDED_LABELS,
  rows: {
    head: { 1: G, 2: G, 3: G, 4: FW, 5: FW_KO, 6: DEAD_BANG },
    chest: { 1: G, 2: G, 3: FW, 4: FW, 5: FW_KD, 6: SW_KO },
    rightArm: { 1: G, 2: G, 3: FW, 4: FW, 5: FW, 6: SW },
    leftArm: { 1: G, 2: G, 3: FW, 4: FW, 5: FW, 6: SW },
    belly: { 1: G, 2: G, 3: FW, 4: FW_KD, 5: SW_KO, 6: DEAD_BANG },
    legs: { 1: G, 2: G, 3: FW, 4: FW_KD, 5: FW_KD, 6: SW_KD },
  },
  filledFromLeft: NO_BLANKS,
} as const satisfies WoundChart;

/**
 * 002 "Wound Chart" ("Dice Throw" 1-6 across, "1 (Head)" ... "6 (Legs)" down). Blank cells on the sheet
 * mean "same as the cell to the left"; `filledFromLeft` records which ones were blank. It matches Appendix
 * B of 000 except Belly 4, printed "Serious Wound & Knocked Down" where 000 has "& Knocked Out" (see
 * belly-serious-wound-knock).
 *
 * @example WOUND_CHART_QUICKREF.rows.head[2].printed === 'Graze' // blank on the sheet
 */
export const WOUND_CHART_QUICKREF = {
  title: 'Wound Chart',
  side: 'normal',
  source: { document: '002_a287e5c7c10177d4.txt', section: 'Wound Chart' },
  locationDie: LOCATION_DIE,
  locationLabels: {
    head: '1 (Head)',
    chest: '2 (Chest)',
    rightArm: '3 (Right Arm)',
    leftArm: '4 (Left Arm)',
    belly: '5 (Belly)',
    legs: '6 (Legs)',
  },
  rows: {
    head: { 1: G, 2: G, 3: FW, 4: FW_KO, 5: DEAD, 6: DEAD },
    chest: { 1: G, 2: FW, 3: FW, 4: FW_KD, 5: SW_KO, 6: DEAD },
    rightArm: { 1: G, 2: FW, 3: FW, 4: FW, 5: SW, 6: SW_KD },
    leftArm: { 1: G, 2: FW, 3: FW, 4: FW, 5: SW, 6: SW_KD },
    belly: { 1: G, 2: FW, 3: FW_KD, 4: SW_KD, 5: DEAD, 6: DEAD },
    legs: { 1: G, 2: FW, 3: FW_KD, 4: FW_KD, 5: SW_KD, 6: SW_KO },
  },
  filledFromLeft: {
    head: [2, 6],
    chest: [3],
    rightArm: [3, 4],
    leftArm: [3, 4],
    belly: [6],
    legs: [4],
  },
} as const satisfies WoundChart;
