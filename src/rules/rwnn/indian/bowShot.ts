import type { Dice, FaceCounts } from '../../../dice/Dice.ts';
import type { IndianClass } from '../tables/IndianClass.ts';
import { INDIAN_WEAPONS } from '../tables/indianWeapons.ts';

/** What a bow's throw gave; reused: {@link newBowShot}. */
export interface BowShot {
  hits: number;
  /** "out of arrows, or ... a broken string": the bow "cannot be fired again either way". */
  outOfAction: boolean;
}

/** A fresh record for {@link bowShot}. */
export function newBowShot(): BowShot {
  return { hits: 0, outOfAction: false };
}

/**
 * Whether the 6s of a throw with more 1s than 6s still hit (`stand`) or the throw misses (`lost`); see
 * bow-broken-string. No option lists it until the shootout plays bows.
 */
export type BrokenStringHits = 'stand' | 'lost';

/**
 * A bow's shot of `n` firing dice (000 INDIAN WEAPONS, "Bows"): "All shots count as deliberate fire", each 6 a
 * hit, but "a Young Blood can only score one hit, a Warrior can score two and a Mighty Warrior three"; "If
 * more 1’s than 6’s are rolled ... It cannot be fired again". `counts` is reused scratch space.
 *
 * @example bowShot(4, 'warrior', 'stand', new ScriptedDice([6, 6, 6, 2]), counts, out).hits === 2
 */
export function bowShot(
  n: number,
  shooter: IndianClass,
  reading: BrokenStringHits,
  dice: Dice,
  counts: FaceCounts,
  out: BowShot,
): BowShot {
  dice.rollCounts(n, counts);
  out.outOfAction = counts[1]! > counts[6]!;
  const hits = Math.min(counts[6]!, INDIAN_WEAPONS.bows.deliberate.maxHits[shooter]);
  out.hits = out.outOfAction && reading === 'lost' ? 0 : hits;
  return out;
}
