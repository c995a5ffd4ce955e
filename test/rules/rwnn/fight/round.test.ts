import { describe, expect, it } from 'vitest';
import { ARM, BLADE } from '../../../../src/rules/rwnn/fight/FightContext.ts';
import { FIGHT_EFFECT } from '../../../../src/rules/rwnn/fight/FightEffect.ts';
import { ESCAPE } from '../../../../src/rules/rwnn/fight/FightResult.ts';
import { FIGHT_ROW } from '../../../../src/rules/rwnn/fight/FightRow.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { arena, chooser, fightContext, strike } from './fightKit.ts';

describe('the round: "each 6 rolled is a potential hit ... each 6 rolled cancels one of the attackers hits" (000 FIGHTING)', () => {
  it('three 6s against one: two hits, each thrown for effect', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    // Fist 3 dice [6 6 6]; Fist 4 dice [6 1 1 1]; effects 1 and 2, both "Knocked Down".
    const { result, story } = strike(t, a, d, fightContext(), [6, 6, 6, 6, 1, 1, 1, 1, 2]);
    expect([result.attackSixes, result.defendSixes, result.netHits, result.hitsResolved]).toEqual([
      3, 1, 2, 2,
    ]);
    expect([result.effects[FIGHT_EFFECT.knockedDown], d.status, result.defenderWentDown]).toEqual([
      2,
      STATUS.knockedDown,
      true,
    ]);
    expect(story).toMatch(
      /Ames attacks Boone \(fist\) with 3 dice \[6 6 6\]; Boone defends \(fist\) with 4 dice \[6 1 1 1\]: 2 hits\./,
    );
  });

  it('as many 6s each: no hit, and nobody is knocked down', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const { result } = strike(t, a, d, fightContext(), [6, 2, 2, 6, 3, 3, 3]);
    expect([result.netHits, result.attackerKnockedDown, a.status, d.status]).toEqual([
      0,
      false,
      STATUS.standing,
      STATUS.standing,
    ]);
  });

  it('"If the defender rolls more 6\'s than the attacker, then the attacker is knocked down ... until he has spent a turn recovering"', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const { result, story } = strike(t, a, d, fightContext(), [6, 2, 2, 6, 6, 3, 3]);
    expect([result.netHits, result.attackerKnockedDown, a.status, result.attackerStatus]).toEqual([
      0,
      true,
      STATUS.knockedDown,
      STATUS.knockedDown,
    ]);
    expect(story).toMatch(/Ames is knocked down and must spend a turn recovering/);
  });

  it('a 1996 Tough attacker is "never knocked down"', () => {
    const t = arena('rwnn-1996');
    const a = t.figure('Ames', 'gunman', ['tough']);
    const d = t.figure('Boone');
    const { result } = strike(t, a, d, fightContext(), [1, 2, 2, 6, 3, 3, 3]);
    expect([result.attackerKnockedDown, a.status]).toEqual([false, STATUS.standing]);
  });
});

describe('a defender who is down', () => {
  it('"If the victim has been knocked down, he does not roll dice in defence, and each 6 that the attacker rolls scores a hit" (Fist 3, "Defender on ground +2")', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    d.wounds.status = STATUS.knockedDown;
    const { result, story } = strike(t, a, d, fightContext(), [6, 6, 1, 1, 1, 5, 2]);
    expect([result.attackDice, result.defendDice, result.netHits, d.status]).toEqual([
      5,
      0,
      2,
      STATUS.knockedOut,
    ]);
    expect(result.defenderWentDown).toBe(false);
    expect(story).toMatch(/Boone is down and does not defend: 2 hits/);
  });

  it('"If he has been knocked out, the attacker automatically scores a hit with each dice he throws"', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    d.wounds.status = STATUS.knockedOut;
    // Five dice (3, on ground +2), whatever they show; five effects: 1, 1, 1, 4 (chest), 2.
    const { result } = strike(t, a, d, fightContext(), [1, 2, 3, 4, 5, 1, 1, 1, 4, 2, 2]);
    expect([result.netHits, result.hitsResolved, result.effects[FIGHT_EFFECT.knockedDown]]).toEqual([
      5, 5, 4,
    ]);
    expect(d.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('"alternatively the attacker might just as well shoot his unfortunate victim at point blank range, which automatically kills"', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    d.wounds.status = STATUS.knockedOut;
    const { result } = strike(t, a, d, fightContext({ shootKnockedOut: true }), []);
    expect([result.executed, d.status, result.attackDice]).toEqual([true, STATUS.dead, 0]);
    a.guns[0] = GUN.outOfAmmo;
    const e = t.figure('Cole');
    e.wounds.status = STATUS.knockedOut;
    expect(() => strike(t, a, e, fightContext({ shootKnockedOut: true }), [])).toThrow(/no gun he can fire/);
  });

  it('no further hit is thrown once the victim is dead (Tomahawk 6, "Dead")', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const ctx = fightContext({ attackerArm: ARM.blade, attackerBlade: BLADE.tomahawk });
    const { result } = strike(t, a, d, ctx, [6, 6, 1, 1, 1, 1, 1, 1, 1, 6]);
    expect([result.netHits, result.hitsResolved, d.status]).toEqual([2, 1, STATUS.dead]);
  });
});

describe('ESCAPING FROM COMBAT: "If he throws more 6\'s than his opponent, and chooses to escape rather than applying the result"', () => {
  it('the attacker with more 6s may escape: no hit is thrown', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const { result } = strike(t, a, d, fightContext(), [6, 1, 1, 1, 1, 1, 1], {
      attacker: chooser({ escape: true }),
    });
    expect([result.escaped, result.netHits, result.hitsResolved, d.status]).toEqual([
      ESCAPE.attacker,
      1,
      0,
      STATUS.standing,
    ]);
  });

  it('the defender with more 6s may escape instead of knocking the attacker down', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const { result } = strike(t, a, d, fightContext(), [1, 1, 1, 6, 1, 1, 1], {
      defender: chooser({ escape: true }),
    });
    expect([result.escaped, result.attackerKnockedDown, a.status]).toEqual([
      ESCAPE.defender,
      false,
      STATUS.standing,
    ]);
  });

  it('nobody is asked on level 6s, and under fight.escapeBy=defender-only the attacker is never asked', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const always = chooser({ escape: true });
    expect(
      strike(t, a, d, fightContext(), [6, 1, 1, 6, 1, 1, 1], { attacker: always, defender: always }).result
        .escaped,
    ).toBe(ESCAPE.none);
    const t2 = arena('rwnn-extended', {}, { escapeBy: 'defender-only' });
    const b = t2.figure('Ames');
    const c = t2.figure('Boone');
    expect(
      strike(t2, b, c, fightContext(), [6, 1, 1, 1, 1, 1, 1, 1], { attacker: always }).result.escaped,
    ).toBe(ESCAPE.none);
  });
});

describe('clubbing: "neither can fire on their next turn, irrespective of whether a fight takes place"', () => {
  it('the clubbing attacker is barred from firing; under fight.clubNoFire=both-fighters the defender too', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const ctx = fightContext({ attackerArm: ARM.club });
    const r = strike(t, a, d, ctx, [1, 1, 1, 1, 1, 1, 1]).result;
    expect([r.attackRow, r.attackerNoFire, r.defenderNoFire]).toEqual([FIGHT_ROW.clubbedPistol, true, false]);
    const t2 = arena('rwnn-extended', {}, { clubNoFire: 'both-fighters' });
    const r2 = strike(t2, t2.figure('A'), t2.figure('B'), ctx, [1, 1, 1, 1, 1, 1, 1]).result;
    expect([r2.attackerNoFire, r2.defenderNoFire]).toEqual([true, true]);
  });

  it("a clubbing defender throws the Clubbed Rifle row's Defend dice (3) and is barred himself", () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone', 'gunman', [], ['rifle']);
    const r = strike(t, a, d, fightContext({ defenderArm: ARM.club }), [1, 1, 1, 1, 1, 1]).result;
    expect([r.defenceRow, r.defendDice, r.attackerNoFire, r.defenderNoFire]).toEqual([
      FIGHT_ROW.clubbedRifle,
      3,
      false,
      true,
    ]);
  });
});

describe('rows: "the pistol or the rifle rows of the fighting chart, as appropriate"', () => {
  it("a carbine and a shotgun shoot on the Rifle row, a bow on none; fight.shotgunShoots=no-row takes the shotgun's away", () => {
    const t = arena();
    const shoot = fightContext({ attackerArm: ARM.shoot });
    const d = t.figure('Boone');
    expect(t.resolver.rowFor(t.figure('A', 'gunman', [], ['carbine']), shoot, true)).toBe(FIGHT_ROW.rifle);
    expect(t.resolver.rowFor(t.figure('A', 'gunman', [], ['shotgun']), shoot, true)).toBe(FIGHT_ROW.rifle);
    expect(t.resolver.rowFor(t.figure('A', 'gunman', [], ['bow']), shoot, true)).toBe(-1);
    const t2 = arena('rwnn-extended', {}, { shotgunShoots: 'no-row' });
    expect(t2.resolver.rowFor(t2.figure('A', 'gunman', [], ['sawn-off']), shoot, true)).toBe(-1);
    expect(
      t2.resolver.rowFor(
        t2.figure('A', 'gunman', [], ['sawn-off']),
        fightContext({ attackerArm: ARM.club }),
        true,
      ),
    ).toBe(FIGHT_ROW.clubbedRifle);
    expect(() => strike(t, t.figure('A', 'gunman', [], ['bow']), d, shoot, [])).toThrow(RangeError);
  });

  it('the left-hand pistol of two shoots on the Pistol row; a hand he has not is no row', () => {
    const t = arena();
    const a = t.figure('A', 'gunman', [], ['pistol', 'pistol']);
    expect(t.resolver.rowFor(a, fightContext({ attackerArm: ARM.shoot, attackerHand: 1 }), true)).toBe(
      FIGHT_ROW.pistol,
    );
    expect(
      t.resolver.rowFor(t.figure('B'), fightContext({ attackerArm: ARM.shoot, attackerHand: 1 }), true),
    ).toBe(-1);
  });

  it('blades: "the knife row for foot lances or long spears"; a mounted lance there too', () => {
    const t = arena();
    const f = t.figure('A');
    const blade = (b: (typeof BLADE)[keyof typeof BLADE]) =>
      fightContext({ attackerArm: ARM.blade, attackerBlade: b });
    expect(t.resolver.rowFor(f, blade(BLADE.footLance), true)).toBe(FIGHT_ROW.knifeLance);
    expect(t.resolver.rowFor(f, blade(BLADE.mountedLance), true)).toBe(FIGHT_ROW.knifeLance);
    expect(t.resolver.rowFor(f, blade(BLADE.none), true)).toBe(-1);
  });

  it("under fight.defenceRow=attackers-weapon the defender throws the Defend dice of the attacker's row", () => {
    const t = arena('rwnn-extended', {}, { defenceRow: 'attackers-weapon' });
    const ctx = fightContext({ attackerArm: ARM.blade, attackerBlade: BLADE.tomahawk });
    expect(t.resolver.defendDice(t.figure('A'), t.figure('B'), ctx)).toBe(3);
    expect(arena().resolver.defendDice(t.figure('A'), t.figure('B'), ctx)).toBe(4);
  });

  it('a fighter who is down cannot attack, and the dead are not attacked', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    a.wounds.status = STATUS.knockedDown;
    expect(() => strike(t, a, d, fightContext(), [])).toThrow(/cannot attack/);
    a.wounds.status = STATUS.standing;
    d.wounds.status = STATUS.dead;
    expect(() => strike(t, a, d, fightContext(), [])).toThrow(/cannot be attacked/);
  });
});
