import { describe, expect, it } from 'vitest';
import { BUCKING_SEQUENCE } from '../../../../src/rules/rwnn/tables/buckingSequence.ts';

describe('BUCKING_SEQUENCE (000 LOSS OF CONTROL, "Bucking sequence")', () => {
  it('cites 000 LOSS OF CONTROL — Bucking sequence', () => {
    expect(BUCKING_SEQUENCE.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'LOSS OF CONTROL — Bucking sequence',
    });
  });

  it('"a: ... throw a red and a black dice ... the bucking horse moves the difference"; "b: ... from ... the red to the black dice"', () => {
    expect(BUCKING_SEQUENCE.distance.dice).toBe('red-and-black');
    expect(BUCKING_SEQUENCE.distance.inches).toBe('difference');
    expect(BUCKING_SEQUENCE.distance.printed).toMatch(/^a: throw to determine distance of movement;/);
    expect(BUCKING_SEQUENCE.direction).toMatch(/^b: move the horse in the direction parallel/);
  });

  it('"c: ... requiring: Inept 6 / Poor 5, 6 / Good 4, 5, 6 / Expert 3, 4, 5, 6"', () => {
    expect(BUCKING_SEQUENCE.regainControl.byClass).toEqual({
      inept: { printed: 'Inept 6', faces: [6] },
      poor: { printed: 'Poor 5, 6', faces: [5, 6] },
      good: { printed: 'Good 4, 5, 6', faces: [4, 5, 6] },
      expert: { printed: 'Expert 3, 4, 5, 6', faces: [3, 4, 5, 6] },
    });
  });

  it('"d: ... requiring Inept 1,2, 3, 4 / Poor 1,2, 3 / Good 1,2 / Expert 1"', () => {
    expect(BUCKING_SEQUENCE.thrownOn.byClass).toEqual({
      inept: { printed: 'Inept 1,2, 3, 4', faces: [1, 2, 3, 4] },
      poor: { printed: 'Poor 1,2, 3', faces: [1, 2, 3] },
      good: { printed: 'Good 1,2', faces: [1, 2] },
      expert: { printed: 'Expert 1', faces: [1] },
    });
  });

  it('"Riderless bolting horses move on the Joker."', () => {
    expect(BUCKING_SEQUENCE.notes).toContain('Riderless bolting horses move on the Joker.');
  });
});
