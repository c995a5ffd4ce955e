import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { MYSTIC_WARRIOR } from '../../../../src/rules/rwnn/tables/mysticWarrior.ts';

describe('MYSTIC_WARRIOR (000 "Mystic Warrior")', () => {
  it('cites 000 Mystic Warrior', () => {
    expect(MYSTIC_WARRIOR.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Mystic Warrior',
    });
  });

  it('"1. Charmed", "2. Cursed", "3. Lucky", "4. Dream Quest", "5. Medicine Man", "6. Mighty Vision"', () => {
    expect(
      DIE_FACES.map((f) => [
        MYSTIC_WARRIOR.vision[f].vision,
        MYSTIC_WARRIOR.vision[f].grants,
        MYSTIC_WARRIOR.vision[f].lasts,
      ]),
    ).toEqual([
      ['charmed', { skill: 'charmed', who: 'himself' }, 'this-encounter'],
      ['cursed', { skill: 'cursed', who: 'himself' }, 'this-encounter'],
      ['lucky', { skill: 'lucky', who: 'himself' }, 'this-encounter'],
      ['dream-quest', null, 'this-encounter'],
      ['medicine-man', { skill: 'charmed', who: 'war-party' }, 'this-encounter'],
      ['mighty-vision', null, 'permanent'],
    ]);
    expect(DIE_FACES.map((f) => MYSTIC_WARRIOR.vision[f].printed.split(':')[0])).toEqual([
      '1. Charmed',
      '2. Cursed',
      '3. Lucky',
      '4. Dream Quest',
      '5. Medicine Man',
      '6. Mighty Vision',
    ]);
  });

  it('Mighty Vision, "Throw again: 1, 2 Charmed 3, 4 Cursed 5, 6 Lucky"', () => {
    expect(DIE_FACES.map((f) => MYSTIC_WARRIOR.mightyVision[f])).toEqual([
      { skill: 'charmed', printed: '1, 2 Charmed' },
      { skill: 'charmed', printed: '1, 2 Charmed' },
      { skill: 'cursed', printed: '3, 4 Cursed' },
      { skill: 'cursed', printed: '3, 4 Cursed' },
      { skill: 'lucky', printed: '5, 6 Lucky' },
      { skill: 'lucky', printed: '5, 6 Lucky' },
    ]);
  });
});
