import type { SourceRef } from '../../SourceRef.ts';

/**
 * How a modifier is counted: once (`flat`), once per wound of the named kind (`per-wound`: 000 "Each Serious
 * wound"), or once per horse movement die about to be thrown (`per-movement-die`: 000 "Mounted, for each dice
 * about to be thrown").
 *
 * @example const s: ModifierScaling = 'per-wound';
 */
export type ModifierScaling = 'flat' | 'per-wound' | 'per-movement-die';

/**
 * The firing modifiers printed in either list. Ids name what the line says; a line of one source that
 * another source words differently gets its own id (e.g. 000 `target-in-cover` against 002
 * `target-in-soft-cover` / `target-in-hard-cover`).
 *
 * @example const id: FiringModifierId = 'aimed-shot-rifle';
 */
export type FiringModifierId =
  | 'target-in-cover'
  | 'target-in-soft-cover'
  | 'target-in-hard-cover'
  | 'citizen'
  | 'shootist'
  | 'legend'
  | 'pistol-shotgun-or-thrown-after-moving'
  | 'pistol-after-moving'
  | 'shotgun-after-moving'
  | 'rifle-after-moving'
  | 'two-pistols-wrong-handed-or-rifle-single-handed'
  | 'two-pistols'
  | 'aimed-shot-rifle'
  | 'aimed-shot-pistol'
  | 'head-wound'
  | 'flesh-wound-on-firing-arm'
  | 'each-serious-wound'
  | 'wounded'
  | 'seriously-wounded'
  | 'backshooting'
  | 'target-knocked-down-or-out'
  | 'blazing-away-breech-loader'
  | 'blazing-away-repeating-rifle'
  | 'blazing-away-pistol'
  | 'blazing-away-shotgun'
  | 'mounted-per-movement-die';

/**
 * One printed line: add `dice` (negative to subtract) to the number of firing dice.
 *
 * @example const legend: FiringModifier = { id: 'legend', printed: 'Legend +2', dice: 2, scaling: 'flat' };
 */
export interface FiringModifier {
  readonly id: FiringModifierId;
  /** The line as printed, label and number, with the OCR's run of spaces closed up. */
  readonly printed: string;
  readonly dice: number;
  readonly scaling: ModifierScaling;
}

/** A printed list of firing modifiers. @example list.modifiers.find((m) => m.id === 'citizen')?.dice === -1 */
export interface FiringModifierList {
  readonly heading: string;
  readonly source: SourceRef;
  readonly modifiers: readonly FiringModifier[];
}

/**
 * 000's firing modifiers, printed right after the RANGE CHART ("Modifiers: add or subtract the following
 * NUMBER OF DICE rolled by the character:"), in the order the OCR gives them (two printed columns,
 * interleaved).
 * The three "Blazing away" lines sit under a "Blazing away" sub-heading; {@link BLAZING_AWAY_EXTENDED}
 * carries them per weapon with their hit caps. The "Mounted" line is -1 per movement die; the text under
 * it says "two if they are firing a shoulder arm" (see mounted-firing-modifier).
 *
 * @example FIRING_MODIFIERS_EXTENDED.modifiers[6] // two pistols etc., -3
 */
export const FIRING_MODIFIERS_EXTENDED = {
  heading: 'Modifiers: add or subtract the following NUMBER OF DICE rolled by the character:',
  source: { document: '000_53eda652e9702143.txt', section: 'RANGE CHART' },
  modifiers: [
    { id: 'target-in-cover', printed: 'Target in cover – 1', dice: -1, scaling: 'flat' },
    { id: 'citizen', printed: 'Citizen - 1', dice: -1, scaling: 'flat' },
    {
      id: 'pistol-shotgun-or-thrown-after-moving',
      printed: 'Firing pistol, shotgun or throwing weapon after moving – 1',
      dice: -1,
      scaling: 'flat',
    },
    { id: 'shootist', printed: 'Shootist +1', dice: 1, scaling: 'flat' },
    { id: 'rifle-after-moving', printed: 'Firing rifle after moving – 2', dice: -2, scaling: 'flat' },
    { id: 'legend', printed: 'Legend +2', dice: 2, scaling: 'flat' },
    {
      id: 'two-pistols-wrong-handed-or-rifle-single-handed',
      printed: 'Firing two pistols or wrong-handed, or rifle single-handed – 3',
      dice: -3,
      scaling: 'flat',
    },
    { id: 'aimed-shot-rifle', printed: 'Aimed shot with rifle +6', dice: 6, scaling: 'flat' },
    { id: 'head-wound', printed: 'Head wound – 1', dice: -1, scaling: 'flat' },
    { id: 'aimed-shot-pistol', printed: 'Aimed shot with pistol +4', dice: 4, scaling: 'flat' },
    {
      id: 'flesh-wound-on-firing-arm',
      printed: 'Flesh wound on firing arm for pistol, or either arm for rifle – 1',
      dice: -1,
      scaling: 'flat',
    },
    { id: 'each-serious-wound', printed: 'Each Serious wound – 2', dice: -2, scaling: 'per-wound' },
    {
      id: 'blazing-away-breech-loader',
      printed: 'Blazing away With breach loader +1',
      dice: 1,
      scaling: 'flat',
    },
    { id: 'backshooting', printed: 'Backshooting +3', dice: 3, scaling: 'flat' },
    { id: 'blazing-away-repeating-rifle', printed: 'With repeating rifle +2', dice: 2, scaling: 'flat' },
    {
      id: 'target-knocked-down-or-out',
      printed: 'Target knocked down or Knocked out +2',
      dice: 2,
      scaling: 'flat',
    },
    { id: 'blazing-away-pistol', printed: 'With pistol +3', dice: 3, scaling: 'flat' },
    {
      id: 'mounted-per-movement-die',
      printed: 'Mounted, for each dice about to be thrown -1',
      dice: -1,
      scaling: 'per-movement-die',
    },
  ],
} as const satisfies FiringModifierList;

/**
 * 002's MODIFIERS table (three columns of label and dice, read column by column). "Wounded / Seriously
 * wounded -1 / -2" is one printed cell holding two modifiers; both carry that cell as `printed` (see
 * quickref-wounded-firing-modifier for how they count).
 *
 * @example FIRING_MODIFIERS_QUICKREF.modifiers.find((m) => m.id === 'blazing-away-shotgun')?.dice === 4
 */
export const FIRING_MODIFIERS_QUICKREF = {
  heading: 'MODIFIERS: Add or subtract the following number of dice rolled by the character',
  source: { document: '002_a287e5c7c10177d4.txt', section: 'MODIFIERS' },
  modifiers: [
    { id: 'citizen', printed: 'Citizen -1', dice: -1, scaling: 'flat' },
    { id: 'shootist', printed: 'Shootist +1', dice: 1, scaling: 'flat' },
    { id: 'legend', printed: 'Legend +2', dice: 2, scaling: 'flat' },
    { id: 'target-in-soft-cover', printed: 'Target In Soft Cover -1', dice: -1, scaling: 'flat' },
    { id: 'target-in-hard-cover', printed: 'Target In Hard Cover -2', dice: -2, scaling: 'flat' },
    { id: 'pistol-after-moving', printed: 'Firing Pistol After Moving -1', dice: -1, scaling: 'flat' },
    { id: 'rifle-after-moving', printed: 'Firing Rifle After Moving -2', dice: -2, scaling: 'flat' },
    { id: 'shotgun-after-moving', printed: 'Firing Shotgun After Moving -2', dice: -2, scaling: 'flat' },
    { id: 'two-pistols', printed: 'Firing Two Pistols -2', dice: -2, scaling: 'flat' },
    { id: 'aimed-shot-pistol', printed: 'Aimed Shot / Pistol +4', dice: 4, scaling: 'flat' },
    { id: 'aimed-shot-rifle', printed: 'Aimed Shot / Rifle +6', dice: 6, scaling: 'flat' },
    { id: 'wounded', printed: 'Wounded / Seriously wounded -1 / -2', dice: -1, scaling: 'flat' },
    { id: 'seriously-wounded', printed: 'Wounded / Seriously wounded -1 / -2', dice: -2, scaling: 'flat' },
    { id: 'backshooting', printed: 'Backshooting +3', dice: 3, scaling: 'flat' },
    { id: 'target-knocked-down-or-out', printed: 'Target Knocked Out / Down +2', dice: 2, scaling: 'flat' },
    { id: 'blazing-away-breech-loader', printed: 'Blazing Away / Breechloader +1', dice: 1, scaling: 'flat' },
    {
      id: 'blazing-away-repeating-rifle',
      printed: 'Blazing Away / Repeating Rifle +2',
      dice: 2,
      scaling: 'flat',
    },
    { id: 'blazing-away-pistol', printed: 'Blazing Away / Pistol +3', dice: 3, scaling: 'flat' },
    { id: 'blazing-away-shotgun', printed: 'Blazing Away / Shotgun +4', dice: 4, scaling: 'flat' },
  ],
} as const satisfies FiringModifierList;
