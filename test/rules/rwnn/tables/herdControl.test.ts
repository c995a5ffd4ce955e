import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { HERD_CONTROL } from '../../../../src/rules/rwnn/tables/herdControl.ts';

describe('HERD_CONTROL (000 "Regaining Control of the Herd")', () => {
  it('cites 000 Regaining Control of the Herd', () => {
    expect(HERD_CONTROL.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Regaining Control of the Herd',
    });
  });

  it('"at least 2 cowboys"; "1-4 Control Regained!", "5-6 No Control."', () => {
    expect(HERD_CONTROL.cowboysNeeded).toBe(2);
    expect(DIE_FACES.map((f) => HERD_CONTROL.results[f].outcome)).toEqual([
      'control-regained',
      'control-regained',
      'control-regained',
      'control-regained',
      'no-control',
      'no-control',
    ]);
    expect(HERD_CONTROL.results[5].printed).toBe('5-6 No Control. The herd continues to amble as before.');
  });
});
