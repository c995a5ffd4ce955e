import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { HORSE_INJURY } from '../../../../src/rules/rwnn/tables/horseInjury.ts';

describe('HORSE_INJURY (000 INJURY TO HORSES)', () => {
  it('cites 000 INJURY TO HORSES', () => {
    expect(HORSE_INJURY.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'INJURY TO HORSES',
    });
  });

  it('"Roll a: 1 - 4 Grazed. Throw for loss of control." / "Roll a: 5 Horse wounded:" / "Roll a: 6 Horse falls to the ground. Rider thrown."', () => {
    expect(
      DIE_FACES.map((f) => [
        HORSE_INJURY.results[f].outcome,
        HORSE_INJURY.results[f].lossOfControl,
        HORSE_INJURY.results[f].riderThrown,
      ]),
    ).toEqual([
      ['grazed', true, false],
      ['grazed', true, false],
      ['grazed', true, false],
      ['grazed', true, false],
      ['wounded', true, false],
      ['falls', false, true],
    ]);
    expect(HORSE_INJURY.results[4].printed).toBe('Roll a: 1 - 4 Grazed. Throw for loss of control.');
    expect(HORSE_INJURY.results[5].printed).toBe('Roll a: 5 Horse wounded:');
    expect(HORSE_INJURY.results[6].printed).toBe('Roll a: 6 Horse falls to the ground. Rider thrown.');
  });

  it('"5.a) maximum dice per throw reduced by one" to "5.d) Throw for loss of control."', () => {
    expect(HORSE_INJURY.wounded.printed).toEqual([
      '5.a) maximum dice per throw reduced by one,',
      '5.b) Inept riders throw for loss of control when throwing more than one dice for movement,',
      '5.c) Poor riders throw for loss of control when throwing more than two dice.',
      '5.d) Throw for loss of control.',
    ]);
    expect(HORSE_INJURY.wounded.maxDicePerThrowReduction).toBe(1);
    expect(HORSE_INJURY.wounded.lossOfControlAboveDice).toEqual({
      inept: 1,
      poor: 2,
      good: null,
      expert: null,
    });
  });

  it('"Throw again: 1, 2 Horse dead/seriously injured. 3 Horse wounded, bolts ... 6 Horse only grazed, stands"', () => {
    expect(
      DIE_FACES.map((f) => [HORSE_INJURY.afterFall[f].horse, HORSE_INJURY.afterFall[f].afterwards]),
    ).toEqual([
      ['dead-or-seriously-injured', 'none'],
      ['dead-or-seriously-injured', 'none'],
      ['wounded', 'bolts'],
      ['grazed', 'bolts'],
      ['wounded', 'stands'],
      ['grazed', 'stands'],
    ]);
    expect(DIE_FACES.map((f) => HORSE_INJURY.afterFall[f].printed)).toEqual([
      '1, 2 Horse dead/seriously injured.',
      '1, 2 Horse dead/seriously injured.',
      '3 Horse wounded, bolts once rider has extricated himself.',
      '4 Horse only grazed, but bolts once rider has extricated himself',
      '5 Horse wounded, stands once rider has extricated himself.',
      '6 Horse only grazed, stands once rider has extricated himself.',
    ]);
  });
});
