import { Fraction } from '../../exact/Fraction.ts';
import type { DynamiteReadings } from '../../rules/rwnn/dynamite/DynamiteReadings.ts';
import { DYNAMITE_SCATTER, DYNAMITE_SCATTER_TRWNN } from '../../rules/rwnn/tables/dynamiteScatter.ts';
import type { OddsEntry } from '../OddsMechanic.ts';

/** Ways (of an equally likely total) by distance in the distribution's unit. */
type Ways = Map<number, bigint>;

function add(m: Ways, k: number, w: bigint): void {
  m.set(k, (m.get(k) ?? 0n) + w);
}

/** The size of the TBC first leg for black minus red `raw`, read apart from the rule function. */
function firstLegSize(raw: number, modifier: number, r: DynamiteReadings): number {
  const below = DYNAMITE_SCATTER.directHitBelowInches;
  const v = r.scatterModifiers === 'signed' ? Math.abs(raw + modifier) : Math.abs(raw) + modifier;
  return v < below ? 0 : v;
}

/**
 * Every TBC scatter by its 36 first throws and, after equal dice, the 36 x 36 throws of the two bounce
 * rolls (a bounce roll's size is |black - red|): ways out of 36^3.
 */
export function tbcScatterWays(
  modifier: number,
  r: DynamiteReadings,
): { ways: Ways; bounce: bigint; total: bigint } {
  const ways: Ways = new Map();
  let bounce = 0n;
  for (let red = 1; red <= 6; red++)
    for (let black = 1; black <= 6; black++) {
      const first = firstLegSize(black - red, modifier, r);
      if (red !== black) {
        add(ways, first, 36n * 36n);
        continue;
      }
      bounce += 36n * 36n;
      for (let a = 0; a < 36; a++)
        for (let b = 0; b < 36; b++) {
          const legA = Math.abs(Math.floor(a / 6) - (a % 6));
          const legB = Math.abs(Math.floor(b / 6) - (b % 6));
          add(ways, r.bounceFrom === 'aim' ? legB : first + legA + legB, 1n);
        }
    }
  return { ways, bounce, total: 36n ** 3n };
}

/**
 * Every TRWNN scatter by its scatter die and distance die (ways out of 36^3): a target symbol 0, an arrow
 * the distance die (in half-inches when "Dead Accurate" halves it, so the unit's count is the die's face).
 */
export function trwnnScatterWays(r: DynamiteReadings): { ways: Ways; bounce: bigint; total: bigint } {
  const targets = r.scatterDieTargets === 'one' ? 1 : DYNAMITE_SCATTER_TRWNN.scatterDie.targetFaces.length;
  const ways: Ways = new Map();
  // One roll: the target symbol (targets faces of 6) or an arrow, with a distance die 1..6.
  const leg: [number, bigint][] = [[0, BigInt(targets) * 6n]];
  for (let d = 1; d <= 6; d++) leg.push([d, BigInt(6 - targets)]);
  const bounce = BigInt(targets) * 36n * 36n;
  // No bounce: an arrow with any distance, or a target with any distance die but the one bounce face (6).
  for (const [d, w] of leg) add(ways, d, (d === 0 ? w - BigInt(targets) : w) * 36n * 36n);
  // A bounce (a target and a 6: `targets` ways of 36), then two rolls; a target again is a 0 leg.
  for (const [a, wa] of leg)
    for (const [b, wb] of leg) add(ways, r.bounceFrom === 'aim' ? b : a + b, BigInt(targets) * wa * wb);
  return { ways, bounce, total: 36n ** 3n };
}

/** The entries of a scatter's ways: a direct hit, a bounce, the distance distribution up to `most`. */
export function scatterEntries(
  s: { ways: Ways; bounce: bigint; total: bigint },
  most: number,
  key: string,
  label: string,
): OddsEntry[] {
  return [
    {
      key: 'pDirectHit',
      label: 'P(direct hit: the stick goes off on the aiming point)',
      kind: 'probability',
      exact: new Fraction(s.ways.get(0) ?? 0n, s.total),
    },
    {
      key: 'pBounce',
      label: 'P(the stick bounces)',
      kind: 'probability',
      exact: new Fraction(s.bounce, s.total),
    },
    {
      key,
      label,
      kind: 'distribution',
      exact: Array.from({ length: most + 1 }, (_, k) => new Fraction(s.ways.get(k) ?? 0n, s.total)),
    },
  ];
}
