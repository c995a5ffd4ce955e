import { describe, expect, it } from 'vitest';
import { STAMPEDE_TURNING } from '../../../../src/rules/rwnn/tables/stampedeTurning.ts';

describe('STAMPEDE_TURNING (000 "How to stop, or turn a stampede")', () => {
  it('cites 000 How to stop, or turn a stampede', () => {
    expect(STAMPEDE_TURNING.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'How to stop, or turn a stampede',
    });
  });

  it('on horseback "A 1 or 2 on a D6 TURNS the stampede"; on foot "A 1 n a D6 TURNS the stampede", right or left', () => {
    expect(STAMPEDE_TURNING.onHorseback.turnsOn).toEqual([1, 2]);
    expect(STAMPEDE_TURNING.onFoot.turnsOn).toEqual([1]);
    expect(STAMPEDE_TURNING.onFoot.directions).toEqual(['right', 'left']);
    expect(STAMPEDE_TURNING.onFoot.printed[1]).toBe(
      'A 1 n a D6 TURNS the stampede. Roll for Deviation. The herd will only turn right, or left.',
    );
  });
});
