import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import type { Fraction } from '../../../../src/exact/Fraction.ts';
import { accuracyOffsetOdds, MAX_SCATTER } from '../../../../src/rules/rwnn/shotgun/accuracyOffsetOdds.ts';
import { diceBlastOdds } from '../../../../src/rules/rwnn/shotgun/diceBlastOdds.ts';
import { SHOTGUN, type ShotgunWeaponCode } from '../../../../src/rules/rwnn/shotgun/ShotgunWeapon.ts';
import { templateHitOdds } from '../../../../src/rules/rwnn/shotgun/templateHitOdds.ts';
import { armed, blast, context, positions, range, shotAt } from './shotgunKit.ts';

/** Whether the exact probability `p` lies within 4.5 standard errors of `k` successes in `n` trials. */
function inside(p: Fraction, k: number, n: number): boolean {
  const x = p.toNumber();
  const se = Math.sqrt(Math.max(x * (1 - x), 1e-12) / n);
  return Math.abs(k / n - x) <= 4.5 * se + 1e-12;
}

describe('the accuracy dice, exactly', () => {
  it('red minus black over the 36 throws: 6 in 36 stay put, 1 in 36 go five inches either way', () => {
    const odds = accuracyOffsetOdds();
    expect(odds.map((f) => f.toString())).toEqual([
      '1/36',
      '1/18',
      '1/12',
      '1/9',
      '5/36',
      '1/6',
      '5/36',
      '1/9',
      '1/12',
      '1/18',
      '1/36',
    ]);
  });

  it('a moving firer misses a third of his barrels (a non-zero even scatter), or half of them under `even` (zero counted)', () => {
    const nz = range();
    const r = range('rwnn-extended', { movingMiss: 'even' });
    const odds = accuracyOffsetOdds();
    const miss = (rules: typeof r) =>
      odds.reduce(
        (acc, p, i) => (rules.blaster.rules.movingMisses(i - MAX_SCATTER) ? acc + p.toNumber() : acc),
        0,
      );
    expect(miss(r)).toBeCloseTo(1 / 2, 12);
    expect(miss(nz)).toBeCloseTo(1 / 3, 12);
  });

  it('the sampled scatter of 60,000 barrels agrees with the exact distribution (seed 11)', () => {
    const r = range();
    const pos = positions([0, 0], [12, 0]);
    const state = armed(pos);
    const shot = shotAt(pos, 1);
    const dice = new DiceStream(deriveStreamKey(11, 'test/shotgun-scatter'));
    const seen = new Array<number>(11).fill(0);
    const n = 30_000;
    for (let t = 0; t < n; t++) {
      state.reset(0, SHOTGUN.shotgun);
      const b = r.blaster.template.fire(shot, false, pos, state, dice, r.blaster.blast);
      seen[b.scatter[0]! + MAX_SCATTER]!++;
      seen[b.scatter[1]! + MAX_SCATTER]!++;
    }
    accuracyOffsetOdds().forEach((p, i) =>
      expect(inside(p, seen[i]!, 2 * n), `scatter ${i - MAX_SCATTER}`).toBe(true),
    );
  });
});

describe('the template against its exact form', () => {
  const cases: [string, ShotgunWeaponCode, boolean, number, number, string?][] = [
    ['shotgun, stationary, a figure 10" out and 1.2" off the aim', SHOTGUN.shotgun, false, 10, 1.2],
    ['shotgun, moving, the same figure', SHOTGUN.shotgun, true, 10, 1.2],
    ['shotgun, stationary, 4" out and 1" off', SHOTGUN.shotgun, false, 4, 1],
    ['sawn-off, moving, 5" out and 2" off', SHOTGUN.sawnOff, true, 5, 2],
    ['one-handed sawn-off, 7" out and 3" off', SHOTGUN.oneHandedSawnOff, false, 7, 3],
    ['shotgun, 20" out, on the aim line, the segment reading', SHOTGUN.shotgun, false, 20, 0, 'segment'],
    ['shotgun, 20" out, on the aim line', SHOTGUN.shotgun, false, 20, 0],
  ];

  it.each(cases)('%s: barrels hitting him, 40,000 seeded blasts', (name, weapon, moved, x, y, line) => {
    const r = range('rwnn-extended', line === 'segment' ? { line: 'segment' } : {});
    const pos = positions([0, 0], [12, 0], [x, y]);
    const barrels = weapon === SHOTGUN.leMat ? 1 : 2;
    const exact = templateHitOdds(r.blaster.rules, weapon, moved, 0, 0, 12, 0, x, y, barrels);
    const state = armed(pos, weapon);
    const shot = shotAt(pos, 1, weapon, barrels);
    const dice = new DiceStream(deriveStreamKey(2026, `test/shotgun-template/${name}`));
    const seen = new Array<number>(barrels + 1).fill(0);
    const n = 40_000;
    for (let t = 0; t < n; t++) {
      state.reset(0, weapon);
      const b = r.blaster.template.fire(shot, moved, pos, state, dice, r.blaster.blast);
      const e = b.entryOf(2);
      const mask = e < 0 ? 0 : b.barrelMask[e]!;
      seen[(mask & 1) + (mask >> 1)]!++;
    }
    exact.forEach((p, k) =>
      expect(inside(p, seen[k]!, n), `${k} barrels: exact ${p.toNumber()}, seen ${seen[k]! / n}`).toBe(true),
    );
  });
});

describe('the dice version against its exact form', () => {
  it.each([
    ['rwnn-extended', 'blaze-rule'],
    ['rwnn-extended', 'none'],
    ['rwnn-1996', 'blaze-rule'],
  ] as const)(
    "%s, 1s read %s: hits, the target's share and jams over 40,000 seeded blasts",
    (preset, diceOnes) => {
      const r = range(preset, { rule: 'dice', diceOnes });
      // Two others within an inch of the target; both barrels at 6": ten dice.
      const pos = positions([0, 0], [6, 0], [6, 1.5], [7.8, 0]);
      const exact = diceBlastOdds(r.blaster.rules, 10, 2);
      const shooter = r.figure();
      const target = r.figure();
      const state = armed(pos);
      const shot = shotAt(pos, 1);
      const ctx = context(6);
      const dice = new DiceStream(deriveStreamKey(7, `test/shotgun-dice/${preset}/${diceOnes}`));
      const hits = new Array<number>(11).fill(0);
      const targetHits = new Array<number>(11).fill(0);
      let jammed = 0;
      const n = 40_000;
      for (let t = 0; t < n; t++) {
        state.reset(0, SHOTGUN.shotgun);
        const b = blast(r, shooter, target, ctx, shot, pos, state, dice);
        hits[b.totalHits]!++;
        targetHits[b.hitsOn(1)]!++;
        if (b.jammed) jammed++;
      }
      exact.hits.forEach((p, k) => expect(inside(p, hits[k]!, n), `${k} hits`).toBe(true));
      exact.targetHits.forEach((p, k) => expect(inside(p, targetHits[k]!, n), `target ${k}`).toBe(true));
      expect(inside(exact.jammed, jammed, n)).toBe(true);
    },
  );

  it('with the 1s not counting, the hits are binomial: ten dice show no 6 in 5^10 = 9,765,625 of 6^10 = 60,466,176 ways', () => {
    const r = range('rwnn-extended', { diceOnes: 'none' });
    const exact = diceBlastOdds(r.blaster.rules, 10, 0);
    expect(exact.hits[0]!.toString()).toBe('9765625/60466176');
    expect(exact.jammed.toString()).toBe('0/1');
  });
});
