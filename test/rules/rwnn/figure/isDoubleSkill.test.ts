import { describe, expect, it } from 'vitest';
import { isDoubleSkill } from '../../../../src/rules/rwnn/figure/isDoubleSkill.ts';
import { rulesetTables } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';

describe('"those skills marked with an asterisk can be gained twice, the second time doubles the effect" (000 SKILLS)', () => {
  it('an asterisk on a number or a granted skill makes a skill double; 000 Evil\'s "normal*" is the one asterisk that does not', () => {
    for (const preset of ['rwnn-extended', 'rwnn-1996'] as const) {
      const skills = rulesetTables(preset).skills;
      const notDoubled = skills
        .filter((s) => isDoubleSkill(s, 'any-asterisk') && !isDoubleSkill(s, 'number-or-grant'))
        .map((s) => s.id);
      expect(notDoubled).toEqual(preset === 'rwnn-extended' ? ['evil'] : []);
      // Nothing is double under number-or-grant that carries no asterisk at all.
      expect(skills.filter((s) => !s.double && isDoubleSkill(s, 'number-or-grant'))).toEqual([]);
    }
  });

  it('Legend of the West\'s "within four* inches" (003: "four\' inches") is a starred number', () => {
    for (const preset of ['rwnn-extended', 'rwnn-1996'] as const) {
      const legend = rulesetTables(preset).skills.find((s) => s.id === 'legend-of-the-west')!;
      expect(isDoubleSkill(legend, 'number-or-grant')).toBe(true);
    }
  });
});
