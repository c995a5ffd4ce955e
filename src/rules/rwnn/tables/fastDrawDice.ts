import type { SourceRef } from '../../SourceRef.ts';
import type { ByCharacterClass } from './CharacterClass.ts';
import type { ModifierScaling } from './firingModifiers.ts';

/** The fast-draw modifiers 000 and 003 print. @example const id: FastDrawModifierId = 'back-to-opponent'; */
export type FastDrawModifierId =
  'head-wound' | 'each-serious-wound' | 'wounded-firing-arm' | 'sideways-to-opponent' | 'back-to-opponent';

/**
 * One printed fast-draw modifier: add `dice` (negative to subtract) to the fast-draw dice.
 *
 * @example const m: FastDrawModifier = { id: 'back-to-opponent', printed: 'Back To Opponent - 3', dice: -3, scaling: 'flat' };
 */
export interface FastDrawModifier {
  readonly id: FastDrawModifierId;
  readonly printed: string;
  readonly dice: number;
  readonly scaling: ModifierScaling;
}

/** Fast-draw dice by class and their modifiers. @example FAST_DRAW_DICE.dice.legend === 6 */
export interface FastDrawTable {
  readonly source: SourceRef;
  readonly dice: ByCharacterClass<number>;
  readonly modifiers: readonly FastDrawModifier[];
}

/**
 * 000 CHALLENGES, DUELS & THE FAST DRAW: "The character immediately rolls a number of Fast Draw dice:
 * (Conveniently, this is the same number as when you test Nerve)", then "Modifiers: add or subtract the
 * following NUMBER OF DICE". 003 prints the same numbers and modifiers, so the 1996 ruleset uses this table.
 * A serious wound costs one fast-draw die here, against two firing dice on the firing modifiers.
 *
 * @example FAST_DRAW_DICE.dice.citizen === 3
 */
export const FAST_DRAW_DICE = {
  source: { document: '000_53eda652e9702143.txt', section: 'CHALLENGES, DUELS & THE FAST DRAW' },
  dice: { citizen: 3, gunman: 4, shootist: 5, legend: 6 },
  modifiers: [
    { id: 'head-wound', printed: 'Head Wound - 1', dice: -1, scaling: 'flat' },
    { id: 'each-serious-wound', printed: 'Each Serious Wound - 1', dice: -1, scaling: 'per-wound' },
    { id: 'wounded-firing-arm', printed: 'Wounded Firing Arm - 1', dice: -1, scaling: 'flat' },
    { id: 'sideways-to-opponent', printed: 'Sideways To Opponent - 1', dice: -1, scaling: 'flat' },
    { id: 'back-to-opponent', printed: 'Back To Opponent - 3', dice: -3, scaling: 'flat' },
  ],
} as const satisfies FastDrawTable;
