import type { SourceRef } from '../../SourceRef.ts';
import type { DieFace } from './DieFace.ts';

/**
 * What a stampede does to one kind of thing in its way.
 *
 * @example const e: StampedeEffect = { kind: 'overturns-on', faces: [1, 2, 3] };
 */
export type StampedeEffect =
  | { readonly kind: 'breaks-through'; readonly turns: number }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'breaks-through-chance'; readonly chanceInSix: number }
  | { readonly kind: 'goes-around' }
  | { readonly kind: 'knocked-down' }
  | { readonly kind: 'overturns-on'; readonly faces: readonly DieFace[] }
  | { readonly kind: 'unharmed' };

/** One thing in the herd's path; several rows may quote the same sentence. */
export interface StampedeSurroundingsRow {
  readonly thing:
    | 'wooden-fence'
    | 'mortared-stone-fence'
    | 'piled-stone-fence'
    | 'building'
    | 'small-loose-object'
    | 'wagon'
    | 'stagecoach';
  readonly printed: string;
  readonly effect: StampedeEffect;
}

/** The chart. @example STAMPEDE_SURROUNDINGS.rows.length === 7 */
export interface StampedeSurroundingsTable {
  readonly source: SourceRef;
  readonly rows: readonly StampedeSurroundingsRow[];
}

const STONE =
  'A stampede generally will NOT go through a mortared stone fence, though I give them a 2 in 6 chance if the fence is made of piled up stones with no mortar.';

/**
 * 000 "What stampedes do to the surrounding neighborhood": through a wooden fence in 1 turn; not through a
 * mortared stone fence, 2 in 6 through piled stones; around buildings (wooden ones checked as for fire
 * damage); small loose objects knocked down; wagons overturn on 1-3 each turn the herd is beside them;
 * stagecoaches never.
 *
 * @example STAMPEDE_SURROUNDINGS.rows[2].effect // { kind: 'breaks-through-chance', chanceInSix: 2 }
 */
export const STAMPEDE_SURROUNDINGS = {
  source: {
    document: '000_53eda652e9702143.txt',
    section: 'What stampedes do to the surrounding neighborhood',
  },
  rows: [
    {
      thing: 'wooden-fence',
      printed:
        'A stampede WILL get through a wooden fence once it starts moving – though it will take 1 turn to do so.',
      effect: { kind: 'breaks-through', turns: 1 },
    },
    { thing: 'mortared-stone-fence', printed: STONE, effect: { kind: 'stopped' } },
    { thing: 'piled-stone-fence', printed: STONE, effect: { kind: 'breaks-through-chance', chanceInSix: 2 } },
    {
      thing: 'building',
      printed:
        'Stampedes ignore (will move around) buildings unless caught in a dead end. Check for building damage as if the building was undergoing FIRE damage, this applies to wooden buildings only, not stone or adobe.',
      effect: { kind: 'goes-around' },
    },
    {
      thing: 'small-loose-object',
      printed: 'Small lose objects (pumps, troughs, etc.) will be knocked down, shattered etc.',
      effect: { kind: 'knocked-down' },
    },
    {
      thing: 'wagon',
      printed: 'Wagons will overturn on a 1-3 on a D6 for every turn the stampede is next to them.',
      effect: { kind: 'overturns-on', faces: [1, 2, 3] },
    },
    {
      thing: 'stagecoach',
      printed: 'Stagecoaches will not overturn – they are too heavy.',
      effect: { kind: 'unharmed' },
    },
  ],
} as const satisfies StampedeSurroundingsTable;
