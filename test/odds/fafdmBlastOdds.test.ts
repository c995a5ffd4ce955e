import { describe, expect, it } from 'vitest';
import { fafdmBlastOdds } from '../../src/odds/mechanics/fafdmBlastOdds.ts';
import { exactAndBruteForce, exactOf } from './oddsTestKit.ts';

// odds fafdm-blast (001 5.5, 5.5.2, Tab.9-10): the exact form against every face sequence fed to the
// sampled trial (the path games play), and a few values read off the rules by hand.

const P = { ref: 3, cos: 2, distance: 0, protection: 0, waiting: 1, short: 0 };

describe('odds fafdm-blast', () => {
  it('3U from the blast, yet to act: 1D6/2 rounded up beyond 5U on a 5 or 6 (1/3); the rest take 6, two wounds', () => {
    const p = { ...P, distance: 3 };
    expect(String(exactOf(fafdmBlastOdds, p, 'pEscapes'))).toBe('1/3');
    expect(String(exactOf(fafdmBlastOdds, p, 'pEliminated'))).toBe('2/3');
  });

  it('behind a wall (Tab.9 partial 2), REF 3: rescue 1D6 + 4 - 3: one wound on 1-2, two on 3-6', () => {
    const p = { ...P, protection: 2, waiting: 0 };
    expect((exactOf(fafdmBlastOdds, p, 'wounds') as readonly unknown[]).map(String)).toEqual([
      '0/1',
      '1/3',
      '2/3',
    ]);
  });

  it('a short fuse: 1/6 it blows up in his hands, and nobody escapes', () => {
    const p = { ...P, distance: 5, short: 1 };
    expect(String(exactOf(fafdmBlastOdds, p, 'pInHands'))).toBe('1/6');
    expect(String(exactOf(fafdmBlastOdds, p, 'pEscapes'))).toBe('0/1');
  });

  it('nitroglycerine (5.5.1, Tab.10 10 damage): no fuse, no escape even yet to act; behind a big rock wholly (5), REF 4: 1D6 + 5 - 4, one wound on 1-2, two on 3-6', () => {
    const p = { ...P, explosive: 'nitroglycerine', distance: 5, short: 1, protection: 5, ref: 4 };
    expect(String(exactOf(fafdmBlastOdds, p, 'pInHands'))).toBe('0/1');
    expect(String(exactOf(fafdmBlastOdds, p, 'pEscapes'))).toBe('0/1');
    expect((exactOf(fafdmBlastOdds, p, 'wounds') as readonly unknown[]).map(String)).toEqual([
      '0/1',
      '1/3',
      '2/3',
    ]);
  });

  it.each([
    [{ ...P, explosive: 'nitroglycerine', distance: 4, protection: 3, ref: 4 }, {}, 1],
    [{ ...P, distance: 4, protection: 1 }, {}, 2],
    [{ ...P, short: 1, protection: 3, ref: 4 }, {}, 2],
    [{ ...P, distance: 2, protection: 4, cos: 1 }, { 'fafdm.rescue': 'per-damage' }, 3],
    [{ ...P, distance: 4, protection: 2, cos: 3 }, { 'fafdm.blastDamage': 'wounds' }, 1],
  ])('exact = every face sequence through the sampled trial: %j %j', (params, options, depth) => {
    const { exact, brute } = exactAndBruteForce(fafdmBlastOdds, params, depth, options);
    expect(brute).toEqual(exact);
  });
});
