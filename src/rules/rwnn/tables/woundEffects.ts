import type { SourceRef } from '../../SourceRef.ts';

/**
 * The kinds of result a wound-chart cell combines: a wound (graze, flesh wound, serious wound) or death, and
 * possibly a knock (knocked down, knocked out).
 *
 * @example const k: WoundEffectKind = 'knocked-out';
 */
export type WoundEffectKind =
  'graze' | 'flesh-wound' | 'serious-wound' | 'knocked-down' | 'knocked-out' | 'dead';

/** One sentence of a book that says what a result does, quoted as printed. */
export interface WoundEffectRule {
  readonly quote: string;
  readonly source: SourceRef;
}

/**
 * What one kind of result means, as the books define it, quoted sentence by sentence; where the books
 * disagree every version is kept (see knocked-out-recovery and recover-after-wound).
 *
 * @example WOUND_EFFECTS['knocked-down'].rules[0].quote.startsWith('Knocked down characters must Get up')
 */
export interface WoundEffectDefinition {
  readonly kind: WoundEffectKind;
  readonly name: string;
  readonly rules: readonly WoundEffectRule[];
}

const HIT_000: SourceRef = { document: '000_53eda652e9702143.txt', section: 'HIT LOCATION & EFFECT' };
const RANGE_000: SourceRef = { document: '000_53eda652e9702143.txt', section: 'RANGE CHART' };
const NERVE_000: SourceRef = { document: '000_53eda652e9702143.txt', section: 'NERVE and/or Morale' };
const FIGHT_000: SourceRef = {
  document: '000_53eda652e9702143.txt',
  section: 'FIGHTING – Hand to Hand Combat',
};
const APP_B_000: SourceRef = { document: '000_53eda652e9702143.txt', section: 'Appendix – B' };
const WOUND_002: SourceRef = { document: '002_a287e5c7c10177d4.txt', section: 'Wound Chart' };
const HIT_003: SourceRef = { document: '003_e162d46cc374eff2.txt', section: 'HIT LOCATION & EFFECT' };

/**
 * The meaning of every wound-chart result, with the sentences that define it in 000 (HIT LOCATION &
 * EFFECT, the firing modifiers, NERVE, FIGHTING), 002 (the notes under its Wound Chart) and 003.
 *
 * @example WOUND_EFFECTS['serious-wound'].rules.length > 0
 */
export const WOUND_EFFECTS = {
  graze: {
    kind: 'graze',
    name: 'Graze',
    rules: [
      {
        quote:
          'Wounded or grazed characters who are behind cover must duck back, even if the shot is stopped by the cover.',
        source: HIT_000,
      },
      {
        quote:
          'Wounded (but not grazed) characters must use an action recovering before making any other action.',
        source: HIT_000,
      },
      { quote: 'A Citizen suffers any wound or graze.', source: NERVE_000 },
      { quote: 'Wounded or Grazed characters that are behind cover must duck back.', source: WOUND_002 },
    ],
  },
  'flesh-wound': {
    kind: 'flesh-wound',
    name: 'Flesh Wound',
    rules: [
      {
        quote:
          'Wounded (but not grazed) characters must use an action recovering before making any other action.',
        source: HIT_000,
      },
      {
        quote: 'Movement is reduced by one dice for each serious wound and each flesh wound on a leg.',
        source: HIT_000,
      },
      { quote: 'Head wound – 1', source: RANGE_000 },
      { quote: 'Flesh wound on firing arm for pistol, or either arm for rifle – 1', source: RANGE_000 },
      {
        quote: 'Subtract one dice for each flesh wound, and two dice for each serious wound.',
        source: NERVE_000,
      },
    ],
  },
  'serious-wound': {
    kind: 'serious-wound',
    name: 'Serious Wound',
    rules: [
      {
        quote:
          'Wounded (but not grazed) characters must use an action recovering before making any other action.',
        source: HIT_000,
      },
      {
        quote: 'Movement is reduced by one dice for each serious wound and each flesh wound on a leg.',
        source: HIT_000,
      },
      { quote: 'No movement or turning is permitted with a serious leg or belly wound.', source: HIT_000 },
      {
        quote:
          'Characters with a serious arm wound cannot fire a pistol in that hand, fire a rifle at all, or reload any weapon.',
        source: HIT_000,
      },
      { quote: 'Each Serious wound – 2', source: RANGE_000 },
      {
        quote: 'Subtract one dice for each flesh wound, and two dice for each serious wound.',
        source: NERVE_000,
      },
      {
        quote: 'Seriously Wounded characters must use an action Recovering before making any other action.',
        source: WOUND_002,
      },
      {
        quote:
          'Characters with a serious arm wound cannot fire a pistol in that hand, or fire a rifle at all.',
        source: HIT_003,
      },
    ],
  },
  'knocked-down': {
    kind: 'knocked-down',
    name: 'Knocked Down',
    rules: [
      {
        quote: 'Knocked down characters must Get up before making any other action other than recovering.',
        source: HIT_000,
      },
      { quote: 'Target knocked down or Knocked out +2', source: RANGE_000 },
      {
        quote:
          'If the victim has been knocked down, he does not roll dice in defence, and each 6 that the attacker rolls scores a hit.',
        source: FIGHT_000,
      },
      {
        quote: 'Knocked Down characters must Get Up before making any other action apart from Recover',
        source: WOUND_002,
      },
    ],
  },
  'knocked-out': {
    kind: 'knocked-out',
    name: 'Knocked Out',
    rules: [
      {
        quote:
          'Knocked out characters must attempt to throw a 6 each time they have a turn, until they succeed they may make no actions.',
        source: HIT_000,
      },
      { quote: 'Target knocked down or Knocked out +2', source: RANGE_000 },
      {
        quote:
          'If he has been knocked out, the attacker automatically scores a hit with each dice he throws, alternatively the attacker might just as well shoot his unfortunate victim at point blank range, which automatically kills.',
        source: FIGHT_000,
      },
      {
        quote:
          'Knocked Out characters must throw a 6 on 1 dice to regain consciousness. (+1 on subsequent throws.)',
        source: WOUND_002,
      },
    ],
  },
  dead: {
    kind: 'dead',
    name: 'Dead',
    rules: [{ quote: 'Dead!', source: APP_B_000 }],
  },
} as const satisfies { readonly [K in WoundEffectKind]: WoundEffectDefinition & { readonly kind: K } };
