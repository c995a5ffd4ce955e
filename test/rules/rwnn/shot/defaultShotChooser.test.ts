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
    fallOnes: Infinity,
    wantInches: NaN,
    fallLoses: false,
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

describe('the default choices on movement dice (register entry movement-rerolls)', () => {
  const move = (faces: number[], o: Partial<BatchView>) => view(BATCH.move, faces, o);

  it('Lucky re-rolls a 1 when the 1s throw him over, however far he wants to go', () => {
    // 000 ACTIONS: "three 1's with the movement dice falls over"; a Citizen or Clumsy man's two.
    expect(C.rerollOne(move([1, 1, 1], { fallOnes: 3, wantInches: 0 }), true, REROLL.lucky)).toBe(1);
    expect(C.rerollOne(move([6, 1, 1], { fallOnes: 2, wantInches: 0 }), true, REROLL.lucky)).toBe(1);
  });

  it('short of where he is going, the lowest die under 4; nothing once the throw reaches it', () => {
    expect(C.rerollOne(move([5, 3, 2], { fallOnes: 3, wantInches: 12 }), true, REROLL.lucky)).toBe(2);
    expect(C.rerollOne(move([5, 3, 2], { fallOnes: 3, wantInches: 10 }), true, REROLL.lucky)).toBe(0);
    expect(C.rerollOne(move([6, 5, 4], { fallOnes: 3, wantInches: 18 }), true, REROLL.lucky)).toBe(0);
  });

  it('never a die whose re-roll could add the 1 that throws him over; a 1 itself is safe to throw again', () => {
    expect(C.rerollOne(move([5, 2, 1], { fallOnes: 2, wantInches: 12 }), true, REROLL.lucky)).toBe(1);
    expect(C.rerollOne(move([5, 3, 2, 1], { fallOnes: 2, wantInches: 18 }), true, REROLL.lucky)).toBe(1);
    expect(C.rerollOne(move([5, 3, 2], { fallOnes: 1, wantInches: 12 }), true, REROLL.lucky)).toBe(0);
    // 003 prints no fall: nothing to fear.
    expect(C.rerollOne(move([5, 3, 2], { wantInches: 12 }), true, REROLL.lucky)).toBe(2);
  });

  it("an opponent spends no Curse token or Charmed re-roll on a man's movement dice", () => {
    expect(C.rerollOne(move([5, 3, 1], { fallOnes: 2, wantInches: 4 }), false, REROLL.curse)).toBe(0);
    expect(C.rerollAll(move([5, 3, 1], { fallOnes: 2, fallLoses: true }), false)).toBe(false);
  });

  it('Charmed re-rolls his own fall only where it loses the fight (the duel approach)', () => {
    expect(C.rerollAll(move([1, 1, 1], { fallOnes: 3, fallLoses: true }), true)).toBe(true);
    expect(C.rerollAll(move([1, 1, 1], { fallOnes: 3, fallLoses: false }), true)).toBe(false);
    expect(C.rerollAll(move([1, 1, 4], { fallOnes: 3, fallLoses: true }), true)).toBe(false);
  });
});

describe('the default choices on a clear shot through woods (register entry single-throw-rerolls)', () => {
  it('Lucky re-rolls a failed throw for a clear shot, and leaves one that passed', () => {
    expect(C.rerollOne(view(BATCH.clearShot, [2], { hitsOn: 3, hits: 0 }), true, REROLL.lucky)).toBe(2);
    expect(C.rerollOne(view(BATCH.clearShot, [5], { hitsOn: 3, hits: 1 }), true, REROLL.lucky)).toBe(0);
  });
  it("an opponent forces a Cursed firer's clear shot again only where it fails at least half the time", () => {
    // A 4 or more needed: thrown again it fails three times in six or more.
    expect(C.rerollOne(view(BATCH.clearShot, [5], { hitsOn: 4, hits: 1 }), false, REROLL.curse)).toBe(5);
    expect(C.rerollOne(view(BATCH.clearShot, [5], { hitsOn: 3, hits: 1 }), false, REROLL.curse)).toBe(0);
    expect(C.rerollOne(view(BATCH.clearShot, [2], { hitsOn: 4, hits: 0 }), false, REROLL.curse)).toBe(0);
  });
});
