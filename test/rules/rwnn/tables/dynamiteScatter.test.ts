import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../../src/rules/rwnn/tables/DieFace.ts';
import {
  DYNAMITE_SCATTER,
  DYNAMITE_SCATTER_TRWNN,
  DYNAMITE_SCATTER_VARIANT_A,
} from '../../../../src/rules/rwnn/tables/dynamiteScatter.ts';

describe('DYNAMITE_SCATTER (000 "Dynamite Lobbing Procedure", step 4, the Brian Ansell Method)', () => {
  it('cites 000 Dynamite Lobbing Procedure', () => {
    expect(DYNAMITE_SCATTER.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Dynamite Lobbing Procedure',
    });
  });

  it('"Subtract the red dice from the black dice"; "less than 1” scatter means a direct hit"', () => {
    expect(DYNAMITE_SCATTER.dice).toBe('red-and-black');
    expect(DYNAMITE_SCATTER.inches).toBe('black-minus-red');
    expect(DYNAMITE_SCATTER.directHitBelowInches).toBe(1);
    expect(DYNAMITE_SCATTER.modifiersApplyTo).toBe('size');
  });

  it('the "Lobbing Modifiers": +1” per wound, +1” Clumsy ... Wildman, -1” Crack Shot ... True Grit', () => {
    expect(DYNAMITE_SCATTER.modifiers).toEqual([
      { printed: 'For each would suffered by Thrower +1”', inches: 1, scaling: 'per-wound', skills: [] },
      {
        printed: 'Thrower is; Clumsy, Drunk, Deranged, Jumpy, Runt, Wildman +1”',
        inches: 1,
        scaling: 'flat',
        skills: ['clumsy', 'drunk-or-deranged', 'jumpy', 'runt', 'wildman'],
      },
      {
        printed: 'Thrower is: Crack Shot, Deadeye, Marksman, Nerves of Steel, True Grit -1”',
        inches: -1,
        scaling: 'flat',
        skills: ['crack-shot', 'deadeye', 'marksman', 'nerves-of-steel', 'true-grit'],
      },
    ]);
  });

  it('"If the red and black dice are equal, the dynamite bounces. Roll for scatter 2 more times."', () => {
    expect(DYNAMITE_SCATTER.bounce).toMatchObject({
      on: 'red-equals-black',
      extraScatterRolls: 2,
      modifiersApply: false,
      bouncesAtMostOnce: true,
    });
  });
});

describe('DYNAMITE_SCATTER_TRWNN (000 "Dynamite Lobbing Procedure TRWNN Method.")', () => {
  it('cites 000 Dynamite Lobbing Procedure TRWNN Method.', () => {
    expect(DYNAMITE_SCATTER_TRWNN.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Dynamite Lobbing Procedure TRWNN Method.',
    });
  });

  it('"1 D6 Distance Dice"; "BOTH 6 on the distance dice AND a target symbol"; "Roll twice"', () => {
    expect(DYNAMITE_SCATTER_TRWNN).toMatchObject({
      distanceDice: 1,
      bounceOnDistanceFace: 6,
      bounceRolls: 2,
      deadAccurateDistance: 'halved',
    });
  });

  it('"Roll 1 Games Workshop Scatter dice": its target symbol on two faces of six (dynamite-scatter-die)', () => {
    expect(DYNAMITE_SCATTER_TRWNN.scatterDie).toEqual({
      printed: 'Roll 1 Games Workshop Scatter dice',
      targetFaces: [1, 2],
    });
  });
});

describe('DYNAMITE_SCATTER_VARIANT_A (000 "Dynamite Scatter Variants", Variant “A”)', () => {
  it('cites 000 Dynamite Scatter Variants', () => {
    expect(DYNAMITE_SCATTER_VARIANT_A.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Dynamite Scatter Variants',
    });
  });

  it('"1 = Left", "a. = Right", "b. = Forward", "c. = Back", "d. = Hit", "e. = Hit" (dynamite-scatter-variant-a)', () => {
    expect(DIE_FACES.map((f) => DYNAMITE_SCATTER_VARIANT_A.results[f])).toEqual([
      { direction: 'left', printed: '1 = Left' },
      { direction: 'right', printed: 'a. = Right' },
      { direction: 'forward', printed: 'b. = Forward' },
      { direction: 'back', printed: 'c. = Back' },
      { direction: 'hit', printed: 'd. = Hit' },
      { direction: 'hit', printed: 'e. = Hit' },
    ]);
  });
});
