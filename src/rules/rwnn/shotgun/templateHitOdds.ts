import { Fraction } from '../../../exact/Fraction.ts';
import { blastLineDistance } from './blastLineDistance.ts';
import type { ShotgunRules } from './ShotgunRules.ts';
import type { ShotgunWeaponCode } from './ShotgunWeapon.ts';

/**
 * The exact chance that one barrel of a template blast hits a figure standing at (px, py), fired from
 * (fx, fy) at the aim point (ax, ay) by a firer who `moved` or not: the 36 pairs of accuracy dice are
 * enumerated, each placing the marker and deciding an even-scatter miss, and the figure is hit when he is
 * within the weapon's reach of that barrel's line at his range. The barrels of one discharge are
 * independent, so `barrels` of them hit him k times with the binomial chances returned (entry k).
 *
 * @example templateHitOdds(rules, SHOTGUN.shotgun, false, 0, 0, 12, 0, 12, 0, 1)[1] // P(hit) at the spot
 */
export function templateHitOdds(
  rules: ShotgunRules,
  weapon: ShotgunWeaponCode,
  moved: boolean,
  fx: number,
  fy: number,
  ax: number,
  ay: number,
  px: number,
  py: number,
  barrels: number,
): readonly Fraction[] {
  const ax0 = ax - fx;
  const ay0 = ay - fy;
  const len = Math.sqrt(ax0 * ax0 + ay0 * ay0);
  const ux = ax0 / len;
  const uy = ay0 / len;
  const spot = rules.spotInches[weapon]!;
  const dx = px - fx;
  const dy = py - fy;
  const range = Math.sqrt(dx * dx + dy * dy);
  const reach = rules.reach(weapon, range);
  const segment = rules.readings.line === 'segment';
  let ways = 0;
  for (let red = 1; red <= 6; red++) {
    for (let black = 1; black <= 6; black++) {
      const k = red - black;
      if (moved && rules.movingMisses(k)) continue;
      // The marker moved k inches to the firer's right, (uy, -ux) for an aim along (ux, uy).
      const mx = fx + spot * ux + k * uy;
      const my = fy + spot * uy - k * ux;
      if (blastLineDistance(fx, fy, mx, my, px, py, segment) <= reach) ways++;
    }
  }
  const p = Fraction.of(ways, 36);
  const q = Fraction.ONE.sub(p);
  if (barrels === 1) return [q, p];
  return [q.mul(q), Fraction.of(2).mul(p).mul(q), p.mul(p)];
}
