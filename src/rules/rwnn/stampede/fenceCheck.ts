import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { STAMPEDE_SURROUNDINGS, type StampedeSurroundingsRow } from '../tables/stampedeSurroundings.ts';

/** The fences of 000's "What stampedes do to the surrounding neighborhood". */
export type FenceKind = 'wooden-fence' | 'mortared-stone-fence' | 'piled-stone-fence';

/** The fence kinds, in the order `list` and errors show them. */
export const FENCE_KINDS: readonly FenceKind[] = [
  'wooden-fence',
  'mortared-stone-fence',
  'piled-stone-fence',
];

/** What a running herd does on reaching a fence: held there this turn and through the next, through now, or stopped. */
export type FenceOutcome = 'held-one-turn' | 'through' | 'stopped';

function row(kind: FenceKind): StampedeSurroundingsRow {
  return STAMPEDE_SURROUNDINGS.rows.find((r) => r.thing === kind)!;
}

/**
 * A herd reaching a fence (000 "What stampedes do to the surrounding neighborhood"): "A stampede WILL get
 * through a wooden fence once it starts moving – though it will take 1 turn to do so" (held at it this turn,
 * through the next); "A stampede generally will NOT go through a mortared stone fence" (stopped); "though I
 * give them a 2 in 6 chance if the fence is made of piled up stones with no mortar" (a die: through on 1-2,
 * else stopped). Only the piled stone throws a die.
 *
 * @example fenceCheck('piled-stone-fence', new ScriptedDice([2])) === 'through'
 */
export function fenceCheck(kind: FenceKind, dice: Dice): FenceOutcome {
  const e = row(kind).effect;
  if (e.kind === 'breaks-through') return 'held-one-turn';
  if (e.kind === 'breaks-through-chance')
    return (dice.d6() as DieFace) <= e.chanceInSix ? 'through' : 'stopped';
  return 'stopped';
}
