import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/exact/Fraction.ts';
import { arrowRemovalOdds } from '../../src/odds/mechanics/arrowRemovalOdds.ts';
import { bowOdds } from '../../src/odds/mechanics/bowOdds.ts';
import { dentistOdds } from '../../src/odds/mechanics/dentistOdds.ts';
import { detectionOdds } from '../../src/odds/mechanics/detectionOdds.ts';
import { doctorOdds } from '../../src/odds/mechanics/doctorOdds.ts';
import { dynamiteScatterOdds } from '../../src/odds/mechanics/dynamiteScatterOdds.ts';
import { lariatEscapeOdds } from '../../src/odds/mechanics/lariatEscapeOdds.ts';
import { lariatOdds } from '../../src/odds/mechanics/lariatOdds.ts';
import type { OddsMechanic, ParamValues } from '../../src/odds/OddsMechanic.ts';
import { exactAndBruteForce, exactOf } from './oddsTestKit.ts';

const str = (x: Fraction | readonly Fraction[]): string | string[] =>
  x instanceof Fraction ? x.toString() : x.map((y) => y.toString());

const THROWER = {
  'flesh-wounds': 0,
  'serious-wounds': 0,
  unsteady: false,
  steady: false,
  'dead-accurate': false,
};
const scatter = (p: ParamValues, key: string, o: Record<string, string> = {}) =>
  str(exactOf(dynamiteScatterOdds, { method: 'tbc', ...THROWER, ...p }, key, o));

describe('odds dynamite-scatter, pinned by hand arithmetic (000 "Dynamite Lobbing Procedure")', () => {
  it('TBC: a bounce on equal dice, 1/6; a direct hit only when all three rolls are equal, 1/6^3', () => {
    expect(scatter({}, 'pBounce')).toBe('1/6');
    expect(scatter({}, 'pDirectHit')).toBe('1/216');
    // The farthest is 10": equal first dice (0"), then two 5" bounce rolls, (1,6) or (6,1) each: 1/6 x (2/36)^2.
    const distance = scatter({}, 'distance') as string[];
    expect([distance.length, distance[10]]).toEqual([11, '1/1944']);
  });

  it('a -1" thrower: a 1" scatter (10 ways of 36) is a direct hit, 10/36 + 1/216 = 61/216', () => {
    expect(scatter({ steady: true }, 'pDirectHit')).toBe('61/216');
  });

  it('dynamite.scatterModifiers=signed, one wound (+1"): a 1" back scatter (5 ways) is a direct hit, 5/36', () => {
    const o = { 'dynamite.scatterModifiers': 'signed' };
    expect(scatter({ 'flesh-wounds': 1 }, 'pDirectHit', o)).toBe('5/36');
    expect(scatter({ 'flesh-wounds': 1 }, 'pDirectHit')).toBe('0/1');
  });

  it('dynamite.bounceFrom=aim: a direct hit when it bounces and the last roll is equal, 1/6 x 1/6', () => {
    expect(scatter({}, 'pDirectHit', { 'dynamite.bounceFrom': 'aim' })).toBe('1/36');
  });

  it('TRWNN: target 2/6 without the 6 (10/36), or a bounce (2/36) and two targets (1/9): 23/81', () => {
    const t = (key: string, p: ParamValues = {}, o: Record<string, string> = {}) =>
      str(exactOf(dynamiteScatterOdds, { ...THROWER, method: 'trwnn', ...p }, key, o));
    expect(t('pDirectHit')).toBe('23/81');
    expect(t('pBounce')).toBe('1/18');
    // One target face: 5/36 + 1/36 x 1/36.
    expect(t('pDirectHit', {}, { 'dynamite.scatterDieTargets': 'one' })).toBe('181/1296');
    // "Dead Accurate": an arrow and a 3 is 1.5", the third half-inch of the distribution.
    expect(
      (
        exactOf(
          dynamiteScatterOdds,
          { ...THROWER, method: 'trwnn', 'dead-accurate': true },
          'distanceHalfInches',
        ) as Fraction[]
      ).length,
    ).toBe(13);
  });

  it('Variant "A": hit on 5 and 6 (1/3), each direction 1/6', () => {
    const a = (key: string) => str(exactOf(dynamiteScatterOdds, { ...THROWER, method: 'variant-a' }, key));
    expect(['pDirectHit', 'pLeft', 'pRight', 'pForward', 'pBack'].map(a)).toEqual([
      '1/3',
      '1/6',
      '1/6',
      '1/6',
      '1/6',
    ]);
  });

  it('refuses thrower flags outside TBC and "Dead Accurate" outside TRWNN', () => {
    expect(dynamiteScatterOdds.refuse?.({ ...THROWER, method: 'trwnn', steady: true })).toMatch(/--steady/);
    expect(dynamiteScatterOdds.refuse?.({ ...THROWER, method: 'tbc', 'dead-accurate': true })).toMatch(
      /--dead-accurate/,
    );
    expect(dynamiteScatterOdds.refuse?.({ ...THROWER, method: 'tbc', steady: true })).toBeNull();
  });
});

describe('odds detection, pinned by hand arithmetic (000 "Hiding and Detection")', () => {
  const base = {
    fired: false,
    'not-fired': false,
    distance: 20,
    blazed: false,
    'no-sight': false,
    stealthy: false,
  };
  const d = (p: ParamValues, o: Record<string, string> = {}) =>
    ['pSpotted', 'pSomething', 'pNothing'].map((k) => str(exactOf(detectionOdds, { ...base, ...p }, k, o)));

  it('not firing at 20": 1-2, 3-4, 5-6; firing: 4, 1 and 1 of 6', () => {
    expect(d({})).toEqual(['1/3', '1/3', '1/3']);
    expect(d({ fired: true })).toEqual(['2/3', '1/6', '1/6']);
  });

  it('fired, blazed, at 6": -5, every throw spotted; no line of sight: +3, only a 1 reads "Something"', () => {
    expect(d({ fired: true, blazed: true, distance: 6 })).toEqual(['1/1', '0/1', '0/1']);
    expect(d({ 'no-sight': true })).toEqual(['0/1', '1/6', '5/6']);
  });

  it('exactly 6": -2 (1-4 spotted) or under detection.rangeBounds=less-than -1 (1-3)', () => {
    expect(d({ distance: 6 })[0]).toBe('2/3');
    expect(d({ distance: 6 }, { 'detection.rangeBounds': 'less-than' })[0]).toBe('1/2');
  });

  it('Stealthy beyond 12": nothing; under detection.stealthy=sensed, spotted reads as something', () => {
    expect(d({ stealthy: true, distance: 13 })).toEqual(['0/1', '0/1', '1/1']);
    expect(d({ stealthy: true, distance: 13 }, { 'detection.stealthy': 'sensed' })).toEqual([
      '0/1',
      '2/3',
      '1/3',
    ]);
  });

  it('refuses both --fired and --not-fired, and --blazed without --fired', () => {
    expect(detectionOdds.refuse?.({ ...base, fired: true, 'not-fired': true })).toMatch(/--fired/);
    expect(detectionOdds.refuse?.({ ...base, blazed: true })).toMatch(/--blazed/);
  });
});

describe('odds lariat-escape, doctor, dentist, arrow-removal, pinned by hand arithmetic', () => {
  const none = { 'flesh-wounds': 0, 'serious-wounds': 0 };

  it('lariat: four dice hit 1 - (5/6)^4 = 671/1296; a Deadeye 1 - (4/6)^4 = 65/81; Tough stays up, cover ducks back', () => {
    const l = (p: ParamValues, key: string) =>
      str(exactOf(lariatOdds, { dice: 4, deadeye: false, tough: false, cover: false, ...p }, key));
    expect([l({}, 'pHit'), l({}, 'pRopedDown'), l({}, 'pRopedStanding')]).toEqual([
      '671/1296',
      '671/1296',
      '0/1',
    ]);
    expect(l({ deadeye: true }, 'pHit')).toBe('65/81');
    expect([l({ tough: true }, 'pRopedDown'), l({ tough: true }, 'pRopedStanding')]).toEqual([
      '0/1',
      '671/1296',
    ]);
    expect([l({ cover: true }, 'pRopedDown'), l({ cover: true }, 'pDucksBack')]).toEqual(['0/1', '671/1296']);
  });

  it('lariat-escape: 6 or more on 2D6, 26/36; a wounded Runt needs 8, 15/36; two 6s of three dice 16/216', () => {
    const l = (p: ParamValues, key: string, o: Record<string, string> = {}) =>
      str(exactOf(lariatEscapeOdds, { strong: false, runt: false, ...none, ...p }, key, o));
    expect(l({}, 'pEscape')).toBe('13/18');
    expect(l({ runt: true, 'flesh-wounds': 1 }, 'pEscape')).toBe('5/12');
    expect(l({ 'serious-wounds': 1 }, 'pEscape', { 'lariat.escapeWounds': 'per-severity' })).toBe('5/12');
    expect(l({}, 'pWriggleLoose')).toBe('2/27');
  });

  it('doctor, two serious wounds (severity 4): 1 -> 1, 2 -> 2, 3 and 4 -> 3, 5 -> 5, 6 dies at 4', () => {
    const p = { 'flesh-wounds': 0, 'serious-wounds': 2 };
    expect(str(exactOf(doctorOdds, p, 'severity'))).toEqual([
      '0/1',
      '1/6',
      '1/6',
      '1/3',
      '1/6',
      '1/6',
      '0/1',
      '0/1',
    ]);
    expect(['pDies', 'pUnconscious', 'pDelayed'].map((k) => str(exactOf(doctorOdds, p, k)))).toEqual([
      '1/6',
      '1/6',
      '1/6',
    ]);
  });

  it('dentist, by order: unconscious on 8, 9, 10 (12/36); confusion on 7 (6/36); by number 7, 8, 9 (15/36)', () => {
    expect(str(exactOf(dentistOdds, none, 'pUnconscious'))).toBe('1/3');
    expect(str(exactOf(dentistOdds, none, 'pConfusion'))).toBe('1/6');
    expect(str(exactOf(dentistOdds, none, 'pUnconscious', { 'doctorin.dentistRows': 'by-number' }))).toBe(
      '5/12',
    );
    // Severity 0: +1 on 10 (3/36), +2 on 11 (2/36), +3 on 12 (1/36).
    expect(str(exactOf(dentistOdds, none, 'severity'))).toEqual(['5/6', '1/12', '1/18', '1/36']);
  });

  it('arrow-removal: impaled on 4-6; one turn removes it on 4-6; two turns: 1/2 + 1/6 x 1/2, dies 1/3 x 1/3', () => {
    const a = (turns: number, key: string, o: Record<string, string> = {}) =>
      str(exactOf(arrowRemovalOdds, { turns }, key, o));
    expect([a(1, 'pImpaled'), a(1, 'pRemoved'), a(1, 'pStillIn')]).toEqual(['1/2', '1/2', '1/2']);
    expect([a(2, 'pRemoved'), a(2, 'pDies'), a(2, 'pBrokenOff')]).toEqual(['7/12', '1/9', '1/9']);
    // Breaking's 3 and 4 break it off under arrows.breakingResult=broken: 1/3 x 2/3.
    expect(a(2, 'pBrokenOff', { 'arrows.breakingResult': 'broken' })).toBe('2/9');
  });
});

describe('odds bow, pinned by hand arithmetic (000 INDIAN WEAPONS, "Bows")', () => {
  const b = (dice: number, cls: string, key: string, o: Record<string, string> = {}) =>
    str(exactOf(bowOdds, { dice, class: cls }, key, o));

  it('one die: a 6 hits (1/6), a 1 breaks the bow (1/6)', () => {
    expect(b(1, 'young-blood', 'hits')).toEqual(['5/6', '1/6']);
    expect(b(1, 'young-blood', 'pOutOfAction')).toBe('1/6');
  });

  it('two dice, a Warrior: two 6s 1/36; one 6 10/36; a 1 and no 6 (1,1 and 1 with 2-5: 9 ways) ends the bow', () => {
    expect(b(2, 'warrior', 'hits')).toEqual(['25/36', '5/18', '1/36']);
    expect(b(2, 'warrior', 'pOutOfAction')).toBe('1/4');
  });

  it('three dice, a Young Blood: a hit on any 6, 1 - 125/216 = 91/216; under bows.brokenStringHits=lost the 3 orders of (1,1,6) miss, 88/216', () => {
    expect((b(3, 'young-blood', 'hits') as string[])[1]).toBe('91/216');
    expect((b(3, 'young-blood', 'hits', { 'bows.brokenStringHits': 'lost' }) as string[])[1]).toBe('11/27');
  });
});

// Every throw of the dice fed to the sampled trial (the rule functions) gives the exact values.
const BRUTE: readonly [OddsMechanic, ParamValues, number, Record<string, string>?][] = [
  [dynamiteScatterOdds, { ...THROWER, method: 'tbc', 'flesh-wounds': 1, steady: true }, 6],
  [
    dynamiteScatterOdds,
    { ...THROWER, method: 'tbc', 'serious-wounds': 1 },
    6,
    { 'dynamite.scatterModifiers': 'signed', 'dynamite.woundInches': 'per-severity' },
  ],
  [dynamiteScatterOdds, { ...THROWER, method: 'tbc', unsteady: true }, 6, { 'dynamite.bounceFrom': 'aim' }],
  [dynamiteScatterOdds, { ...THROWER, method: 'trwnn' }, 6],
  [
    dynamiteScatterOdds,
    { ...THROWER, method: 'trwnn', 'dead-accurate': true },
    6,
    { 'dynamite.scatterDieTargets': 'one' },
  ],
  [dynamiteScatterOdds, { ...THROWER, method: 'variant-a' }, 1],
  [
    detectionOdds,
    { fired: true, 'not-fired': false, distance: 10, blazed: false, 'no-sight': true, stealthy: false },
    1,
  ],
  [
    detectionOdds,
    { fired: false, 'not-fired': true, distance: 14, blazed: false, 'no-sight': false, stealthy: true },
    1,
    { 'detection.stealthy': 'sensed' },
  ],
  [lariatEscapeOdds, { strong: true, runt: false, 'flesh-wounds': 2, 'serious-wounds': 1 }, 5],
  [lariatOdds, { dice: 3, deadeye: true, tough: false, cover: false }, 3],
  [doctorOdds, { 'flesh-wounds': 1, 'serious-wounds': 1 }, 1],
  [dentistOdds, { 'flesh-wounds': 0, 'serious-wounds': 2 }, 2, { 'doctorin.dentistRows': 'stray-seven' }],
  [arrowRemovalOdds, { turns: 4 }, 5],
  [bowOdds, { dice: 5, class: 'warrior' }, 5, { 'bows.brokenStringHits': 'lost' }],
  [arrowRemovalOdds, { turns: 3 }, 4, { 'arrows.breakingResult': 'broken' }],
];

describe("the optional rules' exact odds equal a brute-force count over every throw", () => {
  it.each(
    BRUTE.map(
      ([m, p, depth, o]) =>
        [`${m.name} ${JSON.stringify(p)} ${JSON.stringify(o ?? {})}`, m, p, depth, o ?? {}] as const,
    ),
  )('%s', (_, m, params, depth, options) => {
    const { exact, brute } = exactAndBruteForce(m, params, depth, options);
    expect(brute).toEqual(exact);
  });
});
