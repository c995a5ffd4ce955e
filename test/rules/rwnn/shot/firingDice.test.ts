import { describe, expect, it } from 'vitest';
import { firingDice } from '../../../../src/rules/rwnn/shot/firingDice.ts';
import { COVER, FIRE, GUNS, type ShotContext } from '../../../../src/rules/rwnn/shot/ShotContext.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import type { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { context, table, type Table } from './shotKit.ts';

const ext = table('rwnn-extended');
const quick = table('rwnn-quickref');
const dice = (t: Table, s: Figure, ctx: ShotContext, g = 0, target: Figure | null = null): number =>
  firingDice(t.resolver.rules, s, target, ctx, g);

describe('the range chart (000 RANGE CHART; 002 RANGES & NUMBER OF DICE)', () => {
  const g = ext.figure();
  it('Pistol: "6” / 3", "9” / 2", "12” / 1", "24” / -1"; beyond 24" out of reach', () => {
    expect([6, 9, 12, 24].map((r) => dice(ext, g, context(r)))).toEqual([3, 2, 1, -1]);
    expect(dice(ext, g, context(25))).toBeNaN();
  });
  it('Rifle: "12” / 3"; Shotgun: "2” / 6"; 002 Shotgun (Template): "6" - 4d6"', () => {
    expect(dice(ext, ext.figure('gunman', [], ['rifle']), context(12))).toBe(3);
    expect(dice(ext, ext.figure('gunman', [], ['shotgun']), context(2))).toBe(6);
    expect(dice(quick, quick.figure('gunman', [], ['shotgun']), context(6))).toBe(4);
  });
});

describe('each firing modifier (000 RANGE CHART "Modifiers"; 002 MODIFIERS)', () => {
  it('"Citizen - 1", "Shootist +1", "Legend +2"', () => {
    expect(
      ['citizen', 'gunman', 'shootist', 'legend'].map((c) =>
        dice(ext, ext.figure(c as 'gunman'), context(6)),
      ),
    ).toEqual([2, 3, 4, 5]);
  });

  it('"Firing pistol, shotgun or throwing weapon after moving – 1", "Firing rifle after moving – 2"', () => {
    expect(dice(ext, ext.figure(), context(6, { moved: true }))).toBe(2);
    expect(dice(ext, ext.figure('gunman', [], ['rifle']), context(12, { moved: true }))).toBe(1);
  });

  it('002: "Firing Shotgun After Moving -2"', () => {
    expect(dice(quick, quick.figure('gunman', [], ['shotgun']), context(6, { moved: true }))).toBe(2);
  });

  it('Agile: "no firing penalty when moving"', () => {
    expect(dice(ext, ext.figure('gunman', ['agile']), context(6, { moved: true }))).toBe(3);
  });

  it('"Firing two pistols or wrong-handed ... – 3" (000); "Firing Two Pistols -2" (002)', () => {
    const ctx = context(6, { guns: GUNS.both });
    expect(dice(ext, ext.figure('gunman', [], ['pistol', 'pistol']), ctx)).toBe(0);
    expect(dice(quick, quick.figure('gunman', [], ['pistol', 'pistol']), ctx)).toBe(1);
  });

  it('Ambidextrous: "no penalty for firing two pistols"', () => {
    expect(
      dice(
        ext,
        ext.figure('gunman', ['ambidextrous'], ['pistol', 'pistol']),
        context(6, { guns: GUNS.both }),
      ),
    ).toBe(3);
  });

  it('the left-hand pistol alone is fired "wrong-handed" (000, – 3), or without penalty (shot.offHandPistol)', () => {
    const ctx = context(6, { guns: GUNS.left });
    expect(dice(ext, ext.figure('gunman', [], ['pistol', 'pistol']), ctx, 1)).toBe(0);
    const free = table('rwnn-extended', {}, { offHandPistol: 'no-penalty' });
    expect(dice(free, free.figure('gunman', [], ['pistol', 'pistol']), ctx, 1)).toBe(3);
  });

  it('"Aimed shot with pistol +4", "Aimed shot with rifle +6"; "There is no \'Aiming\' ... bonus for shotguns"', () => {
    const aimed = (r: number) => context(r, { mode: FIRE.aimed });
    expect(dice(ext, ext.figure(), aimed(6))).toBe(7);
    expect(dice(ext, ext.figure('gunman', [], ['rifle']), aimed(12))).toBe(9);
    expect(dice(ext, ext.figure('gunman', [], ['shotgun']), aimed(2))).toBe(6);
  });

  it('"Blazing away ... With pistol +3"', () => {
    expect(dice(ext, ext.figure(), context(6, { mode: FIRE.blaze }))).toBe(6);
  });

  it('"Head wound – 1": once for two head wounds (duel.fireHeadWound=once), or per wound', () => {
    const f = ext.figure();
    f.wounds.flesh[LOCATION.head] = 2;
    expect(dice(ext, f, context(6))).toBe(2);
    const perWound = table('rwnn-extended', {}, { fireHeadWound: 'per-wound' });
    const h = perWound.figure();
    h.wounds.flesh[LOCATION.head] = 2;
    expect(dice(perWound, h, context(6))).toBe(1);
  });

  it('"Flesh wound on firing arm for pistol, or either arm for rifle – 1"', () => {
    const pistol = ext.figure();
    pistol.wounds.flesh[LOCATION.leftArm] = 1;
    expect(dice(ext, pistol, context(6))).toBe(3);
    pistol.wounds.flesh[LOCATION.rightArm] = 1;
    expect(dice(ext, pistol, context(6))).toBe(2);
    const rifle = ext.figure('gunman', [], ['rifle']);
    rifle.wounds.flesh[LOCATION.leftArm] = 1;
    expect(dice(ext, rifle, context(12))).toBe(2);
  });

  it('"Each Serious wound – 2"', () => {
    const f = ext.figure();
    f.wounds.serious[LOCATION.legs] = 2;
    expect(dice(ext, f, context(6))).toBe(-1);
  });

  it('002 "Wounded / Seriously wounded -1 / -2": by his worst wound (tables.quickrefWoundedFiring=state), or per wound', () => {
    const f = quick.figure();
    f.wounds.flesh[LOCATION.legs] = 2;
    expect(dice(quick, f, context(6))).toBe(2);
    f.wounds.serious[LOCATION.chest] = 1;
    expect(dice(quick, f, context(6))).toBe(1);
    const perWound = table('rwnn-quickref', { 'tables.quickrefWoundedFiring': 'per-wound' });
    const p = perWound.figure();
    p.wounds.flesh[LOCATION.legs] = 2;
    p.wounds.serious[LOCATION.chest] = 1;
    expect(dice(perWound, p, context(6))).toBe(3 - 2 - 2);
  });

  it('"Target in cover – 1" (000, soft or hard); 002 "Target In Soft Cover -1", "Target In Hard Cover -2"', () => {
    expect(dice(ext, ext.figure(), context(6, { cover: COVER.hard }))).toBe(2);
    expect(dice(quick, quick.figure(), context(6, { cover: COVER.soft }))).toBe(2);
    expect(dice(quick, quick.figure(), context(6, { cover: COVER.hard }))).toBe(1);
  });

  it('"Backshooting +3"', () => {
    expect(dice(ext, ext.figure(), context(6, { backshooting: true }))).toBe(6);
  });

  it('"Target knocked down or Knocked out +2"', () => {
    const target = ext.figure();
    target.wounds.worsen(STATUS.knockedOut);
    expect(dice(ext, ext.figure(), context(6), 0, target)).toBe(5);
  });
});

describe('skills on the firing dice (000 SKILLS & ATTRIBUTES)', () => {
  it('Crack shot: "add one* firing dice"; Very Crack Shot two', () => {
    expect(dice(ext, ext.figure('gunman', ['crack-shot']), context(6))).toBe(4);
    expect(dice(ext, ext.figure('gunman', ['crack-shot', 'crack-shot']), context(6))).toBe(5);
  });

  it('Swift: "opponents subtract one* dice when firing at him if he moved on his last turn"', () => {
    const swift = ext.figure('gunman', ['swift']);
    expect(dice(ext, ext.figure(), context(6, { targetMoved: true }), 0, swift)).toBe(2);
    expect(dice(ext, ext.figure(), context(6), 0, swift)).toBe(3);
  });

  it('Stealthy: "subtract one* firing dice if shot at behind cover"; Very Stealthy two; 003 Stalker the same', () => {
    const stealthy = ext.figure('gunman', ['stealthy']);
    const very = ext.figure('gunman', ['stealthy', 'stealthy']);
    // "Target in cover – 1" and the skill's die: 3 - 1 - 1.
    expect(dice(ext, ext.figure(), context(6, { cover: COVER.hard }), 0, stealthy)).toBe(1);
    expect(dice(ext, ext.figure(), context(6, { cover: COVER.soft }), 0, very)).toBe(0);
    // In the open (and so in every duel, which has no cover) the skill takes nothing off.
    expect(dice(ext, ext.figure(), context(6), 0, stealthy)).toBe(3);
    const playtest = table('rwnn-1996');
    const stalker = playtest.figure('gunman', ['stealthy']);
    expect(dice(playtest, playtest.figure(), context(6, { cover: COVER.hard }), 0, stalker)).toBe(1);
  });

  it('White knight: "gains one* firing dice against all Evil characters and hated opponents"', () => {
    const knight = ext.figure('gunman', ['white-knight']);
    expect(dice(ext, knight, context(6), 0, ext.figure('gunman', ['evil']))).toBe(4);
    expect(dice(ext, knight, context(6, { targetHated: true }), 0, ext.figure())).toBe(4);
    expect(dice(ext, knight, context(6), 0, ext.figure())).toBe(3);
  });
});
