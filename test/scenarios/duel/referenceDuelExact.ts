import type { Fraction } from '../../../src/exact/Fraction.ts';
import { fastDrawOdds } from '../../../src/odds/mechanics/fastDrawOdds.ts';
import { WOUND_CHART_NORMAL, HIT_LOCATIONS } from '../../../src/rules/rwnn/tables/woundCharts.ts';

/**
 * The reference duel of the rules-core acceptance, computed exactly (to floating-point rounding) as a
 * Markov chain over both Gunmen's wound states, independently of the duel engine. Its definition, as the
 * acceptance states it: fast draw 4 dice each, -1 per head wound, -1 per serious wound, -1 when the firing
 * arm is wounded; fire 3 dice, -1 for a head wound, -1 for a flesh wound on the firing arm, -2 per serious
 * wound, a lucky shot at zero or fewer (3 dice, two 6s hit, more 1s than 6s out of ammo: he reloads the next
 * time he would fire); deliberate fire, one hit on any 6; each hit thrown on 000 Appendix B; a serious wound
 * to the right (firing) arm stops him firing; the duel ends when one is dead, knocked out or knocked down;
 * 200 exchanges without a result: unresolved.
 */
export interface ReferenceDuel {
  pAWins: number;
  pBWins: number;
  pBothDown: number;
  pUnresolved: number;
  meanExchanges: number;
}

/** One duellist's state: head wounds (capped at 4), firing-arm flesh, serious wounds (capped at 4), arm disabled, out of ammo. */
interface S {
  h: number;
  f: number;
  s: number;
  r: number;
  ooa: number;
}
const enc = (x: S): number => (((x.h * 2 + x.f) * 5 + x.s) * 2 + x.r) * 2 + x.ooa;
const dec = (n: number): S => {
  const ooa = n % 2;
  n = (n - ooa) / 2;
  const r = n % 2;
  n = (n - r) / 2;
  const s = n % 5;
  n = (n - s) / 5;
  const f = n % 2;
  return { h: (n - f) / 2, f, s, r, ooa };
};

/** What one hit does, as a distribution over 'down' or a new state. */
function hitEffects(x: S): [number, S | 'down'][] {
  const out: [number, S | 'down'][] = [];
  HIT_LOCATIONS.forEach((loc) => {
    for (let e = 1 as 1 | 2 | 3 | 4 | 5 | 6; e <= 6; e++) {
      const cell = WOUND_CHART_NORMAL.rows[loc][e];
      if (cell.wound === 'dead' || cell.knock !== 'none') out.push([1 / 36, 'down']);
      else if (cell.wound === 'flesh-wound' && loc === 'head')
        out.push([1 / 36, { ...x, h: Math.min(4, x.h + 1) }]);
      else if (cell.wound === 'flesh-wound' && loc === 'rightArm') out.push([1 / 36, { ...x, f: 1 }]);
      else if (cell.wound === 'serious-wound')
        out.push([1 / 36, { ...x, s: Math.min(4, x.s + 1), r: loc === 'rightArm' ? 1 : x.r }]);
      else out.push([1 / 36, x]);
    }
  });
  return out;
}

/** A shot's result: hits (0 or 1) and whether the shooter's state changes (reload, or runs dry). */
function shotOutcomes(x: S): [number, number, S][] {
  if (x.r) return [[1, 0, x]];
  if (x.ooa) return [[1, 0, { ...x, ooa: 0 }]];
  const dice = 3 - (x.h > 0 ? 1 : 0) - x.f - 2 * x.s;
  if (dice <= 0)
    return [
      [16 / 216, 1, x],
      [64 / 216, 0, { ...x, ooa: 1 }],
      [136 / 216, 0, x],
    ];
  const p = 1 - (5 / 6) ** dice;
  return [
    [p, 1, x],
    [1 - p, 0, x],
  ];
}

const drawCache = new Map<string, [number, number, number]>();
function draw(a: number, b: number): [number, number, number] {
  if (a <= 0 && b <= 0) return [0, 0, 1];
  if (a <= 0) return [0, 1, 0];
  if (b <= 0) return [1, 0, 0];
  const key = `${a},${b}`;
  const known = drawCache.get(key);
  if (known) return known;
  const e = fastDrawOdds.prepare({ a, b }, {}).exact();
  const p = e.map((x) => (x.exact as Fraction).toNumber()) as [number, number, number];
  drawCache.set(key, p);
  return p;
}
const fastDice = (x: S): number => 4 - x.h - x.s - (x.f || x.r ? 1 : 0);

const STATES = 200;
const memo = <T>(f: (x: S) => T): ((code: number) => T) => {
  const cache: T[] = [];
  return (code) => (cache[code] ??= f(dec(code)));
};
/** Per state code: a hit's effects as (probability, new state code or -1 for down). */
const hitsOn = memo((x) => {
  // The 36 cells collapse to a handful of distinct results: merge them so the chain stays small.
  const merged = new Map<number, number>();
  for (const [p, y] of hitEffects(x)) {
    const code = y === 'down' ? -1 : enc(y);
    merged.set(code, (merged.get(code) ?? 0) + p);
  }
  return [...merged].map(([code, p]): [number, number] => [p, code]);
});
/** Per state code: a shot's (probability, hits, shooter's new state code). */
const shotsOf = memo((x) => shotOutcomes(x).map(([p, h, y]): [number, number, number] => [p, h, enc(y)]));
const NO_HIT = (code: number): [number, number][] => [[1, code]];

export function referenceDuelExact(maxExchanges = 200): ReferenceDuel {
  const result: ReferenceDuel = { pAWins: 0, pBWins: 0, pBothDown: 0, pUnresolved: 0, meanExchanges: 0 };
  const start = enc({ h: 0, f: 0, s: 0, r: 0, ooa: 0 });
  let alive = new Float64Array(STATES * STATES);
  alive[start * STATES + start] = 1;
  for (let ex = 1; ex <= maxExchanges; ex++) {
    const next = new Float64Array(STATES * STATES);
    const end = (aDown: boolean, bDown: boolean, p: number): void => {
      if (aDown && bDown) result.pBothDown += p;
      else if (aDown) result.pBWins += p;
      else result.pAWins += p;
      result.meanExchanges += p * ex;
    };
    for (let k = 0; k < alive.length; k++) {
      const p0 = alive[k]!;
      // Paths below 1e-24 are dropped: over 200 exchanges they move no figure by more than ~1e-18.
      if (p0 === 0) continue;
      const A = Math.floor(k / STATES);
      const B = k % STATES;
      const [pa, pb, ps] = draw(fastDice(dec(A)), fastDice(dec(B)));
      // One side fires first, then the other fires back if still standing.
      const sequential = (first: number, second: number, p: number, firstIsA: boolean): void => {
        for (const [q1, hits1, first1] of shotsOf(first)) {
          for (const [q2, second1] of hits1 ? hitsOn(second) : NO_HIT(second)) {
            const pp = p * q1 * q2;
            if (second1 < 0) {
              end(!firstIsA, firstIsA, pp);
              continue;
            }
            for (const [q3, hits2, second2] of shotsOf(second1)) {
              for (const [q4, first2] of hits2 ? hitsOn(first1) : NO_HIT(first1)) {
                const p4 = pp * q3 * q4;
                if (first2 < 0) end(firstIsA, !firstIsA, p4);
                else next[firstIsA ? first2 * STATES + second2 : second2 * STATES + first2]! += p4;
              }
            }
          }
        }
      };
      if (pa > 0) sequential(A, B, p0 * pa, true);
      if (pb > 0) sequential(B, A, p0 * pb, false);
      if (ps > 0) {
        for (const [qa, ha, A1] of shotsOf(A)) {
          for (const [qb, hb, B1] of shotsOf(B)) {
            for (const [q1, B2] of ha ? hitsOn(B1) : NO_HIT(B1)) {
              for (const [q2, A2] of hb ? hitsOn(A1) : NO_HIT(A1)) {
                const pp = p0 * ps * qa * qb * q1 * q2;
                if (A2 < 0 || B2 < 0) end(A2 < 0, B2 < 0, pp);
                else next[A2 * STATES + B2]! += pp;
              }
            }
          }
        }
      }
    }
    alive = next;
  }
  for (const p of alive) {
    result.pUnresolved += p;
    result.meanExchanges += p * maxExchanges;
  }
  return result;
}
