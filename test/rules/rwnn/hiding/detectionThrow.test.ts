import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  DEFAULT_DETECTION_READINGS,
  type DetectionReadings,
} from '../../../../src/rules/rwnn/hiding/DetectionReadings.ts';
import { detectionThrow, type DetectionAsk } from '../../../../src/rules/rwnn/hiding/detectionThrow.ts';

const BASE: DetectionAsk = {
  fired: false,
  blazed: false,
  inches: 20,
  lineOfSight: true,
  stealthyMotionless: false,
};

function detect(a: Partial<DetectionAsk>, faces: number[], r: Partial<DetectionReadings> = {}) {
  const dice = new ScriptedDice(faces);
  const o = detectionThrow({ ...BASE, ...a }, { ...DEFAULT_DETECTION_READINGS, ...r }, dice);
  dice.assertConsumed();
  return o;
}

describe('000 "Hiding and Detection": the detection tables', () => {
  it('not firing: "1 Spotted!", "3 ‘Something around here somewhere’", "5 Don’t see anything"', () => {
    expect([2, 3, 4, 5].map((f) => detect({}, [f]))).toEqual([
      'spotted',
      'something-around-here',
      'something-around-here',
      'nothing',
    ]);
  });

  it('firing (lobbing dynamite included): 1-4 Spotted, 5 Something, 6 nothing', () => {
    expect([4, 5, 6].map((f) => detect({ fired: true }, [f]))).toEqual([
      'spotted',
      'something-around-here',
      'nothing',
    ]);
  });
});

describe('000 detection modifiers', () => {
  it('"6” or less away -2" and it "does NOT count as less than 12” away as well": a 5 at 6" reads 3', () => {
    expect(detect({ inches: 6 }, [5])).toBe('something-around-here');
    expect(detect({ inches: 6 }, [4])).toBe('spotted');
  });

  it('"12” or less away -1": a 5 at 12" reads 4; at 13" it reads 5', () => {
    expect(detect({ inches: 12 }, [5])).toBe('something-around-here');
    expect(detect({ inches: 13 }, [5])).toBe('nothing');
  });

  it('rangeBounds=less-than: exactly 6" is only within 12" (-1), exactly 12" nothing', () => {
    expect(detect({ inches: 6 }, [4], { rangeBounds: 'less-than' })).toBe('something-around-here');
    expect(detect({ inches: 12 }, [5], { rangeBounds: 'less-than' })).toBe('nothing');
  });

  it('"‘Blazed away’ when he fired -3": a 6 reads 3, spotted; "No line of sight +3": a 1 reads 4', () => {
    expect(detect({ fired: true, blazed: true }, [6])).toBe('spotted');
    expect(detect({ lineOfSight: false }, [1])).toBe('something-around-here');
    expect(detect({ lineOfSight: false }, [3])).toBe('nothing');
  });
});

describe('Stealthy: "If motionless behind cover, cannot be seen at all beyond 12”"', () => {
  it('beyond 12" nothing is seen and no die is thrown; at 12" he is detected as anyone', () => {
    expect(detect({ stealthyMotionless: true, inches: 13, fired: true }, [])).toBe('nothing');
    expect(detect({ stealthyMotionless: true, inches: 12 }, [2])).toBe('spotted');
  });

  it('stealthy=sensed: the die is thrown and a Spotted! only tells "Something around here somewhere"', () => {
    expect(detect({ stealthyMotionless: true, inches: 13 }, [1], { stealthy: 'sensed' })).toBe(
      'something-around-here',
    );
    expect(detect({ stealthyMotionless: true, inches: 13 }, [6], { stealthy: 'sensed' })).toBe('nothing');
  });
});
