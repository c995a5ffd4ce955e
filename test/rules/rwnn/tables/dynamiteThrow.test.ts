import { describe, expect, it } from 'vitest';
import { DYNAMITE_THROW, DYNAMITE_THROW_TRWNN } from '../../../../src/rules/rwnn/tables/dynamiteThrow.ts';

describe('DYNAMITE_THROW (000 "Dynamite Lobbing Procedure", TBC)', () => {
  it('cites 000 Dynamite Lobbing Procedure and Dynamite Prerequisites', () => {
    expect(DYNAMITE_THROW.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Dynamite Lobbing Procedure',
    });
    expect(DYNAMITE_THROW.prerequisites.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Dynamite Prerequisites',
    });
  });

  it('"Select 1-3 D6 ... Citizens must throw for the full distance of ALL dice thrown"', () => {
    expect(DYNAMITE_THROW.distanceDice).toMatchObject({ min: 1, max: 3 });
    expect(DYNAMITE_THROW.distance).toEqual({ citizen: 'total', others: 'highest-die-to-total' });
  });

  it('"3.) Modify distance of the throw": -1” per wound, -1” Drunk, Deranged, Runt, +4” Strong', () => {
    expect(DYNAMITE_THROW.modifiersHeading).toBe('3.) Modify distance of the throw');
    expect(DYNAMITE_THROW.modifiers).toEqual([
      { printed: 'For each wound suffered by Thrower -1”', inches: -1, scaling: 'per-wound', skills: [] },
      {
        printed: 'Thrower is; Drunk, Deranged, Runt -1”',
        inches: -1,
        scaling: 'flat',
        skills: ['drunk-or-deranged', 'runt'],
      },
      { printed: 'Thrower is Strong +4”', inches: 4, scaling: 'flat', skills: ['strong'] },
    ]);
  });

  it('"Take the top three cards off the Fate deck. Add the “Boom” card"', () => {
    expect(DYNAMITE_THROW.fuse.cardsShuffledWithBoom).toBe(3);
  });
});

describe('DYNAMITE_THROW_TRWNN (000 "Dynamite Lobbing Procedure TRWNN Method.")', () => {
  it('cites 000 Dynamite Lobbing Procedure TRWNN Method. and Other Modifiers to Dynamite Lob', () => {
    expect(DYNAMITE_THROW_TRWNN.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Dynamite Lobbing Procedure TRWNN Method.',
    });
    expect(DYNAMITE_THROW_TRWNN.halved.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Other Modifiers to Dynamite Lob',
    });
  });

  it('"never exceed 18” for single sticks, 16” for bundles"; "DEAD ACCURATE (... within 1”)"', () => {
    expect(DYNAMITE_THROW_TRWNN.maxInches).toEqual({ singleStick: 18, bundle: 16 });
    expect(DYNAMITE_THROW_TRWNN.deadAccurateWithinInches).toBe(1);
  });

  it('"Serious Wound to his ‘good arm,’" and "Drunk or Deranged" halve the distance', () => {
    expect(DYNAMITE_THROW_TRWNN.halved.seriousWoundToGoodArm).toBe(true);
    expect(DYNAMITE_THROW_TRWNN.halved.skills).toEqual(['drunk-or-deranged']);
    expect(DYNAMITE_THROW_TRWNN.halved.printed).toEqual([
      'If a figure has suffered a Serious Wound to his ‘good arm,’ the throwing distance is halved.',
      'Drunk or Deranged characters suffer the same half distance throwing penalty.',
    ]);
  });
});
