import type { Dice } from '../../../dice/Dice.ts';
import type { DieFace } from '../tables/DieFace.ts';
import { STAMPEDE_SURROUNDINGS, type StampedeSurroundingsRow } from '../tables/stampedeSurroundings.ts';

/** The things on a table a stampede may meet besides fences (000 "What stampedes do to the surrounding neighborhood"). */
export type StampedeThing = 'wagon' | 'stagecoach' | 'small-loose-object';

/** The kinds, in the order errors show them. */
export const STAMPEDE_THINGS: readonly StampedeThing[] = ['wagon', 'stagecoach', 'small-loose-object'];

/** What the herd did to it: overturned or knocked down, or it stands. */
export type ThingOutcome = 'wrecked' | 'stands';

function row(thing: StampedeThing): StampedeSurroundingsRow {
  return STAMPEDE_SURROUNDINGS.rows.find((r) => r.thing === thing)!;
}

/**
 * One turn of a stampede beside a thing (000 "What stampedes do to the surrounding neighborhood"): "Wagons
 * will overturn on a 1-3 on a D6 for every turn the stampede is next to them" (a die); "Stagecoaches will not
 * overturn – they are too heavy" (no die); "Small lose objects (pumps, troughs, etc.) will be knocked down,
 * shattered etc." (no die). Only a wagon throws.
 *
 * @example thingInStampede('wagon', new ScriptedDice([3])) === 'wrecked'
 */
export function thingInStampede(thing: StampedeThing, dice: Dice): ThingOutcome {
  const e = row(thing).effect;
  if (e.kind === 'overturns-on') return e.faces.includes(dice.d6() as DieFace) ? 'wrecked' : 'stands';
  return e.kind === 'knocked-down' ? 'wrecked' : 'stands';
}
