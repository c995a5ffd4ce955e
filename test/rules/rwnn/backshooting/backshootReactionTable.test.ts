import { describe, expect, it } from 'vitest';
import {
  BACKSHOOT_REACTION,
  rearReactionNeed,
} from '../../../../src/rules/rwnn/backshooting/backshootReactionTable.ts';

describe('the backshooting reaction throws (000 BACKSHOOTING)', () => {
  it('"a 50% chance once the scheming rat gets within six inches": 4, 5 or 6, six inches included', () => {
    expect([rearReactionNeed(0.5), rearReactionNeed(6)]).toEqual([4, 4]);
  });

  it('"a one in three chance of reacting to an enemy within twelve inches of their rear": 5 or 6', () => {
    expect([rearReactionNeed(6.01), rearReactionNeed(12)]).toEqual([5, 5]);
  });

  it('beyond twelve inches he is not noticed at all', () => {
    expect(rearReactionNeed(12.01)).toBe(0);
  });

  it('"a further 50% chance of reacting to the sound of the gun cocking": 4, 5 or 6', () => {
    expect(BACKSHOOT_REACTION.gunCocking.need).toBe(4);
  });
});
