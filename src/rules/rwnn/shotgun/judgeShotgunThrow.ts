import { blazeAway } from '../blazeAway.ts';
import { luckyShot } from '../luckyShot.ts';
import type { ShotRules } from '../shot/ShotRules.ts';
import type { ShotOutcome } from '../ShotOutcome.ts';
import type { ShotgunReadings } from './ShotgunReadings.ts';

/** What one dice-version throw did: written in place by {@link judgeShotgunThrow}. @example t.hits === 3 */
export interface ShotgunThrow {
  hits: number;
  jammed: boolean;
  /** Scratch for the blazing-away and lucky-shot rules. */
  readonly outcome: ShotOutcome;
}

/** A throw result to reuse. @example const t = newShotgunThrow(); */
export function newShotgunThrow(): ShotgunThrow {
  return { hits: 0, jammed: false, outcome: { hits: 0, gun: 'ok' } };
}

/**
 * Judges one dice-version throw of `sixes` and `ones` (000 SHOTGUNS, Bengal Club Rules Version): "Shotguns
 * hit on a 6. Any other rule that might cause a hit on a lower number is ignored" and "There is no maximum
 * limit on the number of hits", so every 6 hits (a lucky shot: one hit on two 6s); the 1s, "to determine
 * if the weapon jams", under `diceOnes`: the ruleset's blazing-away rule in full (or the lucky-shot rule),
 * its jam alone, or nothing (shotgun-dice-ones); and then a Clumsy firer's jam ("gun will jam if equal*
 * ... number of 1's is rolled", `shot.clumsyJam`) wherever the 1s count. The gun's out-of-ammo state is
 * not judged here: a fired barrel is always out of ammo.
 *
 * @example judgeShotgunThrow(shot, readings, 0, 3, 5, false, t) // 000: five 1s, three 6s: a jam, no hit
 */
export function judgeShotgunThrow(
  shot: ShotRules,
  readings: ShotgunReadings,
  clumsy: number,
  sixes: number,
  ones: number,
  lucky: boolean,
  out: ShotgunThrow,
): ShotgunThrow {
  const reading = readings.diceOnes;
  let hits = lucky ? (sixes >= 2 ? 1 : 0) : sixes;
  let jammed = false;
  if (reading !== 'none') {
    const o = out.outcome;
    if (lucky) luckyShot(sixes, ones, shot.readings.luckyAmmo, shot.blaze, o);
    else blazeAway(sixes, ones, Infinity, shot.blaze, o);
    if (reading === 'blaze-rule') hits = o.hits;
    jammed = o.gun === 'jammed';
    if (clumsy > 0 && ones > 0 && ones >= sixes - (clumsy - 1)) {
      jammed = true;
      if (shot.readings.clumsyJam === 'miss') hits = 0;
    }
  }
  out.hits = hits;
  out.jammed = jammed;
  return out;
}
