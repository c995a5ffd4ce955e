import { describe, expect, it } from 'vitest';
import { ARM, BLADE, type FightContext } from '../../../../src/rules/rwnn/fight/FightContext.ts';
import { FIGHT_EFFECT } from '../../../../src/rules/rwnn/fight/FightEffect.ts';
import type { FightReadings } from '../../../../src/rules/rwnn/fight/FightReadings.ts';
import { fightReadingsFrom } from '../../../../src/rules/rwnn/fight/fightReadingOptions.ts';
import { CUNNING } from '../../../../src/rules/rwnn/figure/Figure.ts';
import { GUN } from '../../../../src/rules/rwnn/figure/GunState.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { arena, chooser, fightContext, strike, type Arena } from './fightKit.ts';

/** The rows the tests attack with. */
type Row = 'fist' | 'pistol' | 'bowie' | 'knife';

interface One {
  preset?: RwnnRulesetId;
  options?: Readonly<Record<string, string>>;
  readings?: Partial<FightReadings>;
  attacker?: SkillId[];
  defender?: SkillId[];
  row?: Row;
  ctx?: Partial<FightContext>;
  shift?: number;
  /** The defender's Cunning result (Figure.cunning). */
  cunning?: number;
}

/**
 * One hit from Ames on Boone (Gunmen; Boone defends with his fists, 4 dice): one attack die showing 6 and
 * no defence dice, then `faces` (the effect die and whatever its cell throws).
 */
function oneHit(faces: number[], o: One = {}) {
  const t: Arena = arena(o.preset ?? 'rwnn-extended', o.options ?? {}, o.readings ?? {});
  const a = t.figure('Ames', 'gunman', o.attacker ?? [], ['pistol']);
  const d = t.figure('Boone', 'gunman', o.defender ?? [], ['pistol']);
  d.cunning = o.cunning ?? CUNNING.none;
  const row = o.row ?? 'fist';
  const base: Partial<FightContext> =
    row === 'pistol'
      ? { attackerArm: ARM.shoot }
      : row === 'bowie'
        ? { attackerArm: ARM.blade, attackerBlade: BLADE.bowieKnife }
        : row === 'knife'
          ? { attackerArm: ARM.blade, attackerBlade: BLADE.knife }
          : {};
  const ctx = fightContext({ ...base, defenderExtraDice: -4, ...o.ctx });
  // Level the attacker's dice to one whatever his skills add.
  ctx.attackerExtraDice += 1 - t.resolver.attackDice(a, d, ctx);
  const choosers = o.shift === undefined ? {} : { attacker: chooser({ shift: o.shift }) };
  return { t, a, d, ...strike(t, a, d, ctx, [6, ...faces], choosers) };
}

describe('shot! and knifed!: "treated exactly as if they had been shot in normal firing" (000 FIGHTING)', () => {
  it('a pistol shot! at chest 6 is "Dead!" (000 Appendix B)', () => {
    const { d, result } = oneHit([4, 2, 6], { row: 'pistol' });
    expect([result.effects[FIGHT_EFFECT.shot], d.status]).toEqual([1, STATUS.dead]);
  });

  it('a Tough victim reads the white side: chest 6 is "Serious Wound & Knocked Out", and Tough is "never knocked out"', () => {
    // The fighting chart's effect die loses one for Tough too (5 - 1 = 4, still Shot).
    const { d, story } = oneHit([5, 2, 6], { row: 'pistol', defender: ['tough'] });
    expect([d.wounds.serious[LOCATION.chest], d.status]).toEqual([1, STATUS.knockedDown]);
    expect(story).toMatch(/Effect 5 \(-1 for skills: 4\): Shot\./);
    expect(story).toMatch(/Serious Wound & Knocked Out \(Tough: white side\)/);
  });

  it('"a character who is out of ammo cannot shoot an opponent, and counts a shot! result as no effect"', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    a.guns[0] = GUN.outOfAmmo;
    const ctx = fightContext({ attackerArm: ARM.shoot, attackerExtraDice: -1, defenderExtraDice: -4 });
    const { result, story } = strike(t, a, d, ctx, [6, 6]);
    expect([result.effects[FIGHT_EFFECT.shot], result.noEffect, d.status]).toEqual([1, 1, STATUS.standing]);
    expect(story).toMatch(/gun cannot fire: no effect/);
  });

  it('a jammed gun, or a pistol in a seriously wounded arm, counts its shot! as no effect too', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const ctx = fightContext({ attackerArm: ARM.shoot, attackerExtraDice: -1, defenderExtraDice: -4 });
    a.guns[0] = GUN.jammed;
    expect(strike(t, a, d, ctx, [6, 5]).result.noEffect).toBe(1);
    a.guns[0] = GUN.loaded;
    a.wounds.serious[LOCATION.rightArm] = 1;
    // His serious wound costs him 2 dice (000 "Each serious wound - 2") and 1 for the arm: add them back.
    ctx.attackerExtraDice += 3;
    expect(strike(t, a, d, ctx, [6, 5]).result.noEffect).toBe(1);
  });

  it('under fight.unfireableGun=no-row a jammed gun has no shooting row (he may still club it)', () => {
    const t = arena('rwnn-extended', {}, { unfireableGun: 'no-row' });
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    a.guns[0] = GUN.jammed;
    expect(t.resolver.attackDice(a, d, fightContext({ attackerArm: ARM.shoot }))).toBeNaN();
    expect(t.resolver.attackDice(a, d, fightContext({ attackerArm: ARM.club }))).toBe(3);
    a.guns[0] = GUN.outOfAmmo;
    expect(t.resolver.attackDice(a, d, fightContext({ attackerArm: ARM.shoot }))).toBe(2);
  });

  it('knifed!: belly 5 is "Dead!"', () => {
    const { d, result } = oneHit([2, 5, 5], { row: 'knife' });
    expect([result.effects[FIGHT_EFFECT.knifed], d.status]).toEqual([1, STATUS.dead]);
  });
});

describe('terrible wounds: "Graze or flesh wound becomes a serious wound" (000 FIGHTING)', () => {
  it('a head graze becomes a serious head wound', () => {
    const { d, story } = oneHit([4, 1, 1], { row: 'bowie' });
    expect([d.wounds.serious[LOCATION.head], d.status]).toEqual([1, STATUS.standing]);
    expect(story).toMatch(/Graze, made a serious wound/);
  });

  it('head 4 "Flesh Wound & Knocked Out" becomes a serious head wound, and he is knocked out', () => {
    const { d } = oneHit([5, 1, 4], { row: 'bowie' });
    expect([d.wounds.serious[LOCATION.head], d.status]).toEqual([1, STATUS.knockedOut]);
  });

  it('chest 6 "Dead!" stays dead, and no stuck-weapon die is thrown', () => {
    const { d, result } = oneHit([6, 2, 6], { row: 'bowie' });
    expect([d.status, result.weaponStuck]).toEqual([STATUS.dead, false]);
  });
});

describe('"a serious wound either also causes the severing of a limb or the head, or runs through the body, killing the victim and having a 50% chance of causing the weapon to become stuck"', () => {
  it('chest 5 (a serious wound) runs through the body: dead, and a stuck-weapon die of 4 sticks the blade', () => {
    const { d, result, story } = oneHit([4, 2, 5, 4], { row: 'bowie' });
    expect([d.status, result.weaponStuck, result.severed]).toEqual([STATUS.dead, true, 0]);
    expect(story).toMatch(/runs through the body: dead, and the blade sticks fast/);
  });

  it('belly 4 (000: "Serious Wound & Knocked Out") runs through too; a stuck-weapon die of 3 lets the blade free', () => {
    const { d, result } = oneHit([6, 5, 4, 3], { row: 'bowie' });
    expect([d.status, result.weaponStuck]).toEqual([STATUS.dead, false]);
  });

  it('under fight.stuckWeapon=not-thrown no stuck-weapon die is thrown', () => {
    const { d, result } = oneHit([4, 2, 5], { row: 'bowie', readings: { stuckWeapon: 'not-thrown' } });
    expect([d.status, result.weaponStuck]).toEqual([STATUS.dead, false]);
  });

  it('right arm 5 ("Serious Wound", 000 Appendix B) severs the arm: the serious wound, no knock, and the arm never fires again', () => {
    // The passage says the serious wound "also causes the severing of a limb"; it says nothing of knocking
    // out, so the cell's own result stands: right arm 5 prints a serious wound and no knock.
    const { d, result, story } = oneHit([5, 3, 5], { row: 'bowie' });
    expect([d.wounds.serious[LOCATION.rightArm], d.status, result.severed]).toEqual([1, STATUS.standing, 1]);
    expect([d.armAllows(0), d.wounds.firingArmDisabled()]).toEqual([false, true]);
    expect(story).toMatch(
      /effect 5: Serious Wound, a serious wound that severs the arm; Boone is now standing/,
    );
  });

  it('legs 6 ("Serious Wound & Knocked Out") severs the leg, and the cell\'s knock stands', () => {
    const { d, result, story } = oneHit([6, 6, 6], { row: 'bowie' });
    expect([d.wounds.serious[LOCATION.legs], d.status, result.severed]).toEqual([1, STATUS.knockedOut, 1]);
    expect(story).toMatch(/severs the leg/);
  });

  it('a Hard as Nails man shrugs off the wound ("ignores the effect of the first* wound"), but a severed arm stays gone', () => {
    const { d, result, story } = oneHit([5, 3, 5], { row: 'bowie', defender: ['hard-as-nails'] });
    expect([d.wounds.serious[LOCATION.rightArm], d.hardAsNailsLeft, result.severed]).toEqual([0, 0, 1]);
    expect([d.armAllows(0), d.anyArmSerious(), d.status]).toEqual([false, true, STATUS.standing]);
    expect(story).toMatch(/shrugged off \(Hard as Nails\)/);
  });

  it('under fight.severedLimb=knocked-out a severed arm also knocks him out; under dead it kills', () => {
    const out = oneHit([5, 3, 5], { row: 'bowie', readings: { severedLimb: 'knocked-out' } });
    expect([out.d.wounds.serious[LOCATION.rightArm], out.d.status]).toEqual([1, STATUS.knockedOut]);
    expect(oneHit([5, 3, 5], { row: 'bowie', readings: { severedLimb: 'dead' } }).d.status).toBe(STATUS.dead);
  });

  it('--option fight.severedLimb=knocked-out gives the old reading back, for every ruleset', () => {
    for (const preset of ['rwnn-extended', 'rwnn-1996', 'rwnn-quickref'] as const) {
      const readings = fightReadingsFrom(preset, { 'fight.severedLimb': 'knocked-out' });
      expect(oneHit([5, 3, 5], { preset, row: 'bowie', readings }).d.status).toBe(STATUS.knockedOut);
    }
  });

  it('a serious wound made from a graze severs nothing, unless fight.terribleSevers=any-serious (then the head goes)', () => {
    expect(oneHit([4, 1, 1], { row: 'bowie' }).d.status).toBe(STATUS.standing);
    const { d, story } = oneHit([4, 1, 1], { row: 'bowie', readings: { terribleSevers: 'any-serious' } });
    expect(d.status).toBe(STATUS.dead);
    expect(story).toMatch(/severs the head: dead/);
  });
});

describe('flesh wounds, Hard as Nails and shields', () => {
  it('"Throw for the location of flesh wounds": Fist 4, location 2, a flesh wound to the chest', () => {
    const { d, result } = oneHit([4, 2]);
    expect([d.wounds.flesh[LOCATION.chest], result.struck, result.wounded]).toEqual([1, 1, 1]);
  });

  it('Hard as Nails "ignores the effect of the first* wound he receives"', () => {
    const { d, result, story } = oneHit([4, 2], { defender: ['hard-as-nails'] });
    expect([d.wounds.flesh[LOCATION.chest], result.struck, result.wounded, d.hardAsNailsLeft]).toEqual([
      0, 1, 0, 0,
    ]);
    expect(story).toMatch(/shrugged off \(Hard as Nails\)/);
  });

  it('"If a character has a shield, he suffers no effect when his opponent rolls a 1"', () => {
    const { d, result } = oneHit([1], { ctx: { defenderShield: true } });
    expect([d.status, result.noEffect, result.effects[FIGHT_EFFECT.knockedDown]]).toEqual([
      STATUS.standing,
      1,
      0,
    ]);
  });
});

describe('Tough in a fight: "when hit by shooting or in a fight, subtract one* from the effect dice"', () => {
  it('Fist 5 ("Knocked Out") less one is 4, a flesh wound', () => {
    const { d, result } = oneHit([5, 6], { defender: ['tough'] });
    expect([result.effects[FIGHT_EFFECT.fleshWound], d.wounds.flesh[LOCATION.legs]]).toEqual([1, 1]);
  });

  it('000 "Knocked down, but never knocked out": Fist 6 less one is still "Knocked Out", and he is knocked down', () => {
    const { d, result } = oneHit([6], { defender: ['tough'] });
    expect([result.effects[FIGHT_EFFECT.knockedOut], d.status]).toEqual([1, STATUS.knockedDown]);
  });

  it('under fight.toughFightingChart=no-change the fighting chart throw is not reduced', () => {
    const { d, result } = oneHit([5], { defender: ['tough'], readings: { toughFightingChart: 'no-change' } });
    expect([result.effects[FIGHT_EFFECT.knockedOut], d.status]).toEqual([1, STATUS.knockedDown]);
  });

  it('1996 "never knocked down or knocked out": Fist 1 knocks him nowhere (no effect)', () => {
    const { d, result } = oneHit([1], { preset: 'rwnn-1996', defender: ['tough'] });
    expect([d.status, result.noEffect]).toEqual([STATUS.standing, 1]);
  });
});

describe("the attacker's damage roll: Strong, Runt, Knifeman, Expert Fighter (000 SKILLS & ATTRIBUTES)", () => {
  it('Strong: "+1* on damage chart in hand to hand": Fist 4 reads 5, "Knocked Out"', () => {
    const { d, story } = oneHit([4], { attacker: ['strong'] });
    expect(d.status).toBe(STATUS.knockedOut);
    expect(story).toMatch(/Effect 4 \(\+1 for skills: 5\): Knocked Out\./);
  });

  it('Very Strong adds two; the die never reads past 6', () => {
    expect(oneHit([3], { attacker: ['strong', 'strong'] }).d.status).toBe(STATUS.knockedOut);
    expect(oneHit([6], { attacker: ['strong', 'strong'] }).result.effects[FIGHT_EFFECT.knockedOut]).toBe(1);
  });

  it('Runt: "-1 on damage roll in hand to hand": Fist 5 reads 4, a flesh wound', () => {
    expect(oneHit([5, 3], { attacker: ['runt'] }).d.wounds.flesh[LOCATION.rightArm]).toBe(1);
  });

  it('Runt on a 1 reads column 1 ("Knocked Down"), or nothing under tables.effectDieBelowOne=no-effect', () => {
    expect(oneHit([1], { attacker: ['runt'] }).d.status).toBe(STATUS.knockedDown);
    const none = oneHit([1], { attacker: ['runt'], options: { 'tables.effectDieBelowOne': 'no-effect' } });
    expect([none.d.status, none.result.noEffect]).toEqual([STATUS.standing, 1]);
  });

  it('under tables.strongRuntEffect=fight-dice Strong adds no effect pip (the 1996 +3 dice instead)', () => {
    const { d } = oneHit([4, 2], {
      attacker: ['strong'],
      options: { 'tables.strongRuntEffect': 'fight-dice' },
    });
    expect(d.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('Knifeman: "one* to the throw for effect, but only if armed with a knife/sword"', () => {
    // Knife/Lance 1 ("Knocked Down") reads 2, "Knifed": legs (6), effect 2, a flesh wound.
    expect(
      oneHit([1, 6, 2], { row: 'knife', attacker: ['knifeman-swordsman'] }).d.wounds.flesh[LOCATION.legs],
    ).toBe(1);
    // With his fists Fist 4 stays a flesh wound (to the chest).
    expect(oneHit([4, 2], { attacker: ['knifeman-swordsman'] }).d.wounds.flesh[LOCATION.chest]).toBe(1);
  });

  it('Expert Fighter: "May add or subtract 1 on the Hand to Hand damage roll chart": the default takes Fist 4 to 5', () => {
    const { d, story } = oneHit([4], { attacker: ['expert-fighter'] });
    expect(d.status).toBe(STATUS.knockedOut);
    expect(story).toMatch(/Expert Fighter \+1: 5/);
  });

  it('an Expert Fighter may subtract instead (Fist 4 to 3, "Knocked Down")', () => {
    expect(oneHit([4], { attacker: ['expert-fighter'], shift: -1 }).d.status).toBe(STATUS.knockedDown);
  });

  it('a defending Expert Fighter moves the throw of hits on him only under fight.expertFighter=own-and-received', () => {
    expect(oneHit([5], { defender: ['expert-fighter'] }).d.status).toBe(STATUS.knockedOut);
    const { d } = oneHit([5, 2], {
      defender: ['expert-fighter'],
      readings: { expertFighter: 'own-and-received' },
    });
    expect([d.status, d.wounds.flesh[LOCATION.chest]]).toEqual([STATUS.standing, 1]);
  });

  it("a shift beyond the Expert Fighter's one is refused", () => {
    expect(() => oneHit([4], { attacker: ['expert-fighter'], shift: 2 })).toThrow(/not allowed/);
  });
});

describe('Cunning\'s Steel Plate in a fight: "ignore all chest wounds" (000 SKILLS & ATTRIBUTES)', () => {
  const plate = { cunning: CUNNING.steelPlate };
  it('Fist 4 at location 2: the flesh wound to the chest is taken by the plate, and struck nothing', () => {
    const { d, result, story } = oneHit([4, 2], plate);
    expect([d.wounds.fleshTotal(), result.struck, result.wounded]).toEqual([0, 0, 0]);
    expect(story).toMatch(/Location 2 \(chest\): a flesh wound, taken by his steel plate \(Cunning\)\./);
  });

  it('a terrible wound at chest 5, which runs a man through, is stopped by the plate', () => {
    const { d, result, story } = oneHit([4, 2, 5], { row: 'bowie', ...plate });
    expect([d.status, d.wounds.seriousTotal(), result.weaponStuck]).toEqual([STATUS.standing, 0, false]);
    expect(story).toMatch(/effect 5: stopped by his steel plate \(Cunning\)/);
  });

  it('the plate leaves other parts bare: Fist 4 at location 1 wounds the head', () => {
    expect(oneHit([4, 1], plate).d.wounds.flesh[LOCATION.head]).toBe(1);
  });
});
