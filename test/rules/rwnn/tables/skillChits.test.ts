import { describe, expect, it } from 'vitest';
import { SKILL_CHITS } from '../../../../src/rules/rwnn/tables/skillChits.ts';

describe('SKILL_CHITS (000 Appendix - A, "Skills Chits: Cowboy")', () => {
  it('cites 000 Appendix - A', () => {
    expect(SKILL_CHITS.source).toEqual({ document: '000_53eda652e9702143.txt', section: 'Appendix - A' });
  });

  it('lists the 34 printed chits in order', () => {
    expect(SKILL_CHITS.chits.map((c) => c.printed)).toEqual([
      'Agile',
      'Ambidextrous',
      'Bossman',
      'Brawler',
      'Charmed',
      'Clumsy',
      'Crack Shot',
      'Cunning',
      'Cursed',
      'Deadeye',
      'Drunk or Deranged',
      'Evil',
      'Hard as Nails',
      'Jumpy',
      'Knifeman Swordsman',
      'Lightening Fast',
      'Lucky',
      'Marksman',
      'Nerves of Steel',
      'Quick Shot',
      'Runt',
      'Slow',
      'Stealthy',
      'Stoopid',
      'Strong',
      'Swift',
      'Terrifying',
      'Tough',
      'True Grit',
      'Vengeful',
      'White Knight',
      'Wildman',
      'Yellow',
      'Life is Cheap',
    ]);
  });

  it('maps "Lightening Fast" to lightning-fast and "Life is Cheap" to no skill', () => {
    expect(SKILL_CHITS.chits[15]).toEqual({ printed: 'Lightening Fast', skill: 'lightning-fast' });
    expect(SKILL_CHITS.chits[33]).toEqual({ printed: 'Life is Cheap', skill: null });
  });

  it('has no chit for Bruiser, Expert Fighter or Legend of the West', () => {
    const skills = SKILL_CHITS.chits.map((c) => c.skill);
    expect(skills).not.toContain('bruiser');
    expect(skills).not.toContain('expert-fighter');
    expect(skills).not.toContain('legend-of-the-west');
  });
});
