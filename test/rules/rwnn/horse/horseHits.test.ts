import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { hitOnMountedMan, type MountedTarget } from '../../../../src/rules/rwnn/horse/hitOnMountedMan.ts';
import { DEFAULT_HORSE_READINGS } from '../../../../src/rules/rwnn/horse/HorseReadings.ts';
import { horseInjury, newHorseInjury } from '../../../../src/rules/rwnn/horse/horseInjury.ts';
import {
  mountedFiringModifier,
  type MountedFirer,
} from '../../../../src/rules/rwnn/horse/mountedFiringModifier.ts';
import { newRescueThrow, rescueHoist, rescueModifier } from '../../../../src/rules/rwnn/horse/rescueHoist.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';

/** The hit on a horse on exactly these faces. */
function injury(faces: number[]) {
  const dice = new ScriptedDice(faces);
  const out = horseInjury(dice, newHorseInjury());
  dice.assertConsumed();
  return { outcome: out.result.outcome, control: out.result.lossOfControl, fall: out.fall };
}

describe('000 INJURY TO HORSES: "Just throw a dice"', () => {
  it('"1 - 4 Grazed. Throw for loss of control." and "5 Horse wounded ... 5.d) Throw for loss of control."', () => {
    expect(injury([4])).toEqual({ outcome: 'grazed', control: true, fall: null });
    expect(injury([5])).toEqual({ outcome: 'wounded', control: true, fall: null });
  });

  it('"6 Horse falls to the ground. Rider thrown." then "Throw again"', () => {
    const fell = (f: number) => {
      const i = injury([6, f]);
      expect(i.outcome).toBe('falls');
      return [i.fall!.horse, i.fall!.afterwards];
    };
    expect(fell(2)).toEqual(['dead-or-seriously-injured', 'none']);
    expect(fell(3)).toEqual(['wounded', 'bolts']);
    expect(fell(4)).toEqual(['grazed', 'bolts']);
    expect(fell(5)).toEqual(['wounded', 'stands']);
    expect(fell(6)).toEqual(['grazed', 'stands']);
  });
});

describe('000 RESCUING COMRADES ON FOOT: the hoist', () => {
  const hoist = (modifier: number, face: number) => {
    const dice = new ScriptedDice([face]);
    return { ...rescueHoist(modifier, dice, newRescueThrow()) };
  };

  it('"Roll a: 3,4,5 or 6": unmodified, a 3 hoists and a 2 does not', () => {
    expect(hoist(0, 3)).toEqual({ hoisted: true, controlThrow: false });
    expect(hoist(0, 2)).toEqual({ hoisted: false, controlThrow: true });
  });

  it('"If the unmodified dice throw is 1 or 2, the rider must first throw for loss of control": even at +2', () => {
    expect(hoist(2, 1)).toEqual({ hoisted: true, controlThrow: true });
    expect(hoist(-3, 5)).toEqual({ hoisted: false, controlThrow: false });
  });

  it('the modifiers: "-1" per movement die, "+2 each" Expert, "- 1 each" seriously wounded, "Plains Indian + 1"', () => {
    const m = (movementDice: number, expertRiders: number, seriouslyWounded: number, plainsIndian: boolean) =>
      rescueModifier({ movementDice, expertRiders, seriouslyWounded, plainsIndian });
    expect(m(3, 0, 0, false)).toBe(-3);
    expect(m(2, 2, 0, false)).toBe(2);
    expect(m(1, 1, 2, true)).toBe(0);
  });
});

describe('000 SHOOTING AT HORSES: who a hit on a mounted man strikes', () => {
  const hit = (firer: CharacterClass, faces: number[], aim: MountedTarget, plainsIndian = false) => {
    const dice = new ScriptedDice(faces);
    const out = hitOnMountedMan(firer, plainsIndian, aim, dice);
    dice.assertConsumed();
    return out;
  };

  it('Citizens "cannot choose": "1, 2, 3 Horse", "4, 5, 6 Rider"', () => {
    expect(hit('citizen', [3], 'rider')).toBe('horse');
    expect(hit('citizen', [4], 'horse')).toBe('rider');
  });

  it('"subtract one if firing at a Plains Indian": a Citizen\'s 4 hits the horse', () => {
    expect(hit('citizen', [4], 'rider', true)).toBe('horse');
  });

  it('Gunmen "may add or subtract one from the result": a 3 at the rider, a 4 at the horse', () => {
    expect(hit('gunman', [3], 'rider')).toBe('rider');
    expect(hit('gunman', [4], 'horse')).toBe('horse');
    expect(hit('gunman', [2], 'rider')).toBe('horse');
    // "as above": the Plains Indian's -1 too; a 4 aimed at him is read as 4.
    expect(hit('gunman', [4], 'rider', true)).toBe('rider');
    expect(hit('gunman', [3], 'rider', true)).toBe('horse');
  });

  it('"Shootists & Legends are always on target": no die thrown', () => {
    expect(hit('shootist', [], 'horse')).toBe('horse');
    expect(hit('legend', [], 'rider', true)).toBe('rider');
  });
});

describe('000 HORSES, "Moving and Firing Mounted.": the firing dice lost', () => {
  const f = (o: Partial<MountedFirer>): MountedFirer => ({
    weapon: 'pistol',
    rider: 'good',
    plainsIndian: false,
    movementDice: 2,
    ...o,
  });
  const mod = (o: Partial<MountedFirer>, r = {}) =>
    mountedFiringModifier(f(o), { ...DEFAULT_HORSE_READINGS, ...r });

  it('pistols "subtract one ... for each movement dice", shoulder arms "subtract two"', () => {
    expect(mod({ movementDice: 3 })).toBe(-3);
    expect(mod({ weapon: 'shoulder-arm', movementDice: 3 })).toBe(-6);
    expect(mod({ movementDice: 0 })).toBe(0);
  });

  it('"Plains Indians ignore the first movement dice thrown"; an Expert rider who is not one does not', () => {
    expect(mod({ plainsIndian: true, rider: 'expert', movementDice: 3 })).toBe(-2);
    expect(mod({ rider: 'expert', movementDice: 3 })).toBe(-3);
    expect(mod({ plainsIndian: true, movementDice: 1 })).toBe(0);
  });

  it('horses.firstDieIgnored=expert-rider: the RANGE CHART\'s "Expert Riders ignore the first movement dice"', () => {
    expect(mod({ rider: 'expert', movementDice: 3 }, { firstDieIgnored: 'expert-rider' })).toBe(-2);
    expect(
      mod({ plainsIndian: true, rider: 'good', movementDice: 3 }, { firstDieIgnored: 'expert-rider' }),
    ).toBe(-3);
  });

  it('tables.mountedShoulderArmModifier=minus-one: the RANGE CHART list\'s "Mounted, for each dice about to be thrown -1"', () => {
    expect(mod({ weapon: 'shoulder-arm', movementDice: 3 }, { shoulderArm: 'minus-one' })).toBe(-3);
  });
});
