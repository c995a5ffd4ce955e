import { describe, expect, it } from 'vitest';
import {
  ARM,
  ATTACKED_FROM,
  BLADE,
  type FightContext,
} from '../../../../src/rules/rwnn/fight/FightContext.ts';
import type { FightReadings } from '../../../../src/rules/rwnn/fight/FightReadings.ts';
import type { CharacterClass } from '../../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RwnnRulesetId } from '../../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../../src/rules/rwnn/tables/skills.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { arena, fightContext, strike } from './fightKit.ts';

interface Sides {
  preset?: RwnnRulesetId;
  options?: Readonly<Record<string, string>>;
  readings?: Partial<FightReadings>;
  attacker?: { cls?: CharacterClass; skills?: SkillId[] };
  defender?: { cls?: CharacterClass; skills?: SkillId[] };
  ctx?: Partial<FightContext>;
  /** Wounds to give a fighter before the fight: [who, location, flesh, serious]. */
  wounds?: readonly (readonly ['attacker' | 'defender', number, number, number])[];
  defenderStatus?: 0 | 1 | 2;
}

/** [attack dice, defence dice] of a fistfight (Fist: Attack 3, Defend 4) between two Gunmen, as changed. */
function dice(o: Sides = {}): [number, number] {
  const t = arena(o.preset ?? 'rwnn-extended', o.options ?? {}, o.readings ?? {});
  const a = t.figure('Ames', o.attacker?.cls ?? 'gunman', o.attacker?.skills ?? []);
  const d = t.figure('Boone', o.defender?.cls ?? 'gunman', o.defender?.skills ?? []);
  for (const [who, loc, flesh, serious] of o.wounds ?? []) {
    const f = who === 'attacker' ? a : d;
    f.wounds.flesh[loc] = flesh;
    f.wounds.serious[loc] = serious;
  }
  if (o.defenderStatus !== undefined) d.wounds.status = o.defenderStatus;
  const ctx = fightContext(o.ctx ?? {});
  return [t.resolver.attackDice(a, d, ctx), t.resolver.defendDice(a, d, ctx)];
}

describe('000 FIGHTING modifiers: "add or subtract the following NUMBER OF DICE rolled by the character"', () => {
  it('no modifier: Fist 3 against Fist 4', () => {
    expect(dice()).toEqual([3, 4]);
  });

  it('"Citizen - 1", "Shootist +1", "Legend +2", each on his own dice', () => {
    expect(dice({ attacker: { cls: 'legend' }, defender: { cls: 'citizen' } })).toEqual([5, 3]);
    expect(dice({ attacker: { cls: 'shootist' }, defender: { cls: 'shootist' } })).toEqual([4, 5]);
  });

  it('"Defender is behind cover - 1": off the attacker\'s dice', () => {
    expect(dice({ ctx: { defenderInCover: true } })).toEqual([2, 4]);
    expect(dice({ ctx: { attackerInCover: true } })).toEqual([3, 4]);
  });

  it('"Attacker moves over 9 inches +2": not at 9", at 9.5"', () => {
    expect(dice({ ctx: { attackerMoved: 9 } })).toEqual([3, 4]);
    expect(dice({ ctx: { attackerMoved: 9.5 } })).toEqual([5, 4]);
  });

  it('"Each flesh wound - 1", "Each serious wound - 2", on his own dice', () => {
    expect(dice({ wounds: [['attacker', LOCATION.legs, 2, 0]] })).toEqual([1, 4]);
    expect(dice({ wounds: [['defender', LOCATION.chest, 0, 1]] })).toEqual([3, 2]);
  });

  it('"Wounded right arm - 1", on top of the wound\'s own line; once, or per wound under fight.rightArmWound=per-wound', () => {
    expect(dice({ wounds: [['attacker', LOCATION.rightArm, 2, 0]] })).toEqual([0, 4]);
    // A Legend (+2) defending with a flesh and a serious wound to the right arm: 4 + 2 - 1 - 2 - 1.
    const legend = {
      defender: { cls: 'legend' as const },
      wounds: [['defender', LOCATION.rightArm, 1, 1]] as const,
    };
    expect(dice(legend)).toEqual([3, 2]);
    expect(dice({ ...legend, readings: { rightArmWound: 'per-wound' } })).toEqual([3, 1]);
  });

  it('"Backshooting +2" to the attacker', () => {
    expect(dice({ ctx: { backshooting: true } })).toEqual([5, 4]);
  });

  it('"Defender on ground +2": a knocked-down defender, who "does not roll dice in defence"', () => {
    expect(dice({ defenderStatus: STATUS.knockedDown })).toEqual([5, 0]);
  });

  it('a knocked-out defender lies on the ground too, unless read knocked-down-only (fight-knocked-out-victim)', () => {
    expect(dice({ defenderStatus: STATUS.knockedOut })).toEqual([5, 0]);
    expect(
      dice({ defenderStatus: STATUS.knockedOut, readings: { knockedOutOnGround: 'knocked-down-only' } }),
    ).toEqual([3, 0]);
  });

  it('"Attacked from side - 2", "Attacked from rear - 4": off the defender\'s dice', () => {
    expect(dice({ ctx: { attackedFrom: ATTACKED_FROM.side } })).toEqual([3, 2]);
    expect(dice({ ctx: { attackedFrom: ATTACKED_FROM.rear } })).toEqual([3, 0]);
  });

  it('HATRED & FEAR: "He adds one dice when fighting or shooting at him", "He subtracts one dice"', () => {
    expect(dice({ ctx: { attackerExtraDice: 1, defenderExtraDice: -1 } })).toEqual([4, 3]);
  });

  it('lances: "add one dice in the first round of combat" (the Knife/Lance row, Attack 4)', () => {
    const lance = { attackerArm: ARM.blade, attackerBlade: BLADE.footLance } as const;
    expect(dice({ ctx: { ...lance, firstRound: true } })[0]).toBe(5);
    expect(dice({ ctx: lance })[0]).toBe(4);
    expect(dice({ ctx: { attackerArm: ARM.blade, attackerBlade: BLADE.knife, firstRound: true } })[0]).toBe(
      4,
    );
  });

  it('fewer than no dice throws none', () => {
    expect(
      dice({ attacker: { cls: 'citizen' }, ctx: { defenderInCover: true, attackerExtraDice: -2 } })[0],
    ).toBe(0);
  });
});

describe('002 CLOSE COMBAT modifiers (rwnn-quickref)', () => {
  const q = { preset: 'rwnn-quickref' } as const;

  it('"Attacker Moved 9+ Ins. +2": at 9" already; tables.fightChargeDistance=over-nine reads 000', () => {
    expect(dice({ ...q, ctx: { attackerMoved: 9 } })).toEqual([5, 4]);
    expect(
      dice({ ...q, options: { 'tables.fightChargeDistance': 'over-nine' }, ctx: { attackerMoved: 9 } }),
    ).toEqual([3, 4]);
    expect(
      dice({ options: { 'tables.fightChargeDistance': 'nine-or-more' }, ctx: { attackerMoved: 9 } }),
    ).toEqual([5, 4]);
  });

  it('"Behind Cover -1": the defender\'s cover off the attacker, or under tables.fightBehindCover=own-cover the coverer\'s own', () => {
    expect(dice({ ...q, ctx: { defenderInCover: true } })).toEqual([2, 4]);
    const own = { ...q, options: { 'tables.fightBehindCover': 'own-cover' } };
    expect(dice({ ...own, ctx: { defenderInCover: true } })).toEqual([3, 3]);
    expect(dice({ ...own, ctx: { attackerInCover: true } })).toEqual([2, 4]);
  });

  it('"Wounded -1", "Seriously Wounded -2": by his worst wound (tables.quickrefWoundedFighting=state)', () => {
    expect(dice({ ...q, wounds: [['attacker', LOCATION.legs, 2, 0]] })).toEqual([2, 4]);
    expect(dice({ ...q, wounds: [['defender', LOCATION.legs, 2, 1]] })).toEqual([3, 2]);
  });

  it("per wound under per-wound, and 000's lines (right arm included) under extended-wording", () => {
    // A Legend (+2) attacking with a flesh and a serious wound to the right arm.
    const hurt = {
      ...q,
      attacker: { cls: 'legend' as const },
      wounds: [['attacker', LOCATION.rightArm, 1, 1]] as const,
    };
    expect(dice(hurt)[0]).toBe(3);
    expect(dice({ ...hurt, options: { 'tables.quickrefWoundedFighting': 'per-wound' } })[0]).toBe(2);
    expect(dice({ ...hurt, options: { 'tables.quickrefWoundedFighting': 'extended-wording' } })[0]).toBe(1);
  });
});

describe('fighting skills (000 SKILLS & ATTRIBUTES; 003 SKILLS)', () => {
  it('Brawler: "adds four* dice when attacking in a fight", not when defending', () => {
    expect(dice({ attacker: { skills: ['brawler'] }, defender: { skills: ['brawler'] } })).toEqual([7, 4]);
  });

  it('Bruiser: "adds two* dice when defending self in a fight"; Very Bruiser four', () => {
    expect(dice({ attacker: { skills: ['bruiser'] }, defender: { skills: ['bruiser', 'bruiser'] } })).toEqual(
      [3, 8],
    );
  });

  it('Agile and Swift: "Adds one dice* in a fight", attacking and defending', () => {
    expect(dice({ attacker: { skills: ['agile'] }, defender: { skills: ['swift', 'swift'] } })).toEqual([
      4, 6,
    ]);
  });

  it('Knifeman: "adds four* dice in a fight ... but only if armed with a knife/sword"', () => {
    const knife = { attackerArm: ARM.blade, attackerBlade: BLADE.bowieKnife } as const;
    expect(dice({ attacker: { skills: ['knifeman-swordsman'] }, ctx: knife })[0]).toBe(8);
    expect(dice({ attacker: { skills: ['knifeman-swordsman'] } })[0]).toBe(3);
    expect(
      dice({
        attacker: { skills: ['knifeman-swordsman'] },
        ctx: { attackerArm: ARM.blade, attackerBlade: BLADE.tomahawk },
      })[0],
    ).toBe(5);
  });

  it('000 Strong and Runt change the damage roll, not the dice; 1996 "adds three* dice" / "subtracts three* dice"', () => {
    expect(dice({ attacker: { skills: ['strong'] }, defender: { skills: ['runt'] } })).toEqual([3, 4]);
    expect(
      dice({ preset: 'rwnn-1996', attacker: { skills: ['strong'] }, defender: { skills: ['runt'] } }),
    ).toEqual([6, 1]);
    expect(
      dice({
        options: { 'tables.strongRuntEffect': 'fight-dice' },
        attacker: { skills: ['strong', 'strong'] },
      })[0],
    ).toBe(9);
  });

  it('1996 Skilled Fighter "adds four dice when attempting to hit", and a 1996 Wildman is one ("an Expert Fighter*")', () => {
    expect(dice({ preset: 'rwnn-1996', attacker: { skills: ['brawler'] } })).toEqual([7, 4]);
    expect(dice({ preset: 'rwnn-1996', attacker: { skills: ['wildman'] } })).toEqual([7, 4]);
    expect(dice({ attacker: { skills: ['wildman'] } })).toEqual([3, 4]);
  });

  it("Vengeful's die is his hatred, passed as extra dice, not counted again", () => {
    expect(dice({ attacker: { skills: ['vengeful'] } })).toEqual([3, 4]);
  });
});

describe('the modified dice are the dice thrown', () => {
  it('a Legend with a Bowie knife who charged 10": Attack 4 + 2 + 2 = 8 dice; a Citizen fists back with 3', () => {
    const t = arena();
    const a = t.figure('Ames', 'legend');
    const d = t.figure('Boone', 'citizen');
    const ctx = fightContext({ attackerArm: ARM.blade, attackerBlade: BLADE.bowieKnife, attackerMoved: 10 });
    const { result } = strike(t, a, d, ctx, [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2]);
    expect([result.attackDice, result.defendDice, result.netHits]).toEqual([8, 3, 0]);
  });
});
