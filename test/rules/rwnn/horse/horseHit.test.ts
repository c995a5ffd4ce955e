import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { horseHit, newHorseHitReport } from '../../../../src/rules/rwnn/horse/horseHit.ts';
import { DEFAULT_HORSE_READINGS } from '../../../../src/rules/rwnn/horse/HorseReadings.ts';
import { newHorseState, RIDERLESS, type HorseState } from '../../../../src/rules/rwnn/horse/HorseState.ts';
import { mounted } from './mountedHorse.ts';

const R = DEFAULT_HORSE_READINGS;

describe('000 INJURY TO HORSES applied to the horse and its rider', () => {
  const hit = (h: HorseState, faces: number[]) => {
    const dice = new ScriptedDice(faces);
    const out = horseHit(h, R, dice, newHorseHitReport());
    dice.assertConsumed();
    return out;
  };

  it('"1 - 4 Grazed. Throw for loss of control.": a 3, control kept on a 5', () => {
    const h = mounted('good', 2);
    const out = hit(h, [3, 5]);
    expect([out.controlThrow, out.thrownRider, h.wounded, h.rider]).toEqual([true, RIDERLESS, false, 7]);
  });

  it('"5 Horse wounded ... maximum dice per throw reduced by one"; control lost (2), it rears (4), a Poor rider thrown on a 3', () => {
    const h = mounted('poor', 2);
    const out = hit(h, [5, 2, 4, 3]);
    expect([h.wounded, out.controlThrow, out.thrownRider, h.rider]).toEqual([true, true, 7, RIDERLESS]);
  });

  it('"6 Horse falls to the ground. Rider thrown." and trapped underneath; "3 Horse wounded, bolts once rider has extricated himself"', () => {
    const h = mounted('expert', 3);
    const out = hit(h, [6, 3]);
    expect([out.trapped, out.thrownRider, out.boltsWhenFree, h.wounded, h.dead, h.dice, h.rider]).toEqual([
      true,
      7,
      true,
      true,
      false,
      0,
      RIDERLESS,
    ]);
    // "1, 2 Horse dead/seriously injured."
    const d = mounted('good', 1);
    expect([hit(d, [6, 1]).boltsWhenFree, d.dead]).toEqual([false, true]);
  });

  it('a riderless horse grazed throws for nothing', () => {
    const h = newHorseState(0, 0, 0);
    expect(hit(h, [2]).controlThrow).toBe(false);
  });
});
