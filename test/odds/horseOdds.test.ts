import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/exact/Fraction.ts';
import { controlOdds } from '../../src/odds/mechanics/controlOdds.ts';
import { horseInjuryOdds } from '../../src/odds/mechanics/horseInjuryOdds.ts';
import { horseMoveOdds } from '../../src/odds/mechanics/horseMoveOdds.ts';
import { mountedFireOdds } from '../../src/odds/mechanics/mountedFireOdds.ts';
import { rescueOdds } from '../../src/odds/mechanics/rescueOdds.ts';
import { stopBoltOdds } from '../../src/odds/mechanics/stopBoltOdds.ts';
import type { ParamValues } from '../../src/odds/OddsMechanic.ts';
import { exactOf } from './oddsTestKit.ts';

const str = (x: Fraction | readonly Fraction[]): string | string[] =>
  x instanceof Fraction ? x.toString() : x.map((y) => y.toString());
const sum = (xs: Fraction | readonly Fraction[]): string =>
  (xs as readonly Fraction[]).reduce((a, b) => a.add(b), Fraction.ZERO).toString();

describe('odds horse-move, pinned by hand arithmetic (000 HORSES, MOVEMENT)', () => {
  const move = (p: ParamValues, key: string, o: Record<string, string> = {}) =>
    exactOf(horseMoveOdds, { dice: 2, wounded: false, ...p }, key, o);

  it('Inept: the product of two dice; 12 inches four ways of 36 (2x6, 3x4, 4x3, 6x2), 7 inches none', () => {
    const d = move({ rider: 'inept' }, 'distance') as readonly Fraction[];
    expect(d).toHaveLength(37);
    expect([str(d[12]!), str(d[7]!), str(d[36]!)]).toEqual(['1/9', '0/1', '1/36']);
    expect(sum(d)).toBe('1/1');
  });

  it('Inept: 30 inches or more on 5x6, 6x5, 6x6 = 3/36; a stop: both even 9/36, both odd 9/36, else 18/36', () => {
    expect(str(move({ rider: 'inept' }, 'pControlThrow'))).toBe('1/12');
    expect(str(move({ rider: 'inept' }, 'pStops'))).toBe('1/4');
    expect(str(move({ rider: 'inept' }, 'pCannotStop'))).toBe('1/4');
    expect(str(move({ rider: 'inept' }, 'pHalfThenStops'))).toBe('1/2');
  });

  it('Inept on a wounded horse: "more than one dice" always calls for the throw; under one-die a face 1..6', () => {
    expect(str(move({ rider: 'inept', wounded: true }, 'pControlThrow'))).toBe('1/1');
    const one = { 'horses.woundedInept': 'one-die' };
    expect(str(move({ rider: 'inept', wounded: true }, 'pControlThrow', one))).toBe('0/1');
    expect(str(move({ rider: 'inept', wounded: true }, 'distance', one))).toEqual([
      '0/1',
      ...Array<string>(6).fill('1/6'),
    ]);
  });

  it('Poor, one throw of 2 dice: 7 inches 6/36; three 6s impossible', () => {
    const d = move({ rider: 'poor' }, 'distance') as readonly Fraction[];
    expect(d).toHaveLength(13);
    expect(str(d[7]!)).toBe('1/6');
    expect(str(move({ rider: 'poor' }, 'pControlThrow'))).toBe('0/1');
  });

  it('Poor, 4 dice: three or more 6s (4*5 + 1)/1296 = 7/432; exactly three 20/1296 = 5/324', () => {
    expect(str(move({ rider: 'poor', dice: 4 }, 'pControlThrow'))).toBe('7/432');
    expect(
      str(move({ rider: 'poor', dice: 4 }, 'pControlThrow', { 'horses.threeSixes': 'exactly-three' })),
    ).toBe('5/324');
  });

  it('Good, 1 die: two throws a turn, 2..12 inches as two dice; Expert three throws, 3..18', () => {
    const good = move({ rider: 'good', dice: 1 }, 'distance') as readonly Fraction[];
    expect([good.length, str(good[7]!), str(good[1]!)]).toEqual([13, '1/6', '0/1']);
    const expert = move({ rider: 'expert', dice: 1 }, 'distance') as readonly Fraction[];
    // 3 inches only on 1, 1, 1; 10 inches 27 ways of 216.
    expect([expert.length, str(expert[3]!), str(expert[10]!)]).toEqual([19, '1/216', '1/8']);
  });

  it('Expert, 3 dice a throw: a call on any of three throws, 1 - (215/216)^3', () => {
    const miss = new Fraction(215n ** 3n, 216n ** 3n);
    expect(str(move({ rider: 'expert', dice: 3 }, 'pControlThrow'))).toBe(
      new Fraction(1n, 1n).sub(miss).toString(),
    );
    expect(sum(move({ rider: 'expert', dice: 3 }, 'distance'))).toBe('1/1');
  });

  it('refuses what a class cannot throw', () => {
    expect(horseMoveOdds.refuse!({ rider: 'inept', dice: 3 })).toMatch(/Inept rider always throws 2 dice/);
    expect(horseMoveOdds.refuse!({ rider: 'good', dice: 4 })).toMatch(/Good rider throws at most 3 dice/);
    expect(horseMoveOdds.refuse!({ rider: 'poor', dice: 6, wounded: true })).toMatch(
      /at most 5 dice on a wounded horse/,
    );
    expect(horseMoveOdds.refuse!({ rider: 'poor', dice: 6 })).toBeNull();
  });
});

describe('odds control, pinned by hand arithmetic (000 LOSS OF CONTROL)', () => {
  const at = (rider: string, key: string, o: Record<string, string> = {}, turns = 1) =>
    str(exactOf(controlOdds, { rider, turns }, key, o));

  it('1-3 loses control (1/2); then 1-2 bucks, 3-4 rears, 5-6 bolts: 1/6 each', () => {
    expect(['pKeepsControl', 'pBucks', 'pRears', 'pBolts'].map((k) => at('good', k))).toEqual([
      '1/2',
      '1/6',
      '1/6',
      '1/6',
    ]);
  });

  it('Good: rears and thrown on 1-2 (1/6 x 1/3); bucking, thrown (1/2 x 1/3) before regaining (1/2): 1/4', () => {
    // 1/18 + 1/6 x (1/6) / (1/2 + 1/6) = 1/18 + 1/24 = 7/72.
    expect(at('good', 'pThrown')).toBe('7/72');
  });

  it('Expert: rears and thrown on a 1 (1/36); bucking, a round throws him 1/3 x 1/6, goes on 1/3 x 5/6', () => {
    // 1/36 + 1/6 x (1/3 x 1/6) / (2/3 + 1/18) = 1/36 + 1/6 x 1/13 = 19/468.
    expect(at('expert', 'pThrown')).toBe('19/468');
  });

  it('horses.thrownAgain=rider-thrown: every rider who loses control is thrown, 1/2', () => {
    expect(at('expert', 'pThrown', { 'horses.thrownAgain': 'rider-thrown' })).toBe('1/2');
    expect(at('expert', 'pStillBolting', { 'horses.thrownAgain': 'rider-thrown' })).toBe('0/1');
  });

  it('horses.bucking=one-round-a-turn: Good, one round in the first turn: thrown 1/6, on 1/3', () => {
    const once = { 'horses.bucking': 'one-round-a-turn' };
    expect(at('good', 'pStillBucking', once)).toBe('1/18');
    // 1/18 (rears) + 1/6 x 1/6 = 1/12; over two turns 1/18 + 1/6 x (1/6 + 1/3 x 1/6) = 1/18 + 1/27.
    expect(at('good', 'pThrown', once)).toBe('1/12');
    expect(at('good', 'pThrown', once, 2)).toBe('5/54');
    expect(at('good', 'pStillBucking', {}, 3)).toBe('0/1');
  });

  it('a bolting horse: Good regains on 4-6 each later turn, as Inept only on a 6; an Inept rider never', () => {
    expect(at('good', 'pStillBolting', {}, 1)).toBe('1/6');
    expect(at('good', 'pStillBolting', {}, 3)).toBe('1/24');
    expect(at('good', 'pStillBolting', { 'horses.boltRegain': 'as-inept' }, 2)).toBe('5/36');
    expect(at('inept', 'pStillBolting', {}, 5)).toBe('1/6');
  });
});

describe('odds horse-injury, rescue and mounted-fire, pinned by hand arithmetic', () => {
  it('horse-injury: 1-4 grazed, 5 wounded, 6 falls; then 1-2 dead (1/6 x 1/3), 3-4 bolts, 5-6 stands', () => {
    const keys = [
      'pGrazed',
      'pWounded',
      'pFalls',
      'pLossOfControl',
      'pDead',
      'pFallsThenBolts',
      'pFallsThenStands',
    ];
    expect(keys.map((k) => str(exactOf(horseInjuryOdds, {}, k)))).toEqual([
      '2/3',
      '1/6',
      '1/6',
      '5/6',
      '1/18',
      '1/18',
      '1/18',
    ]);
  });

  it('rescue: 3-6 unmodified (2/3); at -2 only 5, 6; at +2 every face; a 1 or 2 first throws for control', () => {
    const r = (mod: number, key: string) => str(exactOf(rescueOdds, { mod }, key));
    expect([r(0, 'pHoisted'), r(-2, 'pHoisted'), r(2, 'pHoisted'), r(-6, 'pHoisted')]).toEqual([
      '2/3',
      '1/3',
      '1/1',
      '0/1',
    ]);
    expect(r(3, 'pControlThrow')).toBe('1/3');
  });

  it('mounted-fire: 5 dice, a shoulder arm before 2 movement dice: 1 die left, a hit 1/6; minus-one 3 left', () => {
    const p = { dice: 5, weapon: 'shoulder-arm', 'movement-dice': 2, rider: 'good', 'plains-indian': false };
    expect(str(exactOf(mountedFireOdds, p, 'firingDice'))).toBe('1/1');
    expect(str(exactOf(mountedFireOdds, p, 'pDeliberateHit'))).toBe('1/6');
    expect(
      str(exactOf(mountedFireOdds, p, 'firingDice', { 'tables.mountedShoulderArmModifier': 'minus-one' })),
    ).toBe('3/1');
    const pistol = { ...p, dice: 2, weapon: 'pistol', 'movement-dice': 3 };
    expect(str(exactOf(mountedFireOdds, pistol, 'firingDice'))).toBe('-1/1');
    expect(str(exactOf(mountedFireOdds, pistol, 'pDeliberateHit'))).toBe('0/1');
  });
});

describe('odds stop-bolt, pinned by hand arithmetic', () => {
  it('into contact: Inept 6 (1/6), Good 4-6 (1/2), Expert 3-6 (2/3); stood and fought: Inept 5-6, Expert 2-6', () => {
    const at = (rider: string, how: string, o: Record<string, string> = {}) =>
      str(exactOf(stopBoltOdds, { rider, how }, 'pStops', o));
    const contact = ['inept', 'good', 'expert'].map((r) => at(r, 'moves-into-contact'));
    expect(contact).toEqual(['1/6', '1/2', '2/3']);
    expect([at('inept', 'stood-and-fought'), at('expert', 'stood-and-fought')]).toEqual(['1/3', '5/6']);
    expect(at('expert', 'stood-and-fought', { 'horses.boltingStop': 'loss-of-control' })).toBe('2/3');
    expect(at('inept', 'moves-into-contact', { 'horses.boltingStop': 'attacked-on-foot' })).toBe('1/3');
  });
});
