import { describe, expect, it } from 'vitest';
import { INDIAN_SKILLS } from '../../../../src/rules/rwnn/tables/indianSkills.ts';

// [id, printed name, asterisk, same-named skill of SKILLS & ATTRIBUTES]
const PRINTED = [
  ['accomplished-shot', 'Accomplished Shot', false, null],
  ['agile', 'Agile', false, 'agile'],
  ['fighter', 'Fighter', false, null],
  ['great-horseman', 'Great Horseman', false, null],
  ['hard-as-nails', 'Hard As Nails (Stoic)', false, 'hard-as-nails'],
  ['hunter', 'Hunter', false, null],
  ['legend-of-the-tribes', 'Legend Of The Tribes', false, null],
  ['mystic-warrior', 'Mystic Warrior', false, null],
  ['nerves-of-steel', 'Nerves Of Steel', false, 'nerves-of-steel'],
  ['stealthy', 'Stealthy', true, 'stealthy'],
  ['strong', 'Strong', true, 'strong'],
  ['swift', 'Swift', false, 'swift'],
  ['terrifying', 'Terrifying', true, 'terrifying'],
  ['tough', 'Tough', true, 'tough'],
  ['true-grit', 'True Grit', false, 'true-grit'],
  ['vengeful', 'Vengeful', false, 'vengeful'],
  ['wildman', 'Wildman', false, 'wildman'],
] as const;

describe('INDIAN_SKILLS (000 "Indian Skills & Attributes")', () => {
  it('cites 000 Indian Skills & Attributes', () => {
    expect(INDIAN_SKILLS.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Indian Skills & Attributes',
    });
  });

  it('lists the 17 skills in printed order, "Stealthy*", "Strong*", "Terrifying*", "Tough*" double', () => {
    expect(INDIAN_SKILLS.skills.map((s) => [s.id, s.name, s.double, s.sameNameAs])).toEqual(
      PRINTED.map((p) => [...p]),
    );
  });

  it.each([
    ['fighter', 'adds 4 dice when attempting to hit in a fight.'],
    ['hunter', 'adds 1 to his roll when trying to get a clear shot at an opponent in cover.'],
    ['strong', 'adds 2 dice I in a fight.'],
    ['true-grit', 'adds 2 dice when testing Nerve. Fears no one.'],
    ['vengeful', 'hates anyone who shoots at him, or attacks him.'],
    ['mystic-warrior', 'see below.'],
  ] as const)('%s: "%s"', (id, text) => {
    expect(INDIAN_SKILLS.skills.find((s) => s.id === id)?.text).toBe(text);
  });

  it('"Accomplished Shot: ... A Young Blood adds 1, a Warrior 2, and a Mighty Warrior 3 firing dice"', () => {
    expect(INDIAN_SKILLS.skills[0].text).toContain(
      'A Young Blood adds 1, a Warrior 2, and a Mighty Warrior 3 firing dice with that weapon.',
    );
  });

  it('"The Bossman skill does not appear. Instead, one Indian is chosen as the Warleader"', () => {
    expect(INDIAN_SKILLS.warleader.actsAs).toBe('bossman');
    expect(INDIAN_SKILLS.warleader.printed).toMatch(/^The Bossman skill does not appear\./);
  });
});
