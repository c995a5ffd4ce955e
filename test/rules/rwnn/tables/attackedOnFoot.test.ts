import { describe, expect, it } from 'vitest';
import { ATTACKED_ON_FOOT } from '../../../../src/rules/rwnn/tables/attackedOnFoot.ts';
import { FIGHTING_MODIFIERS_EXTENDED } from '../../../../src/rules/rwnn/tables/fightingModifiers.ts';

describe('ATTACKED_ON_FOOT (000 ATTACKING CHARACTERS ON FOOT)', () => {
  it('cites 000 ATTACKING CHARACTERS ON FOOT', () => {
    expect(ATTACKED_ON_FOOT.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'ATTACKING CHARACTERS ON FOOT',
    });
  });

  it('"1. Diving out of the way (+ 4 dice)", "2. Dodge (+ 2 dice)", "3. Stand and fight (no modifier)", "4. Heroic leap (- 2 dice)"', () => {
    expect(ATTACKED_ON_FOOT.responses.map((r) => [r.id, r.heading, r.fightDice])).toEqual([
      ['dive', '1. Diving out of the way (+ 4 dice)', 4],
      ['dodge', '2. Dodge (+ 2 dice)', 2],
      ['stand-and-fight', '3. Stand and fight (no modifier)', 0],
      ['heroic-leap', '4. Heroic leap (- 2 dice)', -2],
    ]);
  });

  it('keeps the numbered list as printed', () => {
    expect(ATTACKED_ON_FOOT.responses.map((r) => r.listed)).toEqual([
      '1. Dive out of the way (this is compulsory for Citizens and Yellow characters).',
      '2. Dodge.',
      '3. Stand and fight, or attempt to stop a bolting horse.',
      '4. Make a heroic leap. (Only Legends, Expert horsemen)',
    ]);
  });

  it('the dice are the same numbers as 000\'s "Horse combat only" lines "Diving + 4", "Dodging + 2", "Heroic leap - 2"', () => {
    const dice = (id: string) => FIGHTING_MODIFIERS_EXTENDED.modifiers.find((m) => m.id === id)?.dice;
    expect(ATTACKED_ON_FOOT.responses[0].fightDice).toBe(dice('diving'));
    expect(ATTACKED_ON_FOOT.responses[1].fightDice).toBe(dice('dodging'));
    expect(ATTACKED_ON_FOOT.responses[3].fightDice).toBe(dice('heroic-leap'));
  });

  it('diving "is compulsory for Citizens and Yellow characters"; the heroic leap is "Only Legends, Expert horsemen"', () => {
    expect(ATTACKED_ON_FOOT.responses[0].compulsoryFor).toEqual({
      classes: ['citizen'],
      riders: [],
      skills: ['yellow'],
    });
    expect(ATTACKED_ON_FOOT.responses[3].onlyFor).toEqual({
      classes: ['legend'],
      riders: ['expert'],
      skills: [],
    });
    expect(ATTACKED_ON_FOOT.responses[3].text[0]).toContain('(remove underlined portion)');
  });

  it('a bolting horse brought under control "needing a 4, 5 or 6 (- 1 if Inept, + 2 if Expert)"', () => {
    expect(ATTACKED_ON_FOOT.stopBoltingHorse.succeedsOn).toEqual([4, 5, 6]);
    expect(ATTACKED_ON_FOOT.stopBoltingHorse.modifiers).toEqual({ inept: -1, poor: 0, good: 0, expert: 2 });
  });
});
