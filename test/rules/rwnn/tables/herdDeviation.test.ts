import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { HERD_DEVIATION } from '../../../../src/rules/rwnn/tables/herdDeviation.ts';

describe('HERD_DEVIATION (000 "Driving the Herd, the TBC method")', () => {
  it('cites 000 Driving the Herd, the TBC method and Herd Driving Prerequisites', () => {
    expect(HERD_DEVIATION.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Driving the Herd, the TBC method',
    });
    expect(HERD_DEVIATION.prerequisites.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Herd Driving Prerequisites',
    });
  });

  it('"The Cattle Drive moves at a rate of 2 D6 per turn."', () => {
    expect(HERD_DEVIATION.movementDice).toBe(2);
  });

  it('"1-3 Herd moves straight ahead", "4 ... 45 degrees to the right", "5 ... 45 degrees to the left", "6 Roll again"', () => {
    expect(DIE_FACES.map((f) => HERD_DEVIATION.results[f].deviation)).toEqual([
      { kind: 'straight-ahead' },
      { kind: 'straight-ahead' },
      { kind: 'straight-ahead' },
      { kind: 'turn', degrees: 45, direction: 'right' },
      { kind: 'turn', degrees: 45, direction: 'left' },
      { kind: 'roll-again' },
    ]);
    expect(DIE_FACES.map((f) => HERD_DEVIATION.results[f].printed)).toEqual([
      '1-3 Herd moves straight ahead',
      '1-3 Herd moves straight ahead',
      '1-3 Herd moves straight ahead',
      '4 Herd turns 45 degrees to the right.',
      '5 Herd turns 45 degrees to the left',
      '6 Roll again',
    ]);
  });

  it('again: "1-3 Herd turns 90 degrees to the right", "4-6 Herd turns 90 degrees to the left."', () => {
    expect(DIE_FACES.map((f) => HERD_DEVIATION.rollAgain[f].deviation)).toEqual([
      { kind: 'turn', degrees: 90, direction: 'right' },
      { kind: 'turn', degrees: 90, direction: 'right' },
      { kind: 'turn', degrees: 90, direction: 'right' },
      { kind: 'turn', degrees: 90, direction: 'left' },
      { kind: 'turn', degrees: 90, direction: 'left' },
      { kind: 'turn', degrees: 90, direction: 'left' },
    ]);
  });
});
