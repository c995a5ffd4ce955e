import { blazeAway, type BlazeReadings } from './blazeAway.ts';
import type { ShotOutcome } from './ShotOutcome.ts';

/** Dice thrown for a lucky shot, whatever the modifiers (000 "Lucky shots"; 002 "Lucky shots"). */
export const LUCKY_SHOT_DICE = 3;
/** Sixes a lucky shot needs to hit: "needing two 6's to hit". */
export const LUCKY_SHOT_SIXES_TO_HIT = 2;

/**
 * Readings of 000's "He is out of ammo as usual if he throws more 1's than 6's": the 1s rule as printed
 * (more 1s than 6s, default), or "as usual" taken to mean the edition's whole blazing-away 1s rule.
 */
export type LuckyAmmoReading = 'more-ones-than-sixes' | 'as-blazing-away';

/**
 * A lucky shot, fired when modifiers leave a character no dice or fewer: three dice, one hit on two or
 * more 6s, out of ammo when 1s outnumber 6s.
 *
 * @example luckyShot(2, 1, 'more-ones-than-sixes', readings, out) // { hits: 1, gun: 'ok' }
 */
export function luckyShot(
  sixes: number,
  ones: number,
  ammo: LuckyAmmoReading,
  blazeReadings: BlazeReadings,
  out: ShotOutcome,
): ShotOutcome {
  const hit = sixes >= LUCKY_SHOT_SIXES_TO_HIT;
  if (ammo === 'as-blazing-away') {
    // The edition's blazing-away rule decides the gun and whether hits stand; a lucky hit is a single hit.
    blazeAway(sixes, ones, 1, blazeReadings, out);
    out.hits = hit && out.hits > 0 ? 1 : 0;
    return out;
  }
  out.hits = hit && ones <= sixes ? 1 : 0;
  out.gun = ones > sixes ? 'out-of-ammo' : 'ok';
  return out;
}
