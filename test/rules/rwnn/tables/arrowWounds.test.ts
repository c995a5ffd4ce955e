import { describe, expect, it } from 'vitest';
import { ARROW_WOUNDS } from '../../../../src/rules/rwnn/tables/arrowWounds.ts';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';

describe('ARROW_WOUNDS (000 INDIAN WEAPONS, impaled characters)', () => {
  it('cites 000 INDIAN WEAPONS', () => {
    expect(ARROW_WOUNDS.source).toEqual({ document: '000_53eda652e9702143.txt', section: 'INDIAN WEAPONS' });
  });

  it('"on a 4, 5 or 6 he has been impaled"; "only move one dice per turn"; "subtracting one from the dice"', () => {
    expect(ARROW_WOUNDS.impaled).toMatchObject({
      impaledOn: [4, 5, 6],
      movementDice: 1,
      additionalWoundModifier: -1,
    });
  });

  it('"1, 2 arrow fast, must be broken off", "3 no progress", "4, 5, 6 arrow removed."', () => {
    expect(DIE_FACES.map((f) => ARROW_WOUNDS.removal[f].outcome)).toEqual([
      'must-break-off',
      'must-break-off',
      'no-progress',
      'removed',
      'removed',
      'removed',
    ]);
    expect(DIE_FACES.map((f) => ARROW_WOUNDS.removal[f].printed)).toEqual([
      '1, 2 arrow fast, must be broken off, try next turn.',
      '1, 2 arrow fast, must be broken off, try next turn.',
      '3 no progress, roll again next turn.',
      '4, 5, 6 arrow removed.',
      '4, 5, 6 arrow removed.',
      '4, 5, 6 arrow removed.',
    ]);
  });

  it('"1, 2 ... victim dies.", "3 victim suffers additional wound", "4 victim passes out", "5, 6 arrow broken"', () => {
    expect(DIE_FACES.map((f) => ARROW_WOUNDS.breaking[f].outcome)).toEqual([
      'dies',
      'dies',
      'additional-wound',
      'passes-out',
      'broken',
      'broken',
    ]);
    expect(ARROW_WOUNDS.breaking[1].printed).toBe('1, 2 uncontrollable bleeding/vital organ: victim dies.');
  });

  it('"Shootists, Legends (& Warriors and Mighty Warriors) and characters who are Hard As Nails ... can manage this on their own"', () => {
    expect(ARROW_WOUNDS.selfHelp).toMatchObject({
      classes: ['shootist', 'legend'],
      indianClasses: ['warrior', 'mighty-warrior'],
      skills: ['hard-as-nails', 'legend-of-the-west', 'nerves-of-steel', 'tough', 'true-grit'],
      indianSkills: ['hard-as-nails', 'legend-of-the-tribes', 'nerves-of-steel', 'tough', 'true-grit'],
    });
  });

  it('"subtract two dice ... with the arrow still projecting from them, one dice if it has been broken off"', () => {
    expect(ARROW_WOUNDS.impaledModifiers).toMatchObject({ projecting: -2, brokenOff: -1 });
  });
});
