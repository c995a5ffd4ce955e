import { describe, expect, it } from 'vitest';
import { LARIAT } from '../../../../src/rules/rwnn/tables/lariat.ts';

describe('LARIAT (000 "Lariats")', () => {
  it('cites 000 Lariats', () => {
    expect(LARIAT.source).toEqual({ document: '000_53eda652e9702143.txt', section: 'Lariats' });
  });

  it('"a deliberate pistol shot at point blank, or close range only – but with +1 dice to hit"', () => {
    expect(LARIAT.shot.bands).toEqual(['point-blank', 'close']);
    expect(LARIAT.shot.extraDice).toBe(1);
  });

  it('"the target is ‘roped’ and knocked down – unless Tough"', () => {
    expect(LARIAT.roped.unlessSkills).toEqual(['tough']);
  });

  it('"must at least 6 on 2 D6 to escape": Strong = +1, Runt = -1, Each Wound = -1', () => {
    expect(LARIAT.escape.printed).toBe('Characters who are roped must at least 6 on 2 D6 to escape.');
    expect(LARIAT.escape.dice).toBe(2);
    expect(LARIAT.escape.atLeast).toBe(6);
    expect(LARIAT.escape.modifiers).toEqual([
      { printed: 'Strong = +1', modifier: 1, scaling: 'flat', skills: ['strong'] },
      { printed: 'Runt = -1', modifier: -1, scaling: 'flat', skills: ['runt'] },
      { printed: 'Each Wound = -1', modifier: -1, scaling: 'per-wound', skills: [] },
    ]);
  });

  it('"rolling at least 2 sixes on a roll of 3 dice"', () => {
    expect(LARIAT.hogTied).toMatchObject({ dice: 3, sixes: 2 });
  });
});
