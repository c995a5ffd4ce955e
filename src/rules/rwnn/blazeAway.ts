import type { ShotOutcome } from './ShotOutcome.ts';

/** The two printed blazing-away rules: 000 (extended edition, the default) and 003 (1996 playtest). */
export type BlazeEdition = 'extended' | '1996';

/** Readings of the blazing-away passages; each alternative is an entry of docs/rules/interpretations/. */
export interface BlazeReadings {
  readonly edition: BlazeEdition;
  /** 000 "If two or more 1's than 6's": ones exceed sixes by two (default), or two or more 1s and more 1s than 6s. */
  readonly extendedJam: 'ones-exceed-sixes-by-two' | 'two-ones-and-more-ones';
  /** 000 "same number of 1's as 6's ... out of ammo" when both are zero: gun fine (default), or out of ammo. */
  readonly extendedZeroTie: 'gun-fine' | 'out-of-ammo';
  /** 003 "three or more 1's ... jammed" when 1s do not outnumber 6s: hits stand (default), or the shot misses. */
  readonly jam1996Hits: 'hits-stand' | 'miss';
}

export const DEFAULT_BLAZE_READINGS: BlazeReadings = {
  edition: 'extended',
  extendedJam: 'ones-exceed-sixes-by-two',
  extendedZeroTie: 'gun-fine',
  jam1996Hits: 'hits-stand',
};

/**
 * Blazing away (000 SHOOTING "Blazing away"; 003 SHOOTING): each 6 is a hit up to the weapon's cap
 * (breech-loader 1, repeating rifle 2, six-shooter 3, +1 per Quick Shot), and the 1s decide the gun's fate.
 *
 * 000, default readings: no 1s and no 6s, gun fine; o < s hits stand; o = s > 0 hits stand but out of ammo;
 * o = s + 1 miss and out of ammo; o >= s + 2 miss and jammed.
 * 003: o <= s hits stand; o > s miss and out of ammo; independently three or more 1s jam the gun.
 *
 * @example blazeAway(2, 2, 3, DEFAULT_BLAZE_READINGS, out) // out = { hits: 2, gun: 'out-of-ammo' }
 */
export function blazeAway(
  sixes: number,
  ones: number,
  cap: number,
  r: BlazeReadings,
  out: ShotOutcome,
): ShotOutcome {
  const hits = sixes < cap ? sixes : cap;
  if (r.edition === '1996') {
    const jammed = ones >= 3;
    if (ones > sixes) {
      out.hits = 0;
      out.gun = jammed ? 'jammed' : 'out-of-ammo';
    } else {
      out.hits = jammed && r.jam1996Hits === 'miss' ? 0 : hits;
      out.gun = jammed ? 'jammed' : 'ok';
    }
    return out;
  }
  const jammed = r.extendedJam === 'ones-exceed-sixes-by-two' ? ones >= sixes + 2 : ones >= 2 && ones > sixes;
  if (jammed) {
    out.hits = 0;
    out.gun = 'jammed';
  } else if (ones > sixes) {
    out.hits = 0;
    out.gun = 'out-of-ammo';
  } else if (ones === sixes && (ones > 0 || r.extendedZeroTie === 'out-of-ammo')) {
    out.hits = hits;
    out.gun = 'out-of-ammo';
  } else {
    out.hits = hits;
    out.gun = 'ok';
  }
  return out;
}
