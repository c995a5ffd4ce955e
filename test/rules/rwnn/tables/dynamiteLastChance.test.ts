import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import { DYNAMITE_LAST_CHANCE } from '../../../../src/rules/rwnn/tables/dynamiteLastChance.ts';

describe('DYNAMITE_LAST_CHANCE (000 "Last Chance Saving Throw")', () => {
  it('cites 000 Last Chance Saving Throw, and the kick-away to Dynamite Lobbing Procedure', () => {
    expect(DYNAMITE_LAST_CHANCE.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Last Chance Saving Throw',
    });
    expect(DYNAMITE_LAST_CHANCE.kickAway.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Dynamite Lobbing Procedure',
    });
  });

  it('"1-3: You get the throw off." / "4-6: You have a disarming experience"', () => {
    expect(DYNAMITE_LAST_CHANCE.withinInches).toBe(2);
    expect(DYNAMITE_LAST_CHANCE.onlyBeforeActing).toBe(true);
    expect(DIE_FACES.map((f) => DYNAMITE_LAST_CHANCE.results[f].outcome)).toEqual([
      'throws-back',
      'throws-back',
      'throws-back',
      'disarming-experience',
      'disarming-experience',
      'disarming-experience',
    ]);
    expect(DYNAMITE_LAST_CHANCE.results[1].printed).toBe('1-3: You get the throw off.');
    expect(DYNAMITE_LAST_CHANCE.results[4].printed).toMatch(/^4-6: You have a disarming experience/);
  });

  it('"an automatic Serious Wound, Knocked Down result in the ‘throwing arm,’ and Pull 3 Damage Chits besides"', () => {
    expect(DYNAMITE_LAST_CHANCE.disarming).toEqual({
      wound: 'serious-wound',
      knock: 'knocked-down',
      location: 'throwing-arm',
      damageChits: 3,
      armUselessForTheGame: true,
    });
  });

  it('"the GW scatter dice and 3 D6"; kicking away: "Roll 2 D6 for distance and make one unmodified roll"', () => {
    expect(DYNAMITE_LAST_CHANCE.returnLob.distanceDice).toBe(3);
    expect(DYNAMITE_LAST_CHANCE.kickAway).toMatchObject({ distanceDice: 2, scatterRolls: 1 });
  });
});
