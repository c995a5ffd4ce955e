import { describe, expect, it } from 'vitest';
import { STAMPEDE_SURROUNDINGS } from '../../../../src/rules/rwnn/tables/stampedeSurroundings.ts';

describe('STAMPEDE_SURROUNDINGS (000 "What stampedes do to the surrounding neighborhood")', () => {
  it('cites 000 by that heading', () => {
    expect(STAMPEDE_SURROUNDINGS.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'What stampedes do to the surrounding neighborhood',
    });
  });

  it('fences "1 turn", stone "2 in 6", buildings around, wagons "1-3", stagecoaches "will not overturn"', () => {
    expect(STAMPEDE_SURROUNDINGS.rows.map((r) => [r.thing, r.effect])).toEqual([
      ['wooden-fence', { kind: 'breaks-through', turns: 1 }],
      ['mortared-stone-fence', { kind: 'stopped' }],
      ['piled-stone-fence', { kind: 'breaks-through-chance', chanceInSix: 2 }],
      ['building', { kind: 'goes-around' }],
      ['small-loose-object', { kind: 'knocked-down' }],
      ['wagon', { kind: 'overturns-on', faces: [1, 2, 3] }],
      ['stagecoach', { kind: 'unharmed' }],
    ]);
    expect(STAMPEDE_SURROUNDINGS.rows[5].printed).toBe(
      'Wagons will overturn on a 1-3 on a D6 for every turn the stampede is next to them.',
    );
  });
});
