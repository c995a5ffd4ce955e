import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/exact/Fraction.ts';
import { blazeOdds } from '../../src/odds/mechanics/blazeOdds.ts';
import { deliberateOdds } from '../../src/odds/mechanics/deliberateOdds.ts';
import { fastDrawOdds } from '../../src/odds/mechanics/fastDrawOdds.ts';
import { fightOdds } from '../../src/odds/mechanics/fightOdds.ts';
import { nerveOdds } from '../../src/odds/mechanics/nerveOdds.ts';
import { DEFAULT_BLAZE_READINGS, blazeAway } from '../../src/rules/rwnn/blazeAway.ts';
import { newShotOutcome } from '../../src/rules/rwnn/ShotOutcome.ts';
import { exactOf } from './oddsTestKit.ts';

/**
 * Second, independent computations over the acceptance ranges: dice are added one at a time to
 * a table of (sixes, ones) ways (no multinomials), and fast draws are counted from the distribution of
 * each side's highest face and its count (no recursion).
 */
function sixesOnesWays(n: number): Map<string, bigint> {
  let ways = new Map<string, bigint>([['0,0', 1n]]);
  for (let die = 0; die < n; die++) {
    const next = new Map<string, bigint>();
    const add = (k: string, w: bigint): void => void next.set(k, (next.get(k) ?? 0n) + w);
    for (const [k, w] of ways) {
      const [s, o] = k.split(',').map(Number) as [number, number];
      add(`${s + 1},${o}`, w);
      add(`${s},${o + 1}`, w);
      add(`${s},${o}`, 4n * w);
    }
    ways = next;
  }
  return ways;
}

const binom = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

describe('blaze n 1..15, cap 1..4, both editions, against a die-by-die table', () => {
  it('every key', () => {
    const shot = newShotOutcome();
    for (let n = 1; n <= 15; n++) {
      const ways = sixesOnesWays(n);
      const total = 6n ** BigInt(n);
      for (const edition of ['extended', '1996'] as const) {
        for (let cap = 1; cap <= 4; cap++) {
          const hits = new Array<bigint>(cap + 1).fill(0n);
          const gun = { ok: 0n, 'out-of-ammo': 0n, jammed: 0n };
          for (const [k, w] of ways) {
            const [s, o] = k.split(',').map(Number) as [number, number];
            blazeAway(s, o, cap, { ...DEFAULT_BLAZE_READINGS, edition }, shot);
            hits[shot.hits]! += w;
            gun[shot.gun] += w;
          }
          const p = { dice: n, cap, edition };
          const expectHits = hits.reduce((a, w, i) => a + w * BigInt(i), 0n);
          expect(String(exactOf(blazeOdds, p, 'hits'))).toBe(
            hits.map((w) => new Fraction(w, total)).join(','),
          );
          expect(String(exactOf(blazeOdds, p, 'expectedHits'))).toBe(
            new Fraction(expectHits, total).toString(),
          );
          expect(String(exactOf(blazeOdds, p, 'pAnyHit'))).toBe(
            new Fraction(total - hits[0]!, total).toString(),
          );
          expect(String(exactOf(blazeOdds, p, 'pOk'))).toBe(new Fraction(gun.ok, total).toString());
          expect(String(exactOf(blazeOdds, p, 'pOutOfAmmo'))).toBe(
            new Fraction(gun['out-of-ammo'], total).toString(),
          );
          expect(String(exactOf(blazeOdds, p, 'pJammed'))).toBe(new Fraction(gun.jammed, total).toString());
        }
      }
    }
  });
});

describe('deliberate n 1..15 and nerve n 0..12 against closed forms', () => {
  it('1 - (5/6)^n and 1 - (4/6)^n', () => {
    for (let n = 1; n <= 15; n++) {
      const six = 6n ** BigInt(n);
      expect(String(exactOf(deliberateOdds, { dice: n, deadeye: false }, 'pHit'))).toBe(
        new Fraction(six - 5n ** BigInt(n), six).toString(),
      );
      expect(String(exactOf(deliberateOdds, { dice: n, deadeye: true }, 'pHit'))).toBe(
        new Fraction(six - 4n ** BigInt(n), six).toString(),
      );
    }
    for (let n = 0; n <= 12; n++) {
      const six = 6n ** BigInt(n);
      const pass = n === 0 ? new Fraction(0n) : new Fraction(six - 5n ** BigInt(n), six);
      expect(String(exactOf(nerveOdds, { dice: n }, 'pPass'))).toBe(pass.toString());
    }
  });
});

describe('fast draw a, b 1..9 from the highest-face distribution', () => {
  it('A first, B first, simultaneous', () => {
    // P(highest face = f with exactly i dice showing it) = C(n, i) (f - 1)^(n - i) / 6^n.
    const top = (n: number, f: number, i: number): bigint => binom(n, i) * BigInt(f - 1) ** BigInt(n - i);
    for (let a = 1; a <= 9; a++) {
      for (let b = 1; b <= 9; b++) {
        const w = { a: 0n, b: 0n, sim: 0n };
        for (let fa = 1; fa <= 6; fa++) {
          for (let i = 1; i <= a; i++) {
            for (let fb = 1; fb <= 6; fb++) {
              for (let j = 1; j <= b; j++) {
                const ways = top(a, fa, i) * top(b, fb, j);
                if (fa > fb || (fa === fb && i > j)) w.a += ways;
                else if (fb > fa || j > i) w.b += ways;
                else w.sim += ways;
              }
            }
          }
        }
        const total = 6n ** BigInt(a + b);
        expect(String(exactOf(fastDrawOdds, { a, b }, 'pAFirst'))).toBe(new Fraction(w.a, total).toString());
        expect(String(exactOf(fastDrawOdds, { a, b }, 'pBFirst'))).toBe(new Fraction(w.b, total).toString());
        expect(String(exactOf(fastDrawOdds, { a, b }, 'pSimultaneous'))).toBe(
          new Fraction(w.sim, total).toString(),
        );
      }
    }
  });
});

describe('fight a 1..10, d 0..10 from two binomials', () => {
  it('net hits, any hit, knocked down', () => {
    for (let a = 1; a <= 10; a++) {
      for (let d = 0; d <= 10; d++) {
        const net = new Array<bigint>(a + 1).fill(0n);
        let down = 0n;
        for (let sa = 0; sa <= a; sa++) {
          for (let sd = 0; sd <= d; sd++) {
            const ways = binom(a, sa) * 5n ** BigInt(a - sa) * binom(d, sd) * 5n ** BigInt(d - sd);
            net[Math.max(0, sa - sd)]! += ways;
            if (sd > sa) down += ways;
          }
        }
        const total = 6n ** BigInt(a + d);
        const p = { attack: a, defend: d };
        expect(String(exactOf(fightOdds, p, 'netHits'))).toBe(
          net.map((w) => new Fraction(w, total)).join(','),
        );
        expect(String(exactOf(fightOdds, p, 'pAnyHit'))).toBe(
          new Fraction(total - net[0]!, total).toString(),
        );
        expect(String(exactOf(fightOdds, p, 'pAttackerKnockedDown'))).toBe(
          new Fraction(down, total).toString(),
        );
      }
    }
  });
});

describe('FAFDM over the acceptance ranges, against a brute-force count of every throw', () => {
  it('fafdm-cool and fafdm-panic C 1..6; fafdm-shot S 1..5, W 1..2, M -2..2, R 2..4, C 2..4', async () => {
    const { bruteForce, flatExact } = await import('./oddsTestKit.ts');
    const { fafdmCoolOdds } = await import('../../src/odds/mechanics/fafdmCoolOdds.ts');
    const { fafdmPanicOdds } = await import('../../src/odds/mechanics/fafdmPanicOdds.ts');
    const { fafdmShotOdds } = await import('../../src/odds/mechanics/fafdmShotOdds.ts');
    const check = (prepared: ReturnType<typeof fafdmShotOdds.prepare>, depth: number): void => {
      const exact = flatExact(prepared.exact());
      expect(bruteForce(prepared, exact.length, depth).map(String)).toEqual(exact.map(String));
    };
    for (let cool = 1; cool <= 6; cool++) {
      check(fafdmCoolOdds.prepare({ cool, shocked: false }, {}), 2);
      check(fafdmCoolOdds.prepare({ cool, shocked: true }, {}), 2);
      check(fafdmPanicOdds.prepare({ cool }, {}), 2);
    }
    for (let shot = 1; shot <= 5; shot++)
      for (let bonus = 1; bonus <= 2; bonus++)
        for (let mod = -2; mod <= 2; mod++)
          for (let ref = 2; ref <= 4; ref++)
            for (let cool = 2; cool <= 4; cool++)
              check(fafdmShotOdds.prepare({ shot, bonus, mod, ref, cool, shocked: false }, {}), 4);
  });
});
