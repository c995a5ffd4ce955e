import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { DETECTION } from '../../../../src/rules/rwnn/tables/detection.ts';

describe('DETECTION (000 "Hiding and Detection")', () => {
  it('cites 000 Hiding and Detection', () => {
    expect(DETECTION.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Hiding and Detection',
    });
  });

  it('not firing: "1 Spotted!", "2 Spotted!", "3 ‘Something around here somewhere’", "4 ...", "5 Don’t see anything", "6 ..."', () => {
    expect(DETECTION.notFiring.heading).toMatch(
      /^If the hidden character performs an action that is NOT firing/,
    );
    expect(DIE_FACES.map((f) => DETECTION.notFiring.results[f].outcome)).toEqual([
      'spotted',
      'spotted',
      'something-around-here',
      'something-around-here',
      'nothing',
      'nothing',
    ]);
    expect(DETECTION.notFiring.results[1].printed).toBe('1 Spotted! Place figure on the table');
    expect(DETECTION.notFiring.results[4].printed).toBe(
      '4 ‘Something around here somewhere’ Place a marker pointing from the detecting character in the general direction of the hidden character.',
    );
    expect(DETECTION.notFiring.results[6].printed).toBe('6 Don’t see anything');
  });

  it('firing: "1"-"4 Spotted!", "5 ‘Something around here somewhere’", "6 Don’t see anything"', () => {
    expect(DETECTION.firing.heading).toBe(
      'If the hidden character fires a weapon (includes lobbing dynamite)',
    );
    expect(DIE_FACES.map((f) => DETECTION.firing.results[f].outcome)).toEqual([
      'spotted',
      'spotted',
      'spotted',
      'spotted',
      'something-around-here',
      'nothing',
    ]);
    expect(DETECTION.firing.results[4].printed).toBe('4 Spotted! Place figure on the table');
    expect(DETECTION.firing.results[5].printed).toMatch(/^5 ‘Something around here somewhere’/);
  });

  it('"Detection Modifiers": 6” or less -2, 12” or less -1, ‘Blazed away’ -3, no line of sight +3', () => {
    expect(DETECTION.modifiers.map((m) => [m.id, m.printed, m.modifier, m.withinInches])).toEqual([
      ['within-6-inches', 'Hidden character is 6” or less away from Detecting character -2', -2, 6],
      ['within-12-inches', 'Hidden character is 12” or less away from Detecting character -1', -1, 12],
      ['blazed-away', 'Hidden character ‘Blazed away’ when he fired -3', -3, null],
      ['no-line-of-sight', 'No line of sight to hidden character +3', 3, null],
    ]);
    expect(DETECTION.modifiersHeading).toContain('It does NOT count as less than 12” away as well.');
  });

  it('"Remember Skills that affect Detection": Stealthy', () => {
    expect(DETECTION.skills).toEqual([
      {
        skill: 'stealthy',
        printed: 'Stealthy: If motionless behind cover, cannot be seen at all beyond 12”',
        unseenBeyondInches: 12,
      },
    ]);
  });
});
