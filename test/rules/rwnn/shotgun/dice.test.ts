import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import type { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { CHART_SIDE, FIRE, type ShotContext } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import type { FigurePositions } from '../../../../src/rules/rwnn/shotgun/FigurePositions.ts';
import type { ShotgunBlast } from '../../../../src/rules/rwnn/shotgun/ShotgunBlast.ts';
import type { ShotgunShot } from '../../../../src/rules/rwnn/shotgun/ShotgunShot.ts';
import type { ShotgunState } from '../../../../src/rules/rwnn/shotgun/ShotgunState.ts';
import { SHOTGUN } from '../../../../src/rules/rwnn/shotgun/ShotgunWeapon.ts';
import { armed, blast, context, faces, hitList, positions, range, shotAt, type Range } from './shotgunKit.ts';

const { pink, white, own } = CHART_SIDE;

/** `s` fires `shot` at figure `shot.target` with exactly these faces. */
function fire(
  r: Range,
  s: Figure,
  pos: FigurePositions,
  shot: ShotgunShot,
  ctx: ShotContext,
  rolled: number[],
  state: ShotgunState = armed(pos, shot.weapon),
  dice = faces(...rolled),
  target: Figure = r.figure(),
): ShotgunBlast {
  const b = blast(r, s, target, ctx, shot, pos, state, dice);
  dice.assertConsumed();
  return b;
}

describe('the Bengal Club shotgun (000 SHOTGUNS, Bengal Club Rules Version)', () => {
  it('"out of 7 hits, he’d take 4 ... 2 go on the unfortunate standing next to the target, and 1 goes on the guy standing behind the target"', () => {
    const r = range();
    // B is 6" off; C stands beside him, D behind him, both within an inch of his base.
    const pos = positions([0, 0], [6, 0], [6, 1.5], [7.8, 0]);
    const b = fire(r, r.figure(), pos, shotAt(pos, 1), context(6), [6, 6, 6, 6, 6, 6, 6, 2, 3, 4]);
    // "Shotgun: 6” / 5" a barrel, both barrels' dice thrown at once.
    expect([b.dicePerBarrel, b.diceThrown, b.totalHits]).toEqual([5, 10, 7]);
    expect(hitList(b, pos)).toEqual([
      ['B', 4, 0, pink],
      ['C', 2, 0, pink],
      ['D', 1, 0, pink],
    ]);
  });

  it('"Shotguns hit on a 6. Any other rule that might cause a hit on a lower number is ignored": Deadeye\'s 5s do not hit', () => {
    const r = range();
    const pos = positions([0, 0], [6, 0]);
    const b = fire(
      r,
      r.figure('gunman', ['deadeye']),
      pos,
      shotAt(pos, 1, SHOTGUN.shotgun, 1),
      context(6),
      [5, 5, 5, 5, 6],
    );
    expect(b.totalHits).toBe(1);
  });

  it('"There is no maximum limit on the number of hits caused by a shotgun", even firing deliberately', () => {
    const r = range();
    const pos = positions([0, 0], [2, 0]);
    const b = fire(r, r.figure(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), context(2), [6, 6, 6, 6, 6, 6]);
    expect(hitList(b, pos)).toEqual([['B', 6, 0, pink]]);
  });

  it('no aiming bonus; the blazing-away bonus is the ruleset\'s (none in 000, "Blazing Away / Shotgun +4" in 002)', () => {
    const r = range();
    const pos = positions([0, 0], [6, 0]);
    const one = () => shotAt(pos, 1, SHOTGUN.shotgun, 1);
    expect(
      fire(r, r.figure(), pos, one(), context(6, { mode: FIRE.aimed }), [2, 2, 2, 2, 2]).dicePerBarrel,
    ).toBe(5);
    expect(
      fire(r, r.figure(), pos, one(), context(6, { mode: FIRE.blaze }), [2, 2, 2, 2, 2]).dicePerBarrel,
    ).toBe(5);
    // 002: "Shotgun (Template) ... 6" - 4d6", a Citizen -1 who "Must Blaze Away", +4.
    const q = range('rwnn-quickref');
    const ctx = context(6);
    expect(fire(q, q.figure('citizen'), pos, one(), ctx, [2, 2, 2, 2, 2, 2, 2]).dicePerBarrel).toBe(7);
    expect(ctx.mode).toBe(FIRE.blaze);
  });

  it('the after-moving line: 000 "Firing pistol, shotgun ... after moving – 1", 002 "Firing Shotgun After Moving -2"', () => {
    const pos = positions([0, 0], [6, 0]);
    const one = () => shotAt(pos, 1, SHOTGUN.shotgun, 1);
    const e = range();
    expect(fire(e, e.figure(), pos, one(), context(6, { moved: true }), [2, 2, 2, 2]).dicePerBarrel).toBe(4);
    const q = range('rwnn-quickref');
    expect(fire(q, q.figure(), pos, one(), context(6, { moved: true }), [2, 2]).dicePerBarrel).toBe(2);
  });

  it('"At Close Range or less ... the PINK SIDE", "At Long Range or greater ... the WHITE SIDE", Medium his own', () => {
    const r = range();
    const side = (inches: number, dicePerBarrel: number) => {
      const pos = positions([0, 0], [inches, 0]);
      const b = fire(
        r,
        r.figure(),
        pos,
        shotAt(pos, 1, SHOTGUN.shotgun, 1),
        context(inches),
        new Array<number>(dicePerBarrel).fill(6),
      );
      expect(b.dicePerBarrel).toBe(dicePerBarrel);
      return b.chartSide[0];
    };
    // 000 "Shotgun: 2” / 6, 6” / 5, 9” / 4, 16” / 2, 24” / 1".
    expect([side(2, 6), side(6, 5), side(8, 4), side(12, 2), side(20, 1)]).toEqual([
      pink,
      pink,
      own,
      white,
      white,
    ]);
  });

  it('the sawn-off reads its own row: "Sawn-off Shotgun: 2” / 8, 6” / 6, 8” / 4, 12” / 2, 18” / 1"', () => {
    const r = range();
    const pos = positions([0, 0], [8, 0]);
    const b = fire(
      r,
      r.figure('gunman', [], 'sawn-off'),
      pos,
      shotAt(pos, 1, SHOTGUN.sawnOff, 2),
      context(8),
      [6, 2, 2, 2, 2, 2, 2, 2],
    );
    expect([b.dicePerBarrel, b.totalHits, b.chartSide[0]]).toEqual([4, 1, own]);
  });

  it("beyond the weapon's reach nothing is thrown and nothing changes", () => {
    const r = range();
    const pos = positions([0, 0], [25, 0]);
    const state = armed(pos);
    const b = fire(r, r.figure(), pos, shotAt(pos, 1), context(25), [], state);
    expect([b.outOfReach, b.count, b.setsGun, state.barrels[0]]).toEqual([true, 0, false, 2]);
  });

  it('a lucky shot per barrel at no dice or fewer: a Citizen at extreme range (1 die, -1)', () => {
    const r = range();
    const pos = positions([0, 0], [20, 0]);
    const b = fire(r, r.figure('citizen'), pos, shotAt(pos, 1), context(20), [6, 6, 2, 3, 3, 3]);
    expect([b.lucky, b.dicePerBarrel, b.totalHits, b.chartSide[0]]).toEqual([true, 0, 1, white]);
  });
});

describe('sharing the blast', () => {
  it('a target with nobody within 1" takes every hit, or only his half under half-hits', () => {
    const pos = positions([0, 0], [6, 0], [6, 3]);
    const rolled = [6, 6, 6, 2, 2];
    const all = range();
    expect(
      hitList(fire(all, all.figure(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), context(6), rolled), pos),
    ).toEqual([['B', 3, 0, pink]]);
    const half = range('rwnn-extended', { loneTarget: 'half-hits' });
    expect(
      hitList(fire(half, half.figure(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), context(6), rolled), pos),
    ).toEqual([['B', 2, 0, pink]]);
  });

  it('"within 1”" between bases by default, between centres under shareReach=centres; the firer and ineligible figures never share', () => {
    const pos = positions([0, 0], [6, 0], [6, 1.5], [6, -0.8], [5, 0]);
    pos.eligible[4] = 0;
    const rolled = [6, 6, 6, 6, 2];
    const bases = range();
    expect(
      hitList(fire(bases, bases.figure(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), context(6), rolled), pos),
    ).toEqual([
      ['B', 2, 0, pink],
      ['D', 1, 0, pink],
      ['C', 1, 0, pink],
    ]);
    const centres = range('rwnn-extended', { shareReach: 'centres' });
    expect(
      hitList(
        fire(centres, centres.figure(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), context(6), rolled),
        pos,
      ),
    ).toEqual([
      ['B', 2, 0, pink],
      ['D', 2, 0, pink],
    ]);
  });

  it('left-over hits at random under shootout.shotgunLeftover=random', () => {
    const r = range('rwnn-extended', { leftover: 'random' });
    const pos = positions([0, 0], [6, 0], [6, 1.5], [7.8, 0]);
    // Seven hits: 4 to B, one each to C and D, and the left-over one to the second of them in range order.
    const dice = new ScriptedDice([6, 6, 6, 6, 6, 6, 6, 2, 3, 4], [1]);
    const b = fire(r, r.figure(), pos, shotAt(pos, 1), context(6), [], armed(pos), dice);
    expect(hitList(b, pos)).toEqual([
      ['B', 4, 0, pink],
      ['C', 1, 0, pink],
      ['D', 2, 0, pink],
    ]);
  });
});

describe('ammunition and jams', () => {
  it('"that barrel is automatically ‘Out of Ammo’"; "two empty barrels still takes only 1 Action to reload"', () => {
    const r = range();
    const pos = positions([0, 0], [6, 0]);
    const state = armed(pos);
    const first = fire(
      r,
      r.figure(),
      pos,
      shotAt(pos, 1, SHOTGUN.shotgun, 1),
      context(6),
      [2, 2, 2, 2, 2],
      state,
    );
    expect([first.barrelsLeft, first.gun, state.barrels[0]]).toEqual([1, GUN.loaded, 1]);
    expect(() => fire(r, r.figure(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 2), context(6), [], state)).toThrow(
      /2 barrels fired with 1 loaded/,
    );
    const second = fire(
      r,
      r.figure(),
      pos,
      shotAt(pos, 1, SHOTGUN.shotgun, 1),
      context(6),
      [2, 2, 2, 2, 2],
      state,
    );
    expect([second.barrelsLeft, second.gun]).toEqual([0, GUN.outOfAmmo]);
    state.reload(0, SHOTGUN.shotgun);
    expect(state.barrels[0]).toBe(2);
  });

  it('"keep track of the 1’s and 6’s to determine if the weapon jams": by the ruleset\'s blazing-away rule', () => {
    const pos = positions([0, 0], [6, 0]);
    const rolled = [1, 1, 1, 6, 3];
    const shoot = (preset: 'rwnn-extended' | 'rwnn-1996', diceOnes?: 'jam-only' | 'none') => {
      const r = range(preset, diceOnes ? { diceOnes, rule: 'dice' } : { rule: 'dice' });
      const b = fire(r, r.figure(), pos, shotAt(pos, 1, SHOTGUN.shotgun, 1), context(6), rolled);
      return [b.totalHits, b.jammed, b.gun];
    };
    // 000 SHOOTING: "If two or more 1's than 6's are thrown, then he has not hit his target and his gun has jammed".
    expect(shoot('rwnn-extended')).toEqual([0, true, GUN.jammed]);
    expect(shoot('rwnn-extended', 'jam-only')).toEqual([1, true, GUN.jammed]);
    expect(shoot('rwnn-extended', 'none')).toEqual([1, false, GUN.loaded]);
    // 003: more 1s than 6s miss, and three or more 1s jam.
    expect(shoot('rwnn-1996')).toEqual([0, true, GUN.jammed]);
  });

  it('Le Mat: "works like a ordinary sawn-off shotgun", once per gunfight, fired from the revolver', () => {
    const r = range();
    const pos = positions([0, 0], [5, 0]);
    const state = armed(pos, SHOTGUN.leMat);
    const s = r.figure('gunman', [], 'pistol');
    // The sawn-off's "6” / 6", and neither the pistol's aim +4 nor its blazing-away +3.
    const b = fire(
      r,
      s,
      pos,
      shotAt(pos, 1, SHOTGUN.leMat, 1),
      context(5, { mode: FIRE.aimed }),
      [6, 6, 2, 2, 2, 2],
      state,
    );
    expect([b.dicePerBarrel, b.totalHits, b.setsGun, state.leMatFired[0]]).toEqual([6, 2, false, 1]);
    expect(() => fire(r, s, pos, shotAt(pos, 1, SHOTGUN.leMat, 1), context(5), [], state)).toThrow(
      /already been fired/,
    );
    state.reset(0, SHOTGUN.leMat);
    const blaze = fire(
      r,
      s,
      pos,
      shotAt(pos, 1, SHOTGUN.leMat, 1),
      context(5, { mode: FIRE.blaze }),
      [2, 2, 2, 2, 2, 2],
      state,
    );
    expect(blaze.dicePerBarrel).toBe(6);
  });

  it('a blunderbuss: one barrel, and "six hits at six inch range or less" under shotgun-blunderbuss-dice', () => {
    const pos = positions([0, 0], [5, 0]);
    const plain = range();
    const sawn = plain.figure('gunman', [], 'sawn-off');
    expect(
      fire(plain, sawn, pos, shotAt(pos, 1, SHOTGUN.blunderbuss, 1), context(5), [6, 2, 2, 2, 2, 2])
        .totalHits,
    ).toBe(1);
    const six = range('rwnn-extended', { blunderbussDice: 'six-hits-within-six' });
    expect(
      hitList(fire(six, sawn, pos, shotAt(pos, 1, SHOTGUN.blunderbuss, 1), context(5), []), pos),
    ).toEqual([['B', 6, 0, pink]]);
  });

  it('the weapon in hand must be the one fired', () => {
    const r = range();
    const pos = positions([0, 0], [5, 0]);
    expect(() => fire(r, r.figure('gunman', [], 'pistol'), pos, shotAt(pos, 1), context(5), [])).toThrow(
      /from a pistol/,
    );
  });
});

describe('narration', () => {
  it('tells the dice, the hits and their shares, and the gun', () => {
    const r = range();
    const pos = positions([0, 0], [6, 0], [6, 1.5], [7.8, 0]);
    const lines: string[] = [];
    const dice = faces(6, 6, 6, 6, 6, 6, 6, 2, 3, 4);
    blast(r, r.figure(), r.figure(), context(6), shotAt(pos, 1), pos, armed(pos), dice, {
      line: (t) => lines.push(t),
    });
    expect(lines).toEqual([
      '  gunman fires both barrels of his shotgun at B (5 dice a barrel, pink side): 10 dice [6 6 6 6 6 6 6 4 3 2]: 7 hits.',
      '  B (6"): 4 hits to throw, effect +0, pink side.',
      '  C (6.2"): 2 hits to throw, effect +0, pink side.',
      '  D (7.8"): 1 hit to throw, effect +0, pink side.',
      '  The shotgun is out of ammo.',
    ]);
  });
});

describe('the re-roll skills on the shotgun dice, as on any batch (000 SKILLS & ATTRIBUTES)', () => {
  const pos = () => positions([0, 0], [6, 0]);

  it('"Lucky: may re-roll one* dice from each batch": a 1 that spoils the throw is re-rolled', () => {
    const r = range();
    const p = pos();
    // One barrel at 6": 5 dice [5 4 3 2 1], no 6 and a 1 over: a miss. The 1 re-rolled comes up 6: a hit.
    const b = fire(
      r,
      r.figure('gunman', ['lucky']),
      p,
      shotAt(p, 1, SHOTGUN.shotgun, 1),
      context(6),
      [1, 3, 4, 5, 2, 6],
    );
    expect([b.sixes, b.ones, b.totalHits, b.hitsOn(1)]).toEqual([1, 0, 1, 1]);
  });

  it('"Cursed": the target makes a Cursed shooter re-roll his only 6', () => {
    const r = range();
    const p = pos();
    const s = r.figure('gunman', ['cursed']);
    s.reset();
    const b = fire(r, s, p, shotAt(p, 1, SHOTGUN.shotgun, 1), context(6), [6, 3, 4, 5, 2, 3]);
    expect([b.sixes, b.totalHits, s.curseTokens]).toEqual([0, 0, 0]);
  });

  it('a shooter without a re-roll skill throws only his dice', () => {
    const r = range();
    const p = pos();
    const b = fire(r, r.figure(), p, shotAt(p, 1, SHOTGUN.shotgun, 1), context(6), [1, 3, 4, 5, 2]);
    expect(b.totalHits).toBe(0);
  });
});
