import { describe, expect, it } from 'vitest';
import { INDIAN_CLASSES } from '../../../../src/rules/rwnn/tables/IndianClass.ts';

describe('INDIAN_CLASSES (000 INDIANS, "There are only three classes of Indian character")', () => {
  it('cites 000 INDIANS', () => {
    expect(INDIAN_CLASSES.source).toEqual({ document: '000_53eda652e9702143.txt', section: 'INDIANS' });
  });

  it('"1. Young Blood ... (equivalent of Gunman)", "2. Warrior ... (equivalent to Shootist)", "3. Mighty Warrior ... (equivalent of Legend)"', () => {
    expect(INDIAN_CLASSES.classes['young-blood'].equivalent).toBe('gunman');
    expect(INDIAN_CLASSES.classes.warrior.equivalent).toBe('shootist');
    expect(INDIAN_CLASSES.classes['mighty-warrior'].equivalent).toBe('legend');
    expect(INDIAN_CLASSES.classes['young-blood'].printed).toBe(
      '1. Young Blood: a young warrior with little experience (equivalent of Gunman).',
    );
    expect(INDIAN_CLASSES.classes['mighty-warrior'].printed).toMatch(/^3\. Mighty Warrior: a widely famed/);
  });
});
