import type { SourceRef } from '../../SourceRef.ts';
import type { ByDieFace, DieFace } from './DieFace.ts';

/** The weapons the fighting chart has rows for. @example const w: FightWeapon = 'clubbed-rifle'; */
export type FightWeapon =
  | 'fist'
  | 'pistol'
  | 'clubbed-pistol'
  | 'rifle'
  | 'clubbed-rifle'
  | 'bowie-knife'
  | 'knife-lance'
  | 'tomahawk';

/**
 * What a remaining hit does, by the effect die. `head-wound` means "Throw for the effect of head wounds on
 * wound chart" (002); `shot` and `knifed` are resolved "exactly as if they had been shot in normal firing"
 * and `terrible-wound` on the hit location chart with a graze or flesh wound made serious (000 FIGHTING).
 *
 * @example const k: FightEffectKind = 'knocked-down';
 */
export type FightEffectKind =
  | 'knocked-down'
  | 'flesh-wound'
  | 'knocked-out'
  | 'shot'
  | 'head-wound'
  | 'head-wound-and-knocked-out'
  | 'terrible-wound'
  | 'knifed'
  | 'dead';

/** One cell: its kind and the words printed (for a blank cell, the words of the cell it copies). */
export interface FightEffect {
  readonly kind: FightEffectKind;
  readonly printed: string;
}

/**
 * One weapon's row: dice rolled to attack and to defend, and the effect of each hit by the effect die.
 * `filledFromLeft` lists the faces whose cell is blank on the sheet and reads as the cell to its left.
 *
 * @example FIGHTING_CHART.rows.tomahawk.effects[6].kind === 'dead'
 */
export interface FightingChartRow {
  readonly weapon: FightWeapon;
  readonly printedLabel: string;
  readonly attackDice: number;
  readonly defendDice: number;
  readonly effects: ByDieFace<FightEffect>;
  readonly filledFromLeft: readonly DieFace[];
}

/** The fighting chart. @example FIGHTING_CHART.rows.fist.attackDice === 3 */
export interface FightingChart {
  readonly title: string;
  readonly source: SourceRef;
  readonly rows: { readonly [W in FightWeapon]: FightingChartRow & { readonly weapon: W } };
}

const KD = { kind: 'knocked-down', printed: 'Knocked Down' } as const satisfies FightEffect;
const FW = { kind: 'flesh-wound', printed: 'Flesh Wound' } as const satisfies FightEffect;
const KO = { kind: 'knocked-out', printed: 'Knocked Out' } as const satisfies FightEffect;
const SHOT = { kind: 'shot', printed: 'Shot' } as const satisfies FightEffect;
const HW = { kind: 'head-wound', printed: 'Head Wound' } as const satisfies FightEffect;
const HW_KO = {
  kind: 'head-wound-and-knocked-out',
  printed: "Head Wound & Ko'd",
} as const satisfies FightEffect;
const TW = { kind: 'terrible-wound', printed: 'Terrible Wound' } as const satisfies FightEffect;
const KNIFED = { kind: 'knifed', printed: 'Knifed' } as const satisfies FightEffect;
const DEAD = { kind: 'dead', printed: 'Dead' } as const satisfies FightEffect;

/**
 * 002 CLOSE COMBAT "Fighting Chart" ("Dice Rolled: Attack, Defend"; "Throw For Effect: 1-6"). A blank cell
 * on the sheet means "same as the cell to the left"; the blanks were located by counting the tab-separated
 * columns of each row and are filled here. 000 refers to this chart ("the fighting chart below", "the
 * pistol or the rifle rows", "the machete row", "the knife row") but does not print it, so every ruleset
 * uses this one (see fighting-chart-not-in-extended).
 *
 * @example FIGHTING_CHART.rows['knife-lance'].effects[6].printed === 'Knifed' // blank on the sheet
 */
export const FIGHTING_CHART = {
  title: 'Fighting Chart',
  source: { document: '002_a287e5c7c10177d4.txt', section: 'CLOSE COMBAT — Fighting Chart' },
  rows: {
    fist: {
      weapon: 'fist',
      printedLabel: 'Fist',
      attackDice: 3,
      defendDice: 4,
      effects: { 1: KD, 2: KD, 3: KD, 4: FW, 5: KO, 6: KO },
      filledFromLeft: [2, 3, 6],
    },
    pistol: {
      weapon: 'pistol',
      printedLabel: 'Pistol',
      attackDice: 2,
      defendDice: 2,
      effects: { 1: KD, 2: KD, 3: FW, 4: SHOT, 5: SHOT, 6: SHOT },
      filledFromLeft: [2, 5, 6],
    },
    'clubbed-pistol': {
      weapon: 'clubbed-pistol',
      printedLabel: 'Clubbed Pistol',
      attackDice: 3,
      defendDice: 3,
      effects: { 1: KD, 2: KD, 3: HW, 4: KO, 5: KO, 6: KO },
      filledFromLeft: [2, 5, 6],
    },
    rifle: {
      weapon: 'rifle',
      printedLabel: 'Rifle',
      attackDice: 2,
      defendDice: 2,
      effects: { 1: KD, 2: KD, 3: KD, 4: FW, 5: SHOT, 6: SHOT },
      filledFromLeft: [2, 3, 6],
    },
    'clubbed-rifle': {
      weapon: 'clubbed-rifle',
      printedLabel: 'Clubbed Rifle',
      attackDice: 3,
      defendDice: 3,
      effects: { 1: FW, 2: FW, 3: HW, 4: HW, 5: KO, 6: KO },
      filledFromLeft: [2, 4, 6],
    },
    'bowie-knife': {
      weapon: 'bowie-knife',
      printedLabel: 'Bowie Knife',
      attackDice: 4,
      defendDice: 3,
      effects: { 1: KD, 2: FW, 3: FW, 4: TW, 5: TW, 6: TW },
      filledFromLeft: [3, 5, 6],
    },
    'knife-lance': {
      weapon: 'knife-lance',
      printedLabel: 'Knife/Lance',
      attackDice: 4,
      defendDice: 4,
      effects: { 1: KD, 2: KNIFED, 3: KNIFED, 4: KNIFED, 5: KNIFED, 6: KNIFED },
      filledFromLeft: [3, 4, 5, 6],
    },
    tomahawk: {
      weapon: 'tomahawk',
      printedLabel: 'Tomahawk',
      attackDice: 5,
      defendDice: 3,
      effects: { 1: KD, 2: KD, 3: HW, 4: KO, 5: HW_KO, 6: DEAD },
      filledFromLeft: [2],
    },
  },
} as const satisfies FightingChart;
