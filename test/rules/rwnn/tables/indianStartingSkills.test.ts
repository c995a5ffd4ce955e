import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { INDIAN_STARTING_SKILLS } from '../../../../src/rules/rwnn/tables/indianStartingSkills.ts';

describe("INDIAN_STARTING_SKILLS (000 INDIANS, a Young Blood's starting skills)", () => {
  it('cites 000 INDIANS', () => {
    expect(INDIAN_STARTING_SKILLS.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'INDIANS',
    });
  });

  it('"1,2 no skills", "3,4 one skill", "5 two skills", "6 three skills"', () => {
    expect(DIE_FACES.map((f) => INDIAN_STARTING_SKILLS.count[f])).toEqual([
      { skills: 0, printed: '1,2 no skills' },
      { skills: 0, printed: '1,2 no skills' },
      { skills: 1, printed: '3,4 one skill' },
      { skills: 1, printed: '3,4 one skill' },
      { skills: 2, printed: '5 two skills' },
      { skills: 3, printed: '6 three skills' },
    ]);
  });

  it('"1. Agile", "2. Hard as nails (Stoic)", "3. Nerves of steel", "4. Fighter", "5. Swift", the same for both tribes', () => {
    expect(
      ([1, 2, 3, 4, 5] as const).map((f) => [
        INDIAN_STARTING_SKILLS.skill[f].printed,
        INDIAN_STARTING_SKILLS.skill[f].plains,
        INDIAN_STARTING_SKILLS.skill[f].apache,
      ]),
    ).toEqual([
      ['1. Agile', [{ list: 'indian', skill: 'agile' }], [{ list: 'indian', skill: 'agile' }]],
      [
        '2. Hard as nails (Stoic)',
        [{ list: 'indian', skill: 'hard-as-nails' }],
        [{ list: 'indian', skill: 'hard-as-nails' }],
      ],
      [
        '3. Nerves of steel',
        [{ list: 'indian', skill: 'nerves-of-steel' }],
        [{ list: 'indian', skill: 'nerves-of-steel' }],
      ],
      ['4. Fighter', [{ list: 'indian', skill: 'fighter' }], [{ list: 'indian', skill: 'fighter' }]],
      ['5. Swift', [{ list: 'indian', skill: 'swift' }], [{ list: 'indian', skill: 'swift' }]],
    ]);
  });

  it('"6. A Plains Indian is a Mystic Warrior, an Apache is a Crack shot with a rifle and Stealthy"', () => {
    expect(INDIAN_STARTING_SKILLS.skill[6]).toEqual({
      printed: '6. A Plains Indian is a Mystic Warrior, an Apache is a Crack shot with a rifle and Stealthy',
      plains: [{ list: 'indian', skill: 'mystic-warrior' }],
      apache: [
        { list: 'main', skill: 'crack-shot', withWeapon: 'rifle' },
        { list: 'indian', skill: 'stealthy' },
      ],
    });
  });
});
