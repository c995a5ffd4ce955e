import { describe, expect, it } from 'vitest';
import { Figure } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { figureRules } from '../../../../src/rules/rwnn/figure/FigureRules.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';

const rules = figureRules(rwnnRuleset('rwnn-extended'));

describe('a figure in play', () => {
  it('reset restores a fresh gunfight in place: wounds, standing, guns loaded, skill allowances', () => {
    const f = new Figure(
      {
        name: 'Ames',
        cls: 'gunman',
        held: { 'hard-as-nails': 1, charmed: 1, cursed: 1 },
        weapons: ['pistol'],
      },
      rules,
    );
    expect([f.hardAsNailsLeft, f.charmedLeft, f.curseTokens]).toEqual([1, 1, 1]);
    const { flesh } = f.wounds;
    const guns = f.guns;
    f.wounds.flesh[LOCATION.head] = 2;
    f.wounds.worsen(STATUS.knockedDown);
    f.guns[0] = GUN.jammed;
    f.hardAsNailsLeft = 0;
    f.charmedLeft = 0;
    f.curseTokens = 0;
    f.reset();
    expect(f.wounds.flesh).toBe(flesh);
    expect(f.guns).toBe(guns);
    expect([
      f.wounds.flesh[LOCATION.head],
      f.status,
      f.guns[0],
      f.hardAsNailsLeft,
      f.charmedLeft,
      f.curseTokens,
    ]).toEqual([0, STATUS.standing, GUN.loaded, 1, 1, 1]);
  });

  it('holds one weapon or two pistols ("Characters armed with a rifle and pistol(s) must discard the rifle")', () => {
    expect(
      new Figure({ name: 'Two-gun', cls: 'shootist', weapons: ['pistol', 'pistol'] }, rules).guns,
    ).toHaveLength(2);
    expect(() => new Figure({ name: 'Odd', cls: 'gunman', weapons: ['rifle', 'pistol'] }, rules)).toThrow(
      /one weapon or two pistols/,
    );
  });

  it('"a serious arm wound cannot fire a pistol in that hand, fire a rifle at all" (000 HIT LOCATION & EFFECT)', () => {
    const twoGun = new Figure({ name: 'Two-gun', cls: 'gunman', weapons: ['pistol', 'pistol'] }, rules);
    twoGun.wounds.serious[LOCATION.rightArm] = 1;
    expect([twoGun.armAllows(0), twoGun.armAllows(1), twoGun.readyGun()]).toEqual([false, true, 1]);
    const rifleman = new Figure({ name: 'Rifleman', cls: 'gunman', weapons: ['rifle'] }, rules);
    rifleman.wounds.serious[LOCATION.leftArm] = 1;
    expect([rifleman.armAllows(0), rifleman.hasWorkingGun()]).toEqual([false, false]);
  });

  it('a busted gun is no working gun ("Plumb Busted, gun is no longer any use whatsoever")', () => {
    const f = new Figure({ name: 'F', cls: 'gunman', weapons: ['pistol'] }, rules);
    f.guns[0] = GUN.busted;
    expect(f.hasWorkingGun()).toBe(false);
  });

  it('Citizens and Jumpy characters must blaze away ("Citizens may not fire deliberately"; Jumpy "always blazes away")', () => {
    expect(new Figure({ name: 'C', cls: 'citizen', weapons: ['pistol'] }, rules).mustBlaze).toBe(true);
    expect(
      new Figure({ name: 'J', cls: 'legend', gained: ['jumpy'], weapons: ['pistol'] }, rules).mustBlaze,
    ).toBe(true);
    expect(new Figure({ name: 'G', cls: 'gunman', weapons: ['pistol'] }, rules).mustBlaze).toBe(false);
  });

  it('binding again to the same rules changes nothing', () => {
    const f = new Figure({ name: 'F', cls: 'gunman', gained: ['lucky'], weapons: ['pistol'] }, rules);
    const profile = f.profile;
    f.bind(rules);
    expect(f.profile).toBe(profile);
  });
});
