import { describe, expect, it } from 'vitest';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { shotgunReadingsFrom } from '../../../../src/rules/rwnn/shotgun/shotgunReadingOptions.ts';
import { SHOTGUN } from '../../../../src/rules/rwnn/shotgun/ShotgunWeapon.ts';
import { templateHitOdds } from '../../../../src/rules/rwnn/shotgun/templateHitOdds.ts';
import { armed, hitList, positions, range, shotAt, template } from './shotgunKit.ts';

// The firer A stands at the origin and aims along +x, so the firer's right is -y and his left +y.

describe('the target spot and the accuracy dice (000 SHOTGUNS TRWNN Rules Version)', () => {
  it('"if the right dice comes up three, and the left dice comes up five, you should move the marker two inches to the left"', () => {
    const pos = positions([0, 0], [12, 0], [12, 2]);
    const b = template(range(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), false, [3, 5]);
    expect([b.red[0], b.black[0], b.scatter[0]]).toEqual([3, 5, -2]);
    expect([b.spotX, b.spotY]).toEqual([12, 0]);
    expect([b.markerX[0], b.markerY[0]]).toEqual([12, 2]);
    // C stands on the marker; B, the figure aimed at, is nearly two inches off the line and is missed.
    expect(hitList(b, pos)).toEqual([['C', 1, -1, 0]]);
  });

  it('"a point about 12 inches from the character firing the shotgun", whatever the aim\'s distance', () => {
    const pos = positions([0, 0], [3, 0]);
    const b = template(range(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), false, [4, 2]);
    expect([b.markerX[0], b.markerY[0]]).toEqual([12, -2]);
  });

  it('sawn-offs: 12" like a conventional shotgun (000), "six inches for a sawn off" (003), three inches one-handed or a Le Mat', () => {
    const pos = positions([0, 0], [20, 0]);
    const marker = (preset: 'rwnn-extended' | 'rwnn-1996', weapon: 0 | 1 | 2 | 3 | 4, barrels = 1) => {
      const b = template(range(preset), pos, shotAt(pos, 1, weapon, barrels), false, [5, 3]);
      return [b.markerX[0], b.markerY[0]];
    };
    expect(marker('rwnn-extended', SHOTGUN.sawnOff)).toEqual([12, -2]);
    expect(marker('rwnn-1996', SHOTGUN.sawnOff)).toEqual([6, -2]);
    expect(marker('rwnn-extended', SHOTGUN.oneHandedSawnOff)).toEqual([3, -2]);
    expect(marker('rwnn-1996', SHOTGUN.oneHandedSawnOff)).toEqual([3, -2]);
    expect(marker('rwnn-extended', SHOTGUN.leMat)).toEqual([3, -2]);
    expect(marker('rwnn-extended', SHOTGUN.blunderbuss)).toEqual([12, -2]);
    expect(marker('rwnn-1996', SHOTGUN.blunderbuss)).toEqual([6, -2]);
  });

  it('"Throw accuracy dice for each barrel. You will probably have two marker spots now."', () => {
    const pos = positions([0, 0], [12, 0]);
    const b = template(range(), pos, shotAt(pos, 1), false, [6, 1, 2, 4]);
    expect([...b.scatter]).toEqual([5, -2]);
    expect([...b.markerY]).toEqual([-5, 2]);
  });
});

describe('who is hit', () => {
  it('"within one inch of an imaginary line drawn from the head of the character firing the shotgun to either of the marker spots"', () => {
    const pos = positions([0, 0], [12, 0], [9, 1], [9, 1.01], [9, -1]);
    const b = template(range(), pos, shotAt(pos, 1), false, [3, 3, 4, 4]);
    expect(hitList(b, pos)).toEqual([
      ['C', 2, -1, 0],
      ['E', 2, -1, 0],
      ['B', 2, -1, 0],
    ]);
  });

  it('000 sawn-off: "at six inches range or less, they hit all characters with their heads within one and a half inches"', () => {
    const pos = positions([0, 0], [12, 0], [4, 1.5], [8, 1.5], [4, 1.6]);
    const b = template(range(), pos, shotAt(pos, 1, SHOTGUN.sawnOff, 1), false, [2, 2]);
    // C is 4.3" away, so 1.5" reaches him, with "three hits per barrel"; D is beyond six inches.
    expect(hitList(b, pos)).toEqual([
      ['C', 3, 0, 0],
      ['B', 1, -2, 0],
    ]);
    const narrow = template(
      range('rwnn-extended', { sawnOffReach: 'one-inch' }),
      pos,
      shotAt(pos, 1, SHOTGUN.sawnOff, 1),
      false,
      [2, 2],
    );
    expect(hitList(narrow, pos).map(([n]) => n)).toEqual(['B']);
  });

  it('003: "any part of their person or base within one inch": half a base more than 000\'s head', () => {
    const pos = positions([0, 0], [12, 0], [10, 1.5], [10, 1.6]);
    const shot = () => shotAt(pos, 1, SHOTGUN.shotgun, 1);
    expect(hitList(template(range('rwnn-1996'), pos, shot(), false, [1, 1]), pos).map(([n]) => n)).toEqual([
      'C',
      'B',
    ]);
    expect(
      hitList(template(range('rwnn-extended'), pos, shot(), false, [1, 1]), pos).map(([n]) => n),
    ).toEqual(['B']);
  });

  it('the line runs on beyond the marker spot (ray), or ends there under shotgun-line-beyond-spot=segment', () => {
    const pos = positions([0, 0], [12, 0], [20, 0]);
    const shot = () => shotAt(pos, 1, SHOTGUN.shotgun, 1);
    expect(hitList(template(range(), pos, shot(), false, [5, 5]), pos).map(([n]) => n)).toEqual(['B', 'C']);
    const seg = template(range('rwnn-extended', { line: 'segment' }), pos, shot(), false, [5, 5]);
    expect(hitList(seg, pos).map(([n]) => n)).toEqual(['B']);
  });

  it('the shot goes forward: nobody level with or behind the firer is hit, nor the firer, nor an ineligible figure', () => {
    const pos = positions([0, 0], [12, 0], [-0.5, 0], [0, 0.5], [6, 0]);
    pos.eligible[4] = 0;
    const b = template(range(), pos, shotAt(pos, 1), false, [1, 1, 6, 6]);
    expect(hitList(b, pos).map(([n]) => n)).toEqual(['B']);
  });

  it('a figure near both lines is hit by each barrel, or once under shotgun-both-lines=once', () => {
    const pos = positions([0, 0], [12, 0]);
    expect(template(range(), pos, shotAt(pos, 1), false, [2, 2, 4, 3]).hitsOn(1)).toBe(2);
    expect(
      template(
        range('rwnn-extended', { bothLines: 'once' }),
        pos,
        shotAt(pos, 1),
        false,
        [2, 2, 4, 3],
      ).hitsOn(1),
    ).toBe(1);
  });
});

describe('wounds and effect by range', () => {
  it('"at six inch range or less shotguns cause two separate wounds per hit"', () => {
    const pos = positions([0, 0], [6, 0], [7, 0]);
    const b = template(range(), pos, shotAt(pos, 1), false, [1, 1, 6, 6]);
    expect(hitList(b, pos)).toEqual([
      ['B', 4, 0, 0],
      ['C', 2, -1, 0],
    ]);
  });

  it('"deduct two from the effect dice if the target is over eighteen inches away, deduct one at over six inches, and add one within three inches"', () => {
    const pos = positions([0, 0], [3, 0], [3.5, 0], [6, 0], [6.5, 0], [18, 0], [18.5, 0]);
    for (const preset of ['rwnn-extended', 'rwnn-1996'] as const) {
      const b = template(range(preset), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), false, [2, 2]);
      expect(hitList(b, pos)).toEqual([
        ['B', 2, 1, 0],
        ['C', 2, 0, 0],
        ['D', 2, 0, 0],
        ['E', 1, -1, 0],
        ['F', 1, -1, 0],
        ['G', 1, -2, 0],
      ]);
    }
  });

  it('000 sawn-off: "deduct two from their effect dice if the target is over six inches away"', () => {
    const pos = positions([0, 0], [3, 0], [6, 0], [6.5, 0], [18.5, 0]);
    const b = template(range(), pos, shotAt(pos, 1, SHOTGUN.sawnOff, 1), false, [2, 2]);
    expect(hitList(b, pos)).toEqual([
      ['B', 3, 1, 0],
      ['C', 3, 0, 0],
      ['D', 1, -2, 0],
      ['E', 1, -2, 0],
    ]);
  });

  it('003 sawn-off: "deduct two ... over nine ... inches away ... deduct one at over six inches"', () => {
    const pos = positions([0, 0], [3, 0], [6, 0], [6.5, 0], [9, 0], [9.5, 0]);
    const b = template(range('rwnn-1996'), pos, shotAt(pos, 1, SHOTGUN.sawnOff, 1), false, [2, 2]);
    expect(hitList(b, pos)).toEqual([
      ['B', 3, 1, 0],
      ['C', 3, 0, 0],
      ['D', 1, -1, 0],
      ['E', 1, -1, 0],
      ['F', 1, -2, 0],
    ]);
  });

  it('a blunderbuss: "only one barrel, but cause six hits at six inch range or less"', () => {
    const pos = positions([0, 0], [5, 0]);
    const b = template(range(), pos, shotAt(pos, 1, SHOTGUN.blunderbuss, 1), false, [3, 3]);
    expect(hitList(b, pos)).toEqual([['B', 6, 0, 0]]);
    expect(() => template(range(), pos, shotAt(pos, 1, SHOTGUN.blunderbuss, 2), false, [])).toThrow(
      /2 barrels/,
    );
  });
});

describe('moving firers (000: "if their marker is moved an even number of inches, they have missed completely")', () => {
  // Out at 24" each inch of scatter moves the line two inches: C stands on the line of a scatter of 4
  // to the right, D on that of 3.
  const pos = positions([0, 0], [12, 0], [24, -8], [24, -6]);
  const shot = () => shotAt(pos, 1, SHOTGUN.shotgun, 1);
  const names = (b: ReturnType<typeof template>) => hitList(b, pos).map(([n]) => n);

  it('an even scatter misses; an odd one does not; standing still, neither misses', () => {
    const even = template(range(), pos, shot(), true, [5, 1]);
    expect([even.missed[0], even.count]).toEqual([1, 0]);
    expect(names(template(range(), pos, shot(), false, [5, 1]))).toEqual(['C']);
    const odd = template(range(), pos, shot(), true, [4, 1]);
    expect([odd.missed[0], names(odd)]).toEqual([0, ['D']]);
  });

  it('a scatter of zero is no move: "if their marker is moved an even number of inches" does not reach it', () => {
    // Red 3, black 3: the marker stays on the spot, and B, on the line to it, is hit.
    const still = template(range(), pos, shot(), true, [3, 3]);
    expect([still.missed[0], names(still)]).toEqual([0, ['B']]);
    for (const preset of ['rwnn-extended', 'rwnn-quickref'] as const)
      expect(template(range(preset), pos, shot(), true, [3, 3]).missed[0]).toBe(0);
  });

  it('under shootout.shotgunMovingMiss=even zero counts as even, and the barrel misses', () => {
    const readings = shotgunReadingsFrom('rwnn-extended', { 'shootout.shotgunMovingMiss': 'even' });
    const b = template(range('rwnn-extended', readings), pos, shot(), true, [3, 3]);
    expect([b.missed[0], b.count]).toEqual([1, 0]);
  });

  it('003 prints no such rule: a moving firer never misses this way', () => {
    const b = template(range('rwnn-1996'), pos, shot(), true, [5, 1]);
    expect([b.missed[0], names(b)]).toEqual([0, ['C']]);
  });
});

describe('ammunition', () => {
  it('"Having fired, the shotgun is automatically out of ammo", even with one barrel fired', () => {
    const pos = positions([0, 0], [12, 0]);
    const state = armed(pos);
    const b = template(range(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), false, [1, 1], state);
    expect([b.gun, b.setsGun, b.barrelsLeft, state.barrels[0]]).toEqual([GUN.outOfAmmo, true, 0, 0]);
    expect(() => template(range(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), false, [], state)).toThrow(
      /0 loaded/,
    );
    state.reload(0, SHOTGUN.shotgun);
    expect(state.barrels[0]).toBe(2);
    state.barrels[0] = 0;
    state.reload(0, SHOTGUN.shotgun, true);
    expect(state.barrels[0]).toBe(1); // "Muzzle loading shotguns must be reloaded one barrel at a time."
  });

  it('Le Mat: "The shotgun barrel can only be fired once per gunfight", with "only one marker spot"', () => {
    const pos = positions([0, 0], [2, 0]);
    const state = armed(pos, SHOTGUN.leMat);
    expect(state.loaded(0, SHOTGUN.leMat)).toBe(1);
    expect(() => template(range(), pos, shotAt(pos, 1, SHOTGUN.leMat, 2), false, [], state)).toThrow(
      /2 barrels/,
    );
    const b = template(range(), pos, shotAt(pos, 1, SHOTGUN.leMat, 1), false, [6, 6], state);
    expect(hitList(b, pos)).toEqual([['B', 3, 1, 0]]);
    expect([b.setsGun, state.leMatFired[0], state.loaded(0, SHOTGUN.leMat)]).toEqual([false, 1, 0]);
    state.reload(0, SHOTGUN.leMat);
    expect(() => template(range(), pos, shotAt(pos, 1, SHOTGUN.leMat, 1), false, [], state)).toThrow(
      /already been fired this gunfight/,
    );
    state.reset(0, SHOTGUN.leMat); // a new gunfight
    expect(state.loaded(0, SHOTGUN.leMat)).toBe(1);
  });
});

describe("the book's remarks, against the exact form", () => {
  const r = range();
  const p = (x: number, y: number, moved = false) =>
    templateHitOdds(r.blaster.rules, SHOTGUN.shotgun, moved, 0, 0, 12, 0, x, y, 1)[1]!.toNumber();

  it('"it is not possible to miss once you get yourself stationary within one inch of your target"', () => {
    expect(p(0.9, 0)).toBe(1);
    expect(p(0.6, 0.6)).toBe(1);
    // A moving firer still fires high or low when "his marker is moved an even number of inches": a scatter
    // of 2 or 4 either way, 12 of the 36 throws (a scatter of zero does not move it).
    expect(p(0.9, 0, true)).toBe(2 / 3);
  });

  it('"markedly more accurate on the near side of the target spot than they are beyond it"', () => {
    expect(p(4, 0)).toBeGreaterThan(p(12, 0));
    expect(p(12, 0)).toBeGreaterThan(p(20, 0));
  });
});

describe('narration', () => {
  it('tells the dice, the marker, who is hit and the gun', () => {
    const pos = positions([0, 0], [12, 0], [12, 2]);
    const lines: string[] = [];
    template(range(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), false, [3, 5], armed(pos), {
      line: (t) => lines.push(t),
    });
    expect(lines).toEqual([
      '  A fires his shotgun at a spot 12" off towards B.',
      '  Barrel 1: red 3, black 5, the marker moves 2" left: hits C.',
      '  C (12.2"): 1 hit to throw, effect -1.',
      '  The shotgun is out of ammo.',
    ]);
  });
});
