import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { STAMPEDE_ON_FOOT, STAMPEDE_ON_HORSEBACK } from '../../../../src/rules/rwnn/tables/stampedeEscape.ts';

describe('STAMPEDE_ON_FOOT (000 "What to do if a Stampede comes your way and you’re on foot")', () => {
  it('cites 000 by that heading', () => {
    expect(STAMPEDE_ON_FOOT.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'What to do if a Stampede comes your way and you’re on foot',
    });
  });

  it('"1-2 Escape", "3-6 Stuck in the Stampede." (Agile = -1 to roll)', () => {
    expect(DIE_FACES.map((f) => STAMPEDE_ON_FOOT.escape.results[f].printed)).toEqual([
      '1-2 Escape',
      '1-2 Escape',
      '3-6 Stuck in the Stampede.',
      '3-6 Stuck in the Stampede.',
      '3-6 Stuck in the Stampede.',
      '3-6 Stuck in the Stampede.',
    ]);
    expect(STAMPEDE_ON_FOOT.escape.results[2].outcome).toBe('escapes');
    expect(STAMPEDE_ON_FOOT.escape.results[3].outcome).toBe('stuck');
    expect(STAMPEDE_ON_FOOT.escape.modifiers).toEqual([
      { printed: '(Agile = -1 to roll)', skill: 'agile', modifier: -1 },
    ]);
  });

  it('"1 Stay Standing", "2-6 Knocked Down" (Agile = -1 to roll)', () => {
    expect(DIE_FACES.map((f) => STAMPEDE_ON_FOOT.stayStanding.results[f].outcome)).toEqual([
      'stays-standing',
      'knocked-down',
      'knocked-down',
      'knocked-down',
      'knocked-down',
      'knocked-down',
    ]);
    expect(STAMPEDE_ON_FOOT.stayStanding.modifiers.map((m) => [m.skill, m.modifier])).toEqual([
      ['agile', -1],
    ]);
  });

  it('"1-2 Roll 1 time", "3-4 Roll 2 times", "5 Roll 3 times", "6 Roll 4 times on the Fighting Table vs. TRAMPLE"', () => {
    expect(DIE_FACES.map((f) => STAMPEDE_ON_FOOT.trampled.results[f].fightingTableRolls)).toEqual([
      1, 1, 2, 2, 3, 4,
    ]);
    expect(STAMPEDE_ON_FOOT.trampled.results[6].printed).toBe(
      '6 Roll 4 times on the Fighting Table vs. TRAMPLE',
    );
  });
});

describe('STAMPEDE_ON_HORSEBACK (000 "What to do if a Stampede comes your way and you’re on horseback")', () => {
  it('cites 000 by that heading', () => {
    expect(STAMPEDE_ON_HORSEBACK.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'What to do if a Stampede comes your way and you’re on horseback',
    });
  });

  it('"Roll movement dice (only 3 in this instance)"; "Roll 1 D6 to escape stampede (on a 1, or 2)"', () => {
    expect(STAMPEDE_ON_HORSEBACK.movementDice).toBe(3);
    expect(STAMPEDE_ON_HORSEBACK.escapesOn).toEqual([1, 2]);
    expect(STAMPEDE_ON_HORSEBACK.lostControl).toBe('on-foot-stay-standing');
  });
});
