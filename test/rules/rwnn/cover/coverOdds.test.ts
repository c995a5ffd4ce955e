import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { clearShot } from '../../../../src/rules/rwnn/cover/clearShot.ts';
import { COVER_HIT, coverHit } from '../../../../src/rules/rwnn/cover/coverHit.ts';
import { MATERIAL } from '../../../../src/rules/rwnn/cover/CoverMaterial.ts';
import {
  clearShotChance,
  penetrationChance,
  terrainStopChance,
} from '../../../../src/rules/rwnn/cover/coverOdds.ts';
import { terrainStops } from '../../../../src/rules/rwnn/cover/terrainStop.ts';
import type { Fraction } from '../../../../src/exact/Fraction.ts';

const TRIALS = 100_000;

/** The sampled share is within 4.5 standard errors of the exact chance (seed fixed: the same verdict every run). */
function expectNear(exact: Fraction, hits: number): void {
  const p = exact.toNumber();
  const se = Math.sqrt((p * (1 - p)) / TRIALS);
  expect(Math.abs(hits / TRIALS - p)).toBeLessThanOrEqual(4.5 * se + 1e-12);
}

describe('the cover throws sampled agree with their exact chances', () => {
  it('penetration: 1/3 through a fence, none through adobe or against a shotgun', () => {
    expect(penetrationChance(MATERIAL.penetrable, false).toString()).toBe('1/3');
    expect(penetrationChance(MATERIAL.substantial, false).toString()).toBe('0/1');
    expect(penetrationChance(MATERIAL.penetrable, true).toString()).toBe('0/1');
    const dice = new DiceStream(deriveStreamKey(2026, 'cover/penetration'));
    let through = 0;
    for (let i = 0; i < TRIALS; i++)
      if (coverHit(MATERIAL.penetrable, false, dice) === COVER_HIT.penetrated) through++;
    expectNear(penetrationChance(MATERIAL.penetrable, false), through);
  });

  it('terrain stop: 1/2 needing 4, 1/3 needing 5', () => {
    expect(terrainStopChance(4).toString()).toBe('1/2');
    expect(terrainStopChance(5).toString()).toBe('1/3');
    expect(terrainStopChance(0).toString()).toBe('0/1');
    for (const need of [4, 5]) {
      const dice = new DiceStream(deriveStreamKey(2026, `cover/terrain-${need}`));
      let stopped = 0;
      for (let i = 0; i < TRIALS; i++) if (terrainStops(need, dice)) stopped++;
      expectNear(terrainStopChance(need), stopped);
    }
  });

  it('clear shot: more than the total, with the modifier', () => {
    expect(clearShotChance(2, 0).toString()).toBe('2/3');
    expect(clearShotChance(2, -1).toString()).toBe('1/2');
    expect(clearShotChance(6, 0).toString()).toBe('0/1');
    expect(clearShotChance(0, -1).toString()).toBe('1/1');
    for (const [total, mod] of [
      [2, 0],
      [3, -1],
      [4, 1],
    ] as const) {
      const dice = new DiceStream(deriveStreamKey(2026, `cover/clear-${total}-${mod}`));
      let clear = 0;
      for (let i = 0; i < TRIALS; i++) if (clearShot(total, mod, dice)) clear++;
      expectNear(clearShotChance(total, mod), clear);
    }
  });
});
