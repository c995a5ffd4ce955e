import { describe, expect, it } from 'vitest';
import { NERVE_DICE, NERVE_DICE_1996 } from '../../../../src/rules/rwnn/tables/nerveDice.ts';

describe('NERVE_DICE (000 NERVE and/or Morale)', () => {
  it('cites 000', () => {
    expect(NERVE_DICE.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'NERVE and/or Morale',
    });
  });

  it('"Citizen # of dice = 3 / Gunman 4 / Shootist 5 / Legend 6", passing on at least one 6', () => {
    expect(NERVE_DICE.dice).toEqual({ citizen: 3, gunman: 4, shootist: 5, legend: 6 });
    expect(NERVE_DICE.passesOn).toBe('at-least-one-six');
  });

  it('"Subtract one dice for each flesh wound, and two dice for each serious wound. Add one dice if ..."', () => {
    expect(NERVE_DICE.modifiers.map((m) => [m.id, m.dice, m.scaling])).toEqual([
      ['each-flesh-wound', -1, 'per-wound'],
      ['each-serious-wound', -2, 'per-wound'],
      ['side-has-downed-more', 1, 'flat'],
    ]);
  });

  it('quotes HURT REAL BAD per class', () => {
    expect(NERVE_DICE.hurtRealBad).toEqual({
      citizen: 'A Citizen suffers any wound or graze.',
      gunman: 'A Gunman suffers any two wounds.',
      shootist: 'A Shootist suffers any three wounds.',
      legend: 'A Legend suffers any three wounds, at least one of which is serious.',
    });
  });
});

describe('NERVE_DICE_1996 (003 NERVE)', () => {
  it('cites 003, with the same dice and modifiers', () => {
    expect(NERVE_DICE_1996.source).toEqual({ document: '003_e162d46cc374eff2.txt', section: 'NERVE' });
    expect(NERVE_DICE_1996.dice).toEqual({ citizen: 3, gunman: 4, shootist: 5, legend: 6 });
    expect(NERVE_DICE_1996.modifiers.map((m) => m.dice)).toEqual([-1, -2, 1]);
  });

  it('a Citizen is hurt real bad by "any wound" (no graze)', () => {
    expect(NERVE_DICE_1996.hurtRealBad.citizen).toBe('A Citizen suffers any wound.');
  });
});
