import type { SourceRef } from '../../SourceRef.ts';
import type { ModifierScaling } from './firingModifiers.ts';

/**
 * The close-combat modifiers printed in 000 and 002. Lines the two lists word differently get their own
 * ids (000 `attacker-moves-over-9-inches` against 002 `attacker-moved-9-plus-inches`).
 *
 * @example const id: FightingModifierId = 'attacked-from-rear';
 */
export type FightingModifierId =
  | 'defender-behind-cover'
  | 'behind-cover'
  | 'attacker-moves-over-9-inches'
  | 'attacker-moved-9-plus-inches'
  | 'each-flesh-wound'
  | 'each-serious-wound'
  | 'wounded-right-arm'
  | 'wounded'
  | 'seriously-wounded'
  | 'backshooting'
  | 'defender-on-ground'
  | 'citizen'
  | 'shootist'
  | 'legend'
  | 'attacked-from-side'
  | 'attacked-from-rear'
  | 'mounted-good-or-expert-horseman'
  | 'horse-trampling'
  | 'mounted'
  | 'passing-blow'
  | 'mounted-lance'
  | 'diving'
  | 'dodging'
  | 'heroic-leap';

/**
 * One printed line: add `dice` (negative to subtract) to the dice the character rolls in the fight.
 * `horseCombatOnly` marks 000's "Horse combat only:" lines.
 *
 * @example const m: FightingModifier = { id: 'legend', printed: 'Legend +2', dice: 2, scaling: 'flat', horseCombatOnly: false };
 */
export interface FightingModifier {
  readonly id: FightingModifierId;
  readonly printed: string;
  readonly dice: number;
  readonly scaling: ModifierScaling;
  readonly horseCombatOnly: boolean;
}

/** A printed list of fighting modifiers. @example list.modifiers.length */
export interface FightingModifierList {
  readonly heading: string;
  readonly source: SourceRef;
  readonly modifiers: readonly FightingModifier[];
}

/**
 * 000 FIGHTING – Hand to Hand Combat, "Modifiers: add or subtract the following NUMBER OF DICE rolled by the
 * character:", in printed order, then the "Horse combat only:" lines. The same section adds: "If a character
 * has a shield, he suffers no effect when his opponent rolls a 1" and, for lances, "add one dice in the first
 * round of combat".
 *
 * @example FIGHTING_MODIFIERS_EXTENDED.modifiers[11].dice === -4 // Attacked from rear
 */
export const FIGHTING_MODIFIERS_EXTENDED = {
  heading: 'Modifiers: add or subtract the following NUMBER OF DICE rolled by the character:',
  source: { document: '000_53eda652e9702143.txt', section: 'FIGHTING – Hand to Hand Combat' },
  modifiers: [
    {
      id: 'defender-behind-cover',
      printed: 'Defender is behind cover - 1',
      dice: -1,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    {
      id: 'attacker-moves-over-9-inches',
      printed: 'Attacker moves over 9 inches +2',
      dice: 2,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    {
      id: 'each-flesh-wound',
      printed: 'Each flesh wound - 1',
      dice: -1,
      scaling: 'per-wound',
      horseCombatOnly: false,
    },
    {
      id: 'each-serious-wound',
      printed: 'Each serious wound - 2',
      dice: -2,
      scaling: 'per-wound',
      horseCombatOnly: false,
    },
    {
      id: 'wounded-right-arm',
      printed: 'Wounded right arm - 1',
      dice: -1,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    { id: 'backshooting', printed: 'Backshooting +2', dice: 2, scaling: 'flat', horseCombatOnly: false },
    {
      id: 'defender-on-ground',
      printed: 'Defender on ground +2',
      dice: 2,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    { id: 'citizen', printed: 'Citizen - 1', dice: -1, scaling: 'flat', horseCombatOnly: false },
    { id: 'shootist', printed: 'Shootist +1', dice: 1, scaling: 'flat', horseCombatOnly: false },
    { id: 'legend', printed: 'Legend +2', dice: 2, scaling: 'flat', horseCombatOnly: false },
    {
      id: 'attacked-from-side',
      printed: 'Attacked from side - 2',
      dice: -2,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    {
      id: 'attacked-from-rear',
      printed: 'Attacked from rear - 4',
      dice: -4,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    {
      id: 'mounted-good-or-expert-horseman',
      printed: 'Mounted Good or Expert horseman +1 per movement dice rolled.',
      dice: 1,
      scaling: 'per-movement-die',
      horseCombatOnly: true,
    },
    {
      id: 'horse-trampling',
      printed: 'Horses trampling their opponent +1 Per movement dice rolled.',
      dice: 1,
      scaling: 'per-movement-die',
      horseCombatOnly: true,
    },
    { id: 'mounted', printed: 'Mounted + 2', dice: 2, scaling: 'flat', horseCombatOnly: true },
    {
      id: 'passing-blow',
      printed: 'Striking or receiving a passing blow - 1',
      dice: -1,
      scaling: 'flat',
      horseCombatOnly: true,
    },
    { id: 'mounted-lance', printed: 'Mounted lance + 3', dice: 3, scaling: 'flat', horseCombatOnly: true },
    { id: 'diving', printed: 'Diving + 4', dice: 4, scaling: 'flat', horseCombatOnly: true },
    { id: 'dodging', printed: 'Dodging + 2', dice: 2, scaling: 'flat', horseCombatOnly: true },
    { id: 'heroic-leap', printed: 'Heroic leap - 2', dice: -2, scaling: 'flat', horseCombatOnly: true },
  ],
} as const satisfies FightingModifierList;

/**
 * 002 CLOSE COMBAT "MODIFIERS: Add or subtract the following number of dice rolled by the character", read
 * column by column. "Behind Cover" does not say whose cover (see fight-behind-cover); "Attacker Moved 9+
 * Ins." includes exactly nine inches where 000's "over 9 inches" does not (see fight-charge-distance).
 *
 * @example FIGHTING_MODIFIERS_QUICKREF.modifiers.find((m) => m.id === 'seriously-wounded')?.dice === -2
 */
export const FIGHTING_MODIFIERS_QUICKREF = {
  heading: 'MODIFIERS: Add or subtract the following number of dice rolled by the character',
  source: { document: '002_a287e5c7c10177d4.txt', section: 'CLOSE COMBAT — MODIFIERS' },
  modifiers: [
    { id: 'citizen', printed: 'Citizen -1', dice: -1, scaling: 'flat', horseCombatOnly: false },
    { id: 'shootist', printed: 'Shootist +1', dice: 1, scaling: 'flat', horseCombatOnly: false },
    { id: 'legend', printed: 'Legend +2', dice: 2, scaling: 'flat', horseCombatOnly: false },
    { id: 'behind-cover', printed: 'Behind Cover -1', dice: -1, scaling: 'flat', horseCombatOnly: false },
    {
      id: 'attacker-moved-9-plus-inches',
      printed: 'Attacker Moved 9+ Ins. +2',
      dice: 2,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    {
      id: 'defender-on-ground',
      printed: 'Defender On Ground +2',
      dice: 2,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    {
      id: 'attacked-from-rear',
      printed: 'Attacked From Rear -4',
      dice: -4,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    {
      id: 'attacked-from-side',
      printed: 'Attacked From Side -2',
      dice: -2,
      scaling: 'flat',
      horseCombatOnly: false,
    },
    { id: 'backshooting', printed: 'Backshooting +2', dice: 2, scaling: 'flat', horseCombatOnly: false },
    { id: 'wounded', printed: 'Wounded -1', dice: -1, scaling: 'flat', horseCombatOnly: false },
    {
      id: 'seriously-wounded',
      printed: 'Seriously Wounded -2',
      dice: -2,
      scaling: 'flat',
      horseCombatOnly: false,
    },
  ],
} as const satisfies FightingModifierList;
