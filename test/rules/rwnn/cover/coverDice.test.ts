import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import {
  CLEAR_SHOT_MODIFIER,
  clearShot,
  clearShotTotal,
} from '../../../../src/rules/rwnn/cover/clearShot.ts';
import { COVER_HIT, coverHit } from '../../../../src/rules/rwnn/cover/coverHit.ts';
import { MATERIAL } from '../../../../src/rules/rwnn/cover/CoverMaterial.ts';
import { coverReadings } from '../../../../src/rules/rwnn/cover/CoverReadings.ts';
import { terrainStopNeed, terrainStops } from '../../../../src/rules/rwnn/cover/terrainStop.ts';

describe('coverHit: a hit on a protected location (000 COVER)', () => {
  it('penetrable cover: 1, 2 the shot penetrates; 3-6 it is stopped', () => {
    // "1, 2 - shot penetrates, target hit, subtract one from the damage dice ... 3-6 - shot is stopped."
    for (const face of [1, 2]) {
      const dice = new ScriptedDice([face]);
      expect(coverHit(MATERIAL.penetrable, false, dice)).toBe(COVER_HIT.penetrated);
      dice.assertConsumed();
    }
    for (const face of [3, 4, 5, 6]) {
      const dice = new ScriptedDice([face]);
      expect(coverHit(MATERIAL.penetrable, false, dice)).toBe(COVER_HIT.stopped);
      dice.assertConsumed();
    }
  });

  it('substantial cover stops the shot with no throw', () => {
    // "shots that would have hit protected parts of his body cause him to duck back, but cannot injure him"
    const dice = new ScriptedDice([]);
    expect(coverHit(MATERIAL.substantial, false, dice)).toBe(COVER_HIT.stopped);
    dice.assertConsumed();
  });

  it('a shotgun does not penetrate a fence or wooden wall: no throw', () => {
    // 000 SHOTGUNS: "a shotgun will not penetrate wooden walls, or fences unless they are exceptionally flimsy"
    const dice = new ScriptedDice([]);
    expect(coverHit(MATERIAL.penetrable, true, dice)).toBe(COVER_HIT.stopped);
    dice.assertConsumed();
  });
});

describe('terrainStop: a tree or the terrain stops a hit', () => {
  const extended = coverReadings('rwnn-extended');
  const quickref = coverReadings('rwnn-quickref');

  it('000: in loose or dense woods, needing a 4, 5 or 6; scrub stops nothing', () => {
    // 000 COMBAT IN THE GREAT OUTDOORS: "If a character in loose or dense woods would be grazed or wounded,
    // throw to see if the shot was stopped by a tree; needing a 4, 5 or 6."
    expect(terrainStopNeed(1, 1, extended)).toBe(4);
    expect(terrainStopNeed(2, 2, extended)).toBe(4);
    expect(terrainStopNeed(0, 2, extended)).toBe(0);
    expect(terrainStops(4, new ScriptedDice([4]))).toBe(true);
    expect(terrainStops(4, new ScriptedDice([3]))).toBe(false);
  });

  it('002: 4+ in dense, 5+ in loose cover/terrain', () => {
    // 002: "Needing 4+ in dense cover/terrain. Needing 5+ in loose cover/terrain."
    expect(terrainStopNeed(0, 2, quickref)).toBe(4);
    expect(terrainStopNeed(1, 1, quickref)).toBe(5);
    expect(terrainStopNeed(0, 0, quickref)).toBe(0);
    expect(terrainStops(5, new ScriptedDice([5]))).toBe(true);
    expect(terrainStops(5, new ScriptedDice([4]))).toBe(false);
  });

  it('the 1996 edition, with no great outdoors, borrows 000', () => {
    expect(coverReadings('rwnn-1996').terrainStop).toBe('extended');
  });

  it('throws nothing in the open', () => {
    const dice = new ScriptedDice([]);
    expect(terrainStops(0, dice)).toBe(false);
    dice.assertConsumed();
  });
});

describe('clearShot (000 COMBAT IN THE GREAT OUTDOORS)', () => {
  it('must score more than the total density', () => {
    // "The firer must throw a dice and score more than the total density to be permitted to fire."
    expect(clearShot(2, 0, new ScriptedDice([3]))).toBe(true);
    expect(clearShot(2, 0, new ScriptedDice([2]))).toBe(false);
    expect(clearShot(4, 0, new ScriptedDice([5]))).toBe(true);
  });

  it('subtracts one at a character who has ducked back', () => {
    // "Subtract one from the dice when attempting to find a clear shot at an Indian, or at a character who
    // has ducked back."
    expect(clearShot(2, CLEAR_SHOT_MODIFIER.duckedBack, new ScriptedDice([3]))).toBe(false);
    expect(clearShot(2, CLEAR_SHOT_MODIFIER.duckedBack, new ScriptedDice([4]))).toBe(true);
  });

  it('adds one for a Marksman', () => {
    // 000 Marksman: "+1 to his roll on finding a 'Clear Shot' in The Great Outdoors."
    expect(clearShot(3, CLEAR_SHOT_MODIFIER.marksman, new ScriptedDice([3]))).toBe(true);
  });

  it('throws nothing with no woods between', () => {
    const dice = new ScriptedDice([]);
    expect(clearShot(0, CLEAR_SHOT_MODIFIER.duckedBack, dice)).toBe(true);
    dice.assertConsumed();
  });

  it('totals every wood crossed, or leaves out those either figure stands in', () => {
    // "one for each area of loose scrub or woods, and two for each area of dense scrub or woods"
    expect(clearShotTotal(3, 2, coverReadings('rwnn-extended'))).toBe(3);
    expect(clearShotTotal(3, 2, coverReadings('rwnn-extended', { clearShotAreas: 'between-only' }))).toBe(1);
  });
});
