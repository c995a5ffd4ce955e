import { describe, expect, it } from 'vitest';
import { CUNNING } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { SHOT_BAR, shotBar } from '../../../../src/rules/rwnn/shot/shotBar.ts';
import { TURN } from '../../../../src/rules/rwnn/shot/ShotResolver.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { CHOOSER, context, faces, table } from './shotKit.ts';

describe('a turn at the trigger (000 ACTIONS)', () => {
  const t = table();
  it('a loaded gun fires; "Reload: ... after suffering an out of ammo result"; a jammed gun is fixed', () => {
    const f = t.figure();
    expect(t.resolver.turnAction(f)).toBe(TURN.fire);
    f.guns[0] = GUN.outOfAmmo;
    expect(t.resolver.turnAction(f)).toBe(TURN.reload);
    t.resolver.reload(f, t.resolver.turnGun);
    expect(f.guns[0]).toBe(GUN.loaded);
    f.guns[0] = GUN.jammed;
    expect(t.resolver.turnAction(f)).toBe(TURN.fixGun);
    f.guns[0] = GUN.busted;
    expect(t.resolver.turnAction(f)).toBe(TURN.gunBusted);
  });

  it('"cannot fire a pistol in that hand": a two-gun man with a serious right-arm wound fires the left pistol', () => {
    const f = t.figure('gunman', [], ['pistol', 'pistol']);
    f.wounds.serious[LOCATION.rightArm] = 1;
    expect([t.resolver.turnAction(f), t.resolver.turnGun]).toEqual([TURN.fire, 1]);
    const one = t.figure();
    one.wounds.serious[LOCATION.rightArm] = 1;
    expect(t.resolver.turnAction(one)).toBe(TURN.armDisabled);
  });

  it('000 "or reload any weapon": a serious left-arm wound bars reloading, unless shot.seriousArmReload=can-reload', () => {
    const f = t.figure();
    f.guns[0] = GUN.outOfAmmo;
    f.wounds.serious[LOCATION.leftArm] = 1;
    expect(t.resolver.turnAction(f)).toBe(TURN.cannotReload);
    const lenient = table('rwnn-extended', {}, { seriousArmReload: 'can-reload' });
    const g = lenient.figure();
    g.guns[0] = GUN.outOfAmmo;
    g.wounds.serious[LOCATION.leftArm] = 1;
    expect(lenient.resolver.turnAction(g)).toBe(TURN.reload);
  });
});

describe('Fix gun: "throw a dice" (000 ACTIONS)', () => {
  const fix = (rolled: number[], skills: ('lucky' | 'cursed')[] = []) => {
    const t = table();
    const f = t.figure('gunman', skills);
    f.guns[0] = GUN.jammed;
    const dice = faces(...rolled);
    t.resolver.fixGun(f, 0, t.figure(), dice, CHOOSER, CHOOSER);
    dice.assertConsumed();
    return f.guns[0];
  };
  it('"1, 2 - Plumb Busted", "3, 4 - ... try again another turn", "5, 6 - Jam cleared!"', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => fix([f]))).toEqual([
      GUN.busted,
      GUN.busted,
      GUN.jammed,
      GUN.jammed,
      GUN.loaded,
      GUN.loaded,
    ]);
  });
  it('Lucky re-rolls a failed throw: 2, then 5', () => {
    expect(fix([2, 5], ['lucky'])).toBe(GUN.loaded);
  });
  it('a Cursed man who clears his gun is made to throw again: 6, then 1', () => {
    expect(fix([6, 1], ['cursed'])).toBe(GUN.busted);
  });
});

describe('the White knight "may not back-shoot, shoot knocked down targets or anyone unable to shoot back"', () => {
  const t = table();
  const knight = t.figure('gunman', ['white-knight']);
  it('backshooting and a knocked-down target are barred', () => {
    expect(shotBar(t.resolver.rules, knight, t.figure(), context(6, { backshooting: true }))).toBe(
      SHOT_BAR.whiteKnightBackshooting,
    );
    const down = t.figure();
    down.wounds.worsen(STATUS.knockedDown);
    expect(shotBar(t.resolver.rules, knight, down, context(6))).toBe(SHOT_BAR.whiteKnightTargetDown);
  });
  it('a target without a working gun is "unable to shoot back"; one out of ammo only under shot.unableToShootBack=cannot-fire-now', () => {
    const busted = t.figure();
    busted.guns[0] = GUN.busted;
    expect(shotBar(t.resolver.rules, knight, busted, context(6))).toBe(SHOT_BAR.whiteKnightTargetDefenceless);
    const empty = t.figure();
    empty.guns[0] = GUN.outOfAmmo;
    expect(shotBar(t.resolver.rules, knight, empty, context(6))).toBe(SHOT_BAR.none);
    const now = table('rwnn-extended', {}, { unableToShootBack: 'cannot-fire-now' });
    const k2 = now.figure('gunman', ['white-knight']);
    const e2 = now.figure();
    e2.guns[0] = GUN.outOfAmmo;
    expect(shotBar(now.resolver.rules, k2, e2, context(6))).toBe(SHOT_BAR.whiteKnightTargetDefenceless);
  });
  it('anyone else may', () => {
    const down = t.figure();
    down.wounds.worsen(STATUS.knockedDown);
    expect(shotBar(t.resolver.rules, t.figure(), down, context(6))).toBe(SHOT_BAR.none);
  });
});

describe('Cunning\'s Mechanical Aptitude: "+1 on rolls to fix own gun" (000 SKILLS & ATTRIBUTES)', () => {
  const fix = (rolled: number, cunning: number) => {
    const t = table();
    const f = t.figure('gunman');
    f.cunning = cunning;
    f.guns[0] = GUN.jammed;
    const dice = faces(rolled);
    const lines: string[] = [];
    t.resolver.fixGun(f, 0, t.figure(), dice, CHOOSER, CHOOSER, { line: (l) => lines.push(l) });
    dice.assertConsumed();
    return { gun: f.guns[0], story: lines.join('\n') };
  };
  it('a 4 reads the chart\'s 5, "Jam cleared!"; a 2 its 3, try again; a 6 stays 6', () => {
    const four = fix(4, CUNNING.mechanicalAptitude);
    expect(four.gun).toBe(GUN.loaded);
    expect(four.story).toBe('  F tries to fix his jammed gun: 4 +1 (Mechanical Aptitude), jam cleared.');
    expect(fix(2, CUNNING.mechanicalAptitude).gun).toBe(GUN.jammed);
    expect(fix(6, CUNNING.mechanicalAptitude).gun).toBe(GUN.loaded);
  });
  it('any other Cunning result adds nothing: a 4 is still "try again"', () => {
    expect(fix(4, CUNNING.steelPlate).gun).toBe(GUN.jammed);
  });
});
