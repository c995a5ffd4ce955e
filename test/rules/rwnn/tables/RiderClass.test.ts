import { describe, expect, it } from 'vitest';
import { RIDER_CLASSES } from '../../../../src/rules/rwnn/tables/RiderClass.ts';

describe('RIDER_CLASSES (000 HORSES, "There are four classes of riders")', () => {
  it('cites 000 HORSES', () => {
    expect(RIDER_CLASSES.source).toEqual({ document: '000_53eda652e9702143.txt', section: 'HORSES' });
  });

  it('"Inept", "Poor", "Good", "Expert", each with the riders it describes', () => {
    expect(RIDER_CLASSES.classes).toEqual({
      inept: { name: 'Inept', printed: 'Inept: someone who has rarely been on a horse.' },
      poor: {
        name: 'Poor',
        printed: 'Poor: someone who has occasionally ridden in civilian life, barely trained cavalry.',
      },
      good: { name: 'Good', printed: 'Good: most cavalry, most Apache.' },
      expert: {
        name: 'Expert',
        printed: 'Expert: many officers, all Plains Indian , some veteran cavalry, scouts.',
      },
    });
  });
});
