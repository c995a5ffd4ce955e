import { describe, expect, it } from 'vitest';
import { RESCUING_COMRADES } from '../../../../src/rules/rwnn/tables/rescuingComrades.ts';

describe('RESCUING_COMRADES (000 RESCUING COMRADES ON FOOT)', () => {
  it('cites 000 RESCUING COMRADES ON FOOT', () => {
    expect(RESCUING_COMRADES.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'RESCUING COMRADES ON FOOT',
    });
  });

  it('"Roll a: 3,4,5 or 6, applying the following modifiers:"', () => {
    expect(RESCUING_COMRADES.printed).toBe('Roll a: 3,4,5 or 6, applying the following modifiers:');
    expect(RESCUING_COMRADES.succeedsOn).toEqual([3, 4, 5, 6]);
  });

  it('pins every modifier line as printed', () => {
    expect(RESCUING_COMRADES.modifiers.map((m) => [m.id, m.printed, m.modifier, m.scaling])).toEqual([
      ['movement-die', 'Each horse movement dice about to be thrown - 1', -1, 'per-movement-die'],
      [
        'expert-rider',
        'Either rescuer or rescued is an Expert rider +2 each',
        2,
        'each-of-rescuer-and-rescued',
      ],
      [
        'seriously-wounded',
        'Either rescuer or rescued is seriously wounded - 1 each',
        -1,
        'each-of-rescuer-and-rescued',
      ],
      ['plains-indian', 'Plains Indian + 1', 1, 'flat'],
    ]);
  });

  it('"If the unmodified dice throw is 1 or 2, the rider must first throw for loss of control."', () => {
    expect(RESCUING_COMRADES.lossOfControlOn.faces).toEqual([1, 2]);
    expect(RESCUING_COMRADES.lossOfControlOn.printed).toBe(
      'If the unmodified dice throw is 1 or 2, the rider must first throw for loss of control.',
    );
  });
});
