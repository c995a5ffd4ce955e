import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/exact/Fraction.ts';
import { blazeOdds } from '../../src/odds/mechanics/blazeOdds.ts';
import { deliberateOdds } from '../../src/odds/mechanics/deliberateOdds.ts';
import { fafdmCoolOdds } from '../../src/odds/mechanics/fafdmCoolOdds.ts';
import { fafdmPanicOdds } from '../../src/odds/mechanics/fafdmPanicOdds.ts';
import { fafdmReflexesOdds } from '../../src/odds/mechanics/fafdmReflexesOdds.ts';
import { fafdmHorseFallOdds } from '../../src/odds/mechanics/fafdmHorseFallOdds.ts';
import { fafdmShotOdds } from '../../src/odds/mechanics/fafdmShotOdds.ts';
import { fastDrawOdds } from '../../src/odds/mechanics/fastDrawOdds.ts';
import { fightOdds } from '../../src/odds/mechanics/fightOdds.ts';
import { luckyOdds } from '../../src/odds/mechanics/luckyOdds.ts';
import { herdDeviationOdds } from '../../src/odds/mechanics/herdDeviationOdds.ts';
import { driveRegainOdds } from '../../src/odds/mechanics/driveRegainOdds.ts';
import { nerveOdds } from '../../src/odds/mechanics/nerveOdds.ts';
import { stampedeFootOdds } from '../../src/odds/mechanics/stampedeFootOdds.ts';
import { stampedeTriggerOdds } from '../../src/odds/mechanics/stampedeTriggerOdds.ts';
import type { OddsMechanic, ParamValues } from '../../src/odds/OddsMechanic.ts';
import { HORSE_BRUTE_CASES } from './horseBruteCases.ts';
import { exactAndBruteForce, exactOf, flatExact } from './oddsTestKit.ts';

const str = (x: Fraction | readonly Fraction[]): string | string[] =>
  x instanceof Fraction ? x.toString() : x.map((y) => y.toString());

describe('exact odds pinned by hand arithmetic', () => {
  it('stampede-trigger (000 "Stampede Procedure"): 9" table 2, 1-3 of 6; 6" table 1, 1 of 6; 13" none', () => {
    const p = (distance: number, options = {}, dynamite = false) =>
      str(exactOf(stampedeTriggerOdds, { distance, dynamite }, 'pStampede', options));
    expect([p(9), p(12), p(6), p(0), p(13), p(40, {}, true)]).toEqual([
      '1/2',
      '1/2',
      '1/6',
      '1/6',
      '0/1',
      '1/1',
    ]);
    expect(p(12, { 'stampede.twelveInches': 'no-check' })).toBe('0/1');
    // Both tables at 4": no stampede only on 2-6 and 4-6, 5/6 x 1/2 = 5/12.
    expect(p(4, { 'stampede.tables': 'both' })).toBe('7/12');
    expect([p(4, { 'stampede.tables': 'swapped' }), p(9, { 'stampede.tables': 'swapped' })]).toEqual([
      '1/2',
      '1/6',
    ]);
  });

  it('stampede-foot, one turn: escape 1/3; stuck (2/3) and standing on a 1 (1/6) 1/9; down 5/9, then 1-2 one roll', () => {
    const p = { agile: false, turns: 1 };
    expect(str(exactOf(stampedeFootOdds, p, 'pEscape'))).toBe('1/3');
    expect(str(exactOf(stampedeFootOdds, p, 'pStayStanding'))).toBe('1/9');
    expect(str(exactOf(stampedeFootOdds, p, 'pKnockedDown'))).toBe('5/9');
    // Rolls: none 1/3 + 1/9 = 4/9; down 5/9 times 2/6 for one, 2/6 for two, 1/6 for three, 1/6 for four.
    expect(str(exactOf(stampedeFootOdds, p, 'trampleRolls'))).toEqual([
      '4/9',
      '5/27',
      '5/27',
      '5/54',
      '5/54',
    ]);
    // Agile: escapes on 1-3 (1/2); stands on 1-2 (1/3): 1/6 standing, 1/3 down.
    const agile = { agile: true, turns: 1 };
    expect(str(exactOf(stampedeFootOdds, agile, 'pEscape'))).toBe('1/2');
    expect(str(exactOf(stampedeFootOdds, agile, 'pStayStanding'))).toBe('1/6');
    // next-turn: knocked down in the only turn, never trampled.
    const next = exactOf(stampedeFootOdds, p, 'trampleRolls', { 'stampede.trampledFrom': 'next-turn' });
    expect(str(next)).toEqual(['1/1', '0/1', '0/1', '0/1', '0/1']);
  });

  it('herd-deviation: 1-3 of 6 straight, 4 and 5 45 degrees, a 6 then 1-3 or 4-6: 1/12 each way', () => {
    const at = (key: string, obstacle = false) => str(exactOf(herdDeviationOdds, { obstacle }, key));
    expect(['pStraight', 'pRight45', 'pLeft45', 'pRight90', 'pLeft90'].map((k) => at(k))).toEqual([
      '1/2',
      '1/6',
      '1/6',
      '1/12',
      '1/12',
    ]);
    expect([at('pStraight', true), at('pRight90', true), at('pLeft90', true)]).toEqual(['0/1', '1/2', '1/2']);
  });

  it('drive-regain: 1-4 of 6 regains; pair throws once a turn (2/3, 2/9, 2/27), each twice after the first turn', () => {
    // 000 "Regaining Control of the Herd": "1-4 Control Regained!", "5-6 No Control". Under `pair` turn t
    // is (1/3)^(t-1) * 2/3; under `each` turn 2 is 1/3 * (1 - 1/9) = 8/27 and turn 3 is 1/27 * 8/9 = 8/243.
    const at = (key: string, regainThrow: string) =>
      str(exactOf(driveRegainOdds, { turns: 3 }, key, { 'drive.regainThrow': regainThrow }));
    expect(['pRegained', 'pTurn1', 'pTurn2', 'pTurn3'].map((k) => at(k, 'pair'))).toEqual([
      '26/27',
      '2/3',
      '2/9',
      '2/27',
    ]);
    expect(['pRegained', 'pTurn1', 'pTurn2', 'pTurn3'].map((k) => at(k, 'each'))).toEqual([
      '242/243',
      '2/3',
      '8/27',
      '8/243',
    ]);
  });

  it('blaze, 1 die: a 6 hits (1/6); a lone 1 is "more 1s than 6s", out of ammo (1/6); no jam possible', () => {
    const p = { dice: 1, cap: 3, edition: 'extended' };
    expect(str(exactOf(blazeOdds, p, 'pAnyHit'))).toBe('1/6');
    expect(str(exactOf(blazeOdds, p, 'pOutOfAmmo'))).toBe('1/6');
    expect(str(exactOf(blazeOdds, p, 'pJammed'))).toBe('0/1');
  });

  it('blaze, 2 dice, extended: jam = two 1s = 1/36; out of ammo = one 1 and one of 2-5 (8/36) or a 6 and a 1 (2/36) = 5/18', () => {
    const p = { dice: 2, cap: 3, edition: 'extended' };
    expect(str(exactOf(blazeOdds, p, 'pJammed'))).toBe('1/36');
    expect(str(exactOf(blazeOdds, p, 'pOutOfAmmo'))).toBe('5/18');
    // hits: two 6s 1/36 -> 2 hits; one 6 with 2-5 (8/36) or with a 1 (2/36, hits stand) -> 1 hit = 10/36.
    expect(str(exactOf(blazeOdds, p, 'hits'))).toEqual(['25/36', '5/18', '1/36', '0/1']);
    expect(str(exactOf(blazeOdds, p, 'expectedHits'))).toBe('1/3');
  });

  it('blaze, 3 dice, 1996: jammed only on three 1s = 1/216', () => {
    expect(str(exactOf(blazeOdds, { dice: 3, cap: 3, edition: '1996' }, 'pJammed'))).toBe('1/216');
  });

  it('blaze, 2 dice, cap 1: two 6s still one hit: expected hits = P(any 6) = 11/36', () => {
    expect(str(exactOf(blazeOdds, { dice: 2, cap: 1, edition: 'extended' }, 'expectedHits'))).toBe('11/36');
  });

  it('deliberate: 1 - (5/6)^n, Deadeye 1 - (4/6)^n', () => {
    expect(str(exactOf(deliberateOdds, { dice: 1, deadeye: false }, 'pHit'))).toBe('1/6');
    expect(str(exactOf(deliberateOdds, { dice: 2, deadeye: false }, 'pHit'))).toBe('11/36');
    expect(str(exactOf(deliberateOdds, { dice: 2, deadeye: true }, 'pHit'))).toBe('5/9');
  });

  it('lucky: hit on two or more 6s of 3 = (3*5 + 1)/216 = 2/27; out of ammo on 1s > 6s = (48+12+1+3)/216 = 8/27', () => {
    const p = { edition: 'extended' };
    expect(str(exactOf(luckyOdds, p, 'pHit'))).toBe('2/27');
    expect(str(exactOf(luckyOdds, p, 'pOutOfAmmo'))).toBe('8/27');
  });

  it('fast draw 1 v 1: A first when his die is higher, 15/36; simultaneous on equal faces, 1/6', () => {
    const p = { a: 1, b: 1 };
    expect(str(exactOf(fastDrawOdds, p, 'pAFirst'))).toBe('5/12');
    expect(str(exactOf(fastDrawOdds, p, 'pSimultaneous'))).toBe('1/6');
  });

  it('fast draw 2 v 1: simultaneous when the max faces match with one each: sum over f of 2(f-1)/216 = 30/216', () => {
    expect(str(exactOf(fastDrawOdds, { a: 2, b: 1 }, 'pSimultaneous'))).toBe('5/36');
  });

  it('fight 1 v 1: a net hit when only the attacker rolls a 6 (5/36); knocked down when only the defender does (5/36)', () => {
    expect(str(exactOf(fightOdds, { attack: 1, defend: 1 }, 'pAnyHit'))).toBe('5/36');
    expect(str(exactOf(fightOdds, { attack: 1, defend: 1 }, 'pAttackerKnockedDown'))).toBe('5/36');
    expect(str(exactOf(fightOdds, { attack: 2, defend: 0 }, 'netHits'))).toEqual(['25/36', '5/18', '1/36']);
  });

  it('nerve: no dice fails; 1 die 1/6; 2 dice 11/36', () => {
    expect(str(exactOf(nerveOdds, { dice: 0 }, 'pPass'))).toBe('0/1');
    expect(str(exactOf(nerveOdds, { dice: -3 }, 'pPass'))).toBe('0/1');
    expect(str(exactOf(nerveOdds, { dice: 1 }, 'pPass'))).toBe('1/6');
    expect(str(exactOf(nerveOdds, { dice: 2 }, 'pPass'))).toBe('11/36');
  });

  it('fafdm-cool, coolness 3: each die over 3 with 1/2: steady 1/4, tense 1/2, nervous 1/4; shocked: over when 3+, 2/3 each', () => {
    const calm = { cool: 3, shocked: false };
    expect(str(exactOf(fafdmCoolOdds, calm, 'pSteady'))).toBe('1/4');
    expect(str(exactOf(fafdmCoolOdds, calm, 'pTense'))).toBe('1/2');
    const shocked = { cool: 3, shocked: true };
    expect(str(exactOf(fafdmCoolOdds, shocked, 'pSteady'))).toBe('1/9');
    expect(str(exactOf(fafdmCoolOdds, shocked, 'pNervous'))).toBe('4/9');
  });

  it('fafdm-reflexes REF 4: a die under 4 with 1/2; one of two 3/4, both 1/4; at or under, 2/3 a die: 8/9; +1 a die: 1/3 a die, 5/9', () => {
    expect(str(exactOf(fafdmReflexesOdds, { ref: 4, need: 1, mod: 0 }, 'pPass'))).toBe('3/4');
    expect(str(exactOf(fafdmReflexesOdds, { ref: 4, need: 2, mod: 0 }, 'pPass'))).toBe('1/4');
    expect(
      str(
        exactOf(fafdmReflexesOdds, { ref: 4, need: 1, mod: 0 }, 'pPass', { 'fafdm.reflexes': 'at-or-under' }),
      ),
    ).toBe('8/9');
    expect(str(exactOf(fafdmReflexesOdds, { ref: 4, need: 1, mod: 1 }, 'pPass'))).toBe('5/9');
    expect(str(exactOf(fafdmReflexesOdds, { ref: 1, need: 1, mod: 0 }, 'pPass'))).toBe('0/1');
  });

  it('fafdm-horse-fall score 4 (die + 4: 5 to 10), REF 3: a miss (1, 2) or a 7 (3) throws the 1D6, 3/6 * 1/6 = 1/12; running, both dice 3+ fail (4/9): 1/27', () => {
    const at = { score: 4, ref: 3, running: true };
    expect(str(exactOf(fafdmHorseFallOdds, at, 'pHorseFalls'))).toBe('1/12');
    expect(str(exactOf(fafdmHorseFallOdds, at, 'pRiderWounded'))).toBe('1/27');
    // One damage (7-9) reading: faces 1 to 5, 5/36; the fall through the rescue test, 1D6 + 1 - 3 >= 1 on 3-6: 1/27 * 2/3.
    expect(str(exactOf(fafdmHorseFallOdds, at, 'pHorseFalls', { 'fafdm.horseFall': 'one-damage' }))).toBe(
      '5/36',
    );
    expect(str(exactOf(fafdmHorseFallOdds, at, 'pRiderWounded', { 'fafdm.fallDamage': 'rescue' }))).toBe(
      '2/81',
    );
    expect(str(exactOf(fafdmHorseFallOdds, { score: 4, ref: 3, running: false }, 'pRiderWounded'))).toBe(
      '0/1',
    );
  });

  it('fafdm-panic, coolness 6: no die can be over, always steady; coolness 5: scared on two 6s, 1/36', () => {
    expect(str(exactOf(fafdmPanicOdds, { cool: 6 }, 'pSteady'))).toBe('1/1');
    expect(str(exactOf(fafdmPanicOdds, { cool: 5 }, 'pScared'))).toBe('1/36');
  });

  it('fafdm-shot S4 W1 M1 C3 R3: base 6; damage 0 needs tense and a 1 (1/2 * 1/6) or nervous and 1-2 (1/4 * 2/6) = 1/6', () => {
    const p = { shot: 4, bonus: 1, mod: 1, ref: 3, cool: 3, shocked: false };
    const damage = exactOf(fafdmShotOdds, p, 'damage');
    expect(str(damage)).toEqual(['1/6', '1/2', '1/3']);
    // wounds 0: no damage (1/6), or 1 damage and rescue die 1-2 (1/2 * 2/6), or 2 damage and die 1 (1/3 * 1/6) = 7/18.
    expect(str(exactOf(fafdmShotOdds, p, 'wounds'))[0]).toBe('7/18');
  });
});

/** Small parameter sets for which all 6^depth throws can be listed. */
const bruteCases: [OddsMechanic, ParamValues, number, Record<string, string>?][] = [
  ...[1, 2, 3, 4, 5].flatMap((n): [OddsMechanic, ParamValues, number][] =>
    [1, 2, 3, 4].flatMap((cap): [OddsMechanic, ParamValues, number][] => [
      [blazeOdds, { dice: n, cap, edition: 'extended' }, n],
      [blazeOdds, { dice: n, cap, edition: '1996' }, n],
    ]),
  ),
  [
    blazeOdds,
    { dice: 4, cap: 3, edition: 'extended' },
    4,
    { 'blaze.extendedJam': 'two-ones-and-more-ones', 'blaze.extendedZeroTie': 'out-of-ammo' },
  ],
  [blazeOdds, { dice: 5, cap: 3, edition: '1996' }, 5, { 'blaze.jam1996Hits': 'miss' }],
  ...[1, 2, 3, 4, 5].flatMap((n): [OddsMechanic, ParamValues, number][] => [
    [deliberateOdds, { dice: n, deadeye: false }, n],
    [deliberateOdds, { dice: n, deadeye: true }, n],
    [nerveOdds, { dice: n }, n],
  ]),
  [luckyOdds, { edition: 'extended' }, 3],
  [luckyOdds, { edition: 'extended' }, 3, { 'lucky.ammo': 'as-blazing-away' }],
  [luckyOdds, { edition: '1996' }, 3, { 'lucky.ammo': 'as-blazing-away' }],
  ...[
    [1, 1],
    [1, 3],
    [2, 2],
    [3, 3],
    [2, 4],
    [4, 1],
  ].flatMap(([a, b]): [OddsMechanic, ParamValues, number, Record<string, string>?][] => [
    [fastDrawOdds, { a: a!, b: b! }, a! + b!],
    [fastDrawOdds, { a: a!, b: b! }, a! + b!, { 'fastDraw.tie': 'lexicographic' }],
  ]),
  ...[
    [1, 0],
    [2, 0],
    [3, 2],
    [2, 3],
    [4, 2],
  ].map(([a, d]): [OddsMechanic, ParamValues, number] => [fightOdds, { attack: a!, defend: d! }, a! + d!]),
  ...[0, 1, 3, 5, 6].flatMap((c): [OddsMechanic, ParamValues, number, Record<string, string>?][] => [
    [fafdmCoolOdds, { cool: c, shocked: false }, 2],
    [fafdmCoolOdds, { cool: c, shocked: true }, 2, { 'fafdm.shocked': 'higher-die' }],
    [fafdmPanicOdds, { cool: c }, 2, { 'fafdm.coolCompare': 'greater-or-equal' }],
  ]),
  [fafdmShotOdds, { shot: 3, bonus: 1, mod: -1, ref: 2, cool: 3, shocked: false }, 4],
  [fafdmShotOdds, { shot: 5, bonus: 2, mod: 2, ref: 4, cool: 2, shocked: true }, 4],
  ...HORSE_BRUTE_CASES,
];

describe('exact odds equal a brute-force count over every throw of the dice', () => {
  it.each(
    bruteCases.map(
      ([m, p, depth, o]) =>
        [`${m.name} ${JSON.stringify(p)} ${JSON.stringify(o ?? {})}`, m, p, depth, o ?? {}] as const,
    ),
  )('%s', (_, m, params, depth, options) => {
    const { exact, brute } = exactAndBruteForce(m, params, depth, options);
    expect(brute).toEqual(exact);
  });
});

describe('every distribution sums to exactly 1 (fast-check, fixed seed)', () => {
  const sumTo = (xs: readonly Fraction[]): string => xs.reduce((a, b) => a.add(b), Fraction.ZERO).toString();
  const run = { seed: 20261121, numRuns: 60 };

  it('blaze: hits, and gun state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('extended', '1996'),
        (n, cap, edition) => {
          const p = { dice: n, cap, edition };
          expect(sumTo(exactOf(blazeOdds, p, 'hits') as Fraction[])).toBe('1/1');
          const gun = ['pOk', 'pOutOfAmmo', 'pJammed'].map((k) => exactOf(blazeOdds, p, k) as Fraction);
          expect(sumTo(gun)).toBe('1/1');
        },
      ),
      run,
    );
  });

  it('fast draw: A first, B first or simultaneous', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('highest-face', 'lexicographic'),
        (a, b, tie) => {
          const entries = fastDrawOdds.prepare({ a, b }, { 'fastDraw.tie': tie }).exact();
          expect(sumTo(flatExact(entries))).toBe('1/1');
        },
      ),
      run,
    );
  });

  it('fight: net hits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), (attack, defend) => {
        expect(sumTo(exactOf(fightOdds, { attack, defend }, 'netHits') as Fraction[])).toBe('1/1');
      }),
      run,
    );
  });

  it('FAFDM: coolness, panic, damage and wounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 8 }),
        (cool, shocked, shot, mod, ref) => {
          expect(sumTo(flatExact(fafdmCoolOdds.prepare({ cool, shocked }, {}).exact()))).toBe('1/1');
          expect(sumTo(flatExact(fafdmPanicOdds.prepare({ cool }, {}).exact()))).toBe('1/1');
          const shotParams = { shot, bonus: 1, mod, ref, cool, shocked };
          expect(sumTo(exactOf(fafdmShotOdds, shotParams, 'damage') as Fraction[])).toBe('1/1');
          expect(sumTo(exactOf(fafdmShotOdds, shotParams, 'wounds') as Fraction[])).toBe('1/1');
        },
      ),
      run,
    );
  });

  it('single probabilities lie in [0, 1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 25 }), fc.boolean(), (n, deadeye) => {
        const values = [
          exactOf(nerveOdds, { dice: n }, 'pPass') as Fraction,
          exactOf(deliberateOdds, { dice: Math.max(1, n), deadeye }, 'pHit') as Fraction,
        ];
        for (const v of values) expect(v.num >= 0n && v.num <= v.den).toBe(true);
      }),
      run,
    );
  });
});

describe('symmetry at the largest flags', () => {
  it('fast draw 30 v 30 is even under both readings', () => {
    for (const tie of ['highest-face', 'lexicographic']) {
      const o = { 'fastDraw.tie': tie };
      expect(String(exactOf(fastDrawOdds, { a: 30, b: 30 }, 'pAFirst', o))).toBe(
        String(exactOf(fastDrawOdds, { a: 30, b: 30 }, 'pBFirst', o)),
      );
    }
  });
});
