import type { SourceRef } from '../../SourceRef.ts';
import type { ByCharacterClass } from './CharacterClass.ts';
import type { ModifierScaling } from './firingModifiers.ts';

/** The nerve modifiers 000 and 003 print. @example const id: NerveModifierId = 'each-serious-wound'; */
export type NerveModifierId = 'each-flesh-wound' | 'each-serious-wound' | 'side-has-downed-more';

/**
 * One nerve modifier: add `dice` (negative to subtract) to the nerve dice.
 *
 * @example const m: NerveModifier = { id: 'each-flesh-wound', printed: 'Subtract one dice for each flesh wound', dice: -1, scaling: 'per-wound' };
 */
export interface NerveModifier {
  readonly id: NerveModifierId;
  readonly printed: string;
  readonly dice: number;
  readonly scaling: ModifierScaling;
}

/**
 * Nerve dice by class, their modifiers, and when a character is "HURT REAL BAD" (the first of the three
 * circumstances that call for a test), quoted per class. The test passes on at least one 6.
 *
 * @example NERVE_DICE.dice.shootist === 5
 */
export interface NerveTable {
  readonly source: SourceRef;
  readonly dice: ByCharacterClass<number>;
  readonly modifiers: readonly NerveModifier[];
  readonly hurtRealBad: ByCharacterClass<string>;
  readonly passesOn: 'at-least-one-six';
}

const EXTENDED_MODIFIERS = [
  {
    id: 'each-flesh-wound',
    printed: 'Subtract one dice for each flesh wound',
    dice: -1,
    scaling: 'per-wound',
  },
  {
    id: 'each-serious-wound',
    printed: 'and two dice for each serious wound',
    dice: -2,
    scaling: 'per-wound',
  },
  {
    id: 'side-has-downed-more',
    printed:
      'Add one dice if he and his friends have caused more of the enemy to go down than they have lost themselves.',
    dice: 1,
    scaling: 'flat',
  },
] as const satisfies readonly NerveModifier[];

/**
 * 000 "NERVE and/or Morale": "Citizen # of dice = 3 / Gunman 4 / Shootist 5 / Legend 6"; "Subtract one
 * dice for each flesh wound, and two dice for each serious wound. Add one dice if he and his friends have
 * caused more of the enemy to go down than they have lost themselves." "He must throw at least one 6".
 *
 * @example NERVE_DICE.hurtRealBad.citizen === 'A Citizen suffers any wound or graze.'
 */
export const NERVE_DICE = {
  source: { document: '000_53eda652e9702143.txt', section: 'NERVE and/or Morale' },
  dice: { citizen: 3, gunman: 4, shootist: 5, legend: 6 },
  modifiers: EXTENDED_MODIFIERS,
  hurtRealBad: {
    citizen: 'A Citizen suffers any wound or graze.',
    gunman: 'A Gunman suffers any two wounds.',
    shootist: 'A Shootist suffers any three wounds.',
    legend: 'A Legend suffers any three wounds, at least one of which is serious.',
  },
  passesOn: 'at-least-one-six',
} as const satisfies NerveTable;

/**
 * 003 NERVE: the same dice ("Citizen 3 Gunman 4 Shootist 5 Legend 6") and modifiers as 000, but a Citizen is
 * hurt real bad by "any wound" where 000 adds "or graze".
 *
 * @example NERVE_DICE_1996.hurtRealBad.citizen === 'A Citizen suffers any wound.'
 */
export const NERVE_DICE_1996 = {
  source: { document: '003_e162d46cc374eff2.txt', section: 'NERVE' },
  dice: { citizen: 3, gunman: 4, shootist: 5, legend: 6 },
  modifiers: EXTENDED_MODIFIERS,
  hurtRealBad: {
    citizen: 'A Citizen suffers any wound.',
    gunman: 'A Gunman suffers any two wounds.',
    shootist: 'A Shootist suffers any three wounds.',
    legend: 'A Legend suffers any three wounds, at least one of which is serious.',
  },
  passesOn: 'at-least-one-six',
} as const satisfies NerveTable;
