import { describe, expect, it } from 'vitest';
import { newFaceCounts } from '../../../../src/dice/Dice.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { DEFAULT_SHOT_CHOOSER as C } from '../../../../src/rules/rwnn/shot/defaultShotChooser.ts';
import { BATCH, HIT_DIE, REROLL, type BatchView } from '../../../../src/rules/rwnn/shot/ShotChooser.ts';

function view(kind: BatchView['kind'], faceList: number[], o: Partial<BatchView> = {}): BatchView {
  const counts = newFaceCounts();
  for (const f of faceList) counts[f]!++;
  return {
    kind,
    counts,
    hits: 0,
    gun: GUN.loaded,
    hitsOn: 6,
    location: 0,
    effect: 0,
    targetDown: false,
    rank: 0,
    maxShift: 1,
    shiftRank: new Float64Array([0, 0, 0]),
    ...o,
  };
}

describe('the default choices', () => {
  it('Lucky re-rolls the lowest die of a miss, and nothing of a hit', () => {
    expect(C.rerollOne(view(BATCH.deliberate, [4, 2, 3]), true, REROLL.lucky)).toBe(2);
    expect(C.rerollOne(view(BATCH.deliberate, [6, 2, 3], { hits: 1 }), true, REROLL.lucky)).toBe(0);
  });
  it('blazing away, a 1 that costs him is re-rolled first', () => {
    expect(
      C.rerollOne(view(BATCH.blaze, [6, 1, 3], { hits: 1, gun: GUN.outOfAmmo }), true, REROLL.lucky),
    ).toBe(1);
  });
  it("an opponent forces only a lone hitting die (a Deadeye's 5 counts)", () => {
    expect(C.rerollOne(view(BATCH.deliberate, [6, 6, 3], { hits: 1 }), false, REROLL.curse)).toBe(0);
    expect(C.rerollOne(view(BATCH.deliberate, [5, 3], { hits: 1, hitsOn: 5 }), false, REROLL.curse)).toBe(5);
  });
  it('on a hit: the owner re-rolls the effect die when the target stands; the target when it downs him', () => {
    expect(C.rerollOne(view(BATCH.hit, [], { location: 2, effect: 1 }), true, REROLL.lucky)).toBe(
      HIT_DIE.effect,
    );
    expect(C.rerollOne(view(BATCH.hit, [], { targetDown: true }), false, REROLL.curse)).toBe(HIT_DIE.effect);
  });
  it('Charmed is kept for the hit that would put him down', () => {
    expect(C.rerollAll(view(BATCH.deliberate, [2, 2]), true)).toBe(false);
    expect(C.rerollAll(view(BATCH.hit, [], { targetDown: true }), false)).toBe(true);
  });
  it('Marksman shifts to the worst cell for the target, keeping the die when nothing is worse', () => {
    expect(C.shiftLocation(view(BATCH.hit, [], { shiftRank: new Float64Array([15, 6, 6]) }))).toBe(-1);
    expect(C.shiftLocation(view(BATCH.hit, [], { shiftRank: new Float64Array([1, 1, -1]) }))).toBe(0);
  });
});
