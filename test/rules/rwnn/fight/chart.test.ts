import { describe, expect, it } from 'vitest';
import { ARM, BLADE, type ArmCode, type BladeCode } from '../../../../src/rules/rwnn/fight/FightContext.ts';
import { FIGHT_EFFECT, type FightEffectCode } from '../../../../src/rules/rwnn/fight/FightEffect.ts';
import type { RangeWeapon } from '../../../../src/rules/rwnn/tables/rangeChart.ts';
import { LOCATION, STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { arena, fightContext, strike } from './fightKit.ts';

// 002 CLOSE COMBAT "Fighting Chart", as printed (a blank cell reads as the one to its left):
// Weapon          Attack Defend  1             2            3            4               5                  6
// Fist            3      4       Knocked Down  .            .            Flesh Wound     Knocked Out        .
// Pistol          2      2       Knocked Down  .            Flesh Wound  Shot            .                  .
// Clubbed Pistol  3      3       Knocked Down  .            Head Wound   Knocked Out     .                  .
// Rifle           2      2       Knocked Down  .            .            Flesh Wound     Shot               .
// Clubbed Rifle   3      3       Flesh Wound   .            Head Wound   .               Knocked Out        .
// Bowie Knife     4      3       Knocked Down  Flesh Wound  .            Terrible Wound  .                  .
// Knife/Lance     4      4       Knocked Down  Knifed       .            .               .                  .
// Tomahawk        5      3       Knocked Down  .            Head Wound   Knocked Out     Head Wound & Ko'd  Dead
type Cell = 'KD' | 'FW' | 'KO' | 'Shot' | 'HW' | 'HWKO' | 'TW' | 'Knifed' | 'Dead';
const ROWS: readonly [string, ArmCode, BladeCode, RangeWeapon, number, number, readonly Cell[]][] = [
  ['Fist', ARM.fist, BLADE.none, 'pistol', 3, 4, ['KD', 'KD', 'KD', 'FW', 'KO', 'KO']],
  ['Pistol', ARM.shoot, BLADE.none, 'pistol', 2, 2, ['KD', 'KD', 'FW', 'Shot', 'Shot', 'Shot']],
  ['Clubbed Pistol', ARM.club, BLADE.none, 'pistol', 3, 3, ['KD', 'KD', 'HW', 'KO', 'KO', 'KO']],
  ['Rifle', ARM.shoot, BLADE.none, 'rifle', 2, 2, ['KD', 'KD', 'KD', 'FW', 'Shot', 'Shot']],
  ['Clubbed Rifle', ARM.club, BLADE.none, 'rifle', 3, 3, ['FW', 'FW', 'HW', 'HW', 'KO', 'KO']],
  ['Bowie Knife', ARM.blade, BLADE.bowieKnife, 'pistol', 4, 3, ['KD', 'FW', 'FW', 'TW', 'TW', 'TW']],
  [
    'Knife/Lance',
    ARM.blade,
    BLADE.knife,
    'pistol',
    4,
    4,
    ['KD', 'Knifed', 'Knifed', 'Knifed', 'Knifed', 'Knifed'],
  ],
  ['Tomahawk', ARM.blade, BLADE.tomahawk, 'pistol', 5, 3, ['KD', 'KD', 'HW', 'KO', 'HWKO', 'Dead']],
];

const CODE: Record<Cell, FightEffectCode> = {
  KD: FIGHT_EFFECT.knockedDown,
  FW: FIGHT_EFFECT.fleshWound,
  KO: FIGHT_EFFECT.knockedOut,
  Shot: FIGHT_EFFECT.shot,
  HW: FIGHT_EFFECT.headWound,
  HWKO: FIGHT_EFFECT.headWoundAndKnockedOut,
  TW: FIGHT_EFFECT.terribleWound,
  Knifed: FIGHT_EFFECT.knifed,
  Dead: FIGHT_EFFECT.dead,
};

/** The dice each cell throws after the effect die, and what they leave the victim with. */
const FOLLOW: Record<Cell, readonly number[]> = {
  KD: [],
  // "Throw for the location of flesh wounds ... on the hit location chart": 6, the legs.
  FW: [6],
  KO: [],
  // "treated exactly as if they had been shot in normal firing": left arm (4), effect 2, a Flesh Wound.
  Shot: [4, 2],
  // "Throw for the effect of head wounds on wound chart": head, effect 3, a Flesh Wound.
  HW: [3],
  // Head, effect 1: a Graze; then knocked out.
  HWKO: [1],
  // Right arm (3), effect 2: a Flesh Wound, which a terrible wound makes serious.
  TW: [3, 2],
  // Legs (6), effect 2: a Flesh Wound.
  Knifed: [6, 2],
  Dead: [],
};

const CASES = ROWS.flatMap(([label, arm, blade, weapon, attack, , cells]) =>
  cells.map((cell, i) => [label, i + 1, cell, arm, blade, weapon, attack] as const),
);

describe('every cell of the fighting chart (002 CLOSE COMBAT), thrown by one remaining hit', () => {
  it.each(CASES)('%s, effect %i: %s', (_, face, cell, arm, blade, weapon, attack) => {
    const t = arena();
    const a = t.figure('Ames', 'gunman', [], [weapon]);
    const d = t.figure('Boone');
    // One attack die and no defence dice (Boone defends with his fists: 4 dice), so the single 6 is the
    // hit whose effect is thrown.
    const ctx = fightContext({
      attackerArm: arm,
      attackerBlade: blade,
      attackerExtraDice: 1 - attack,
      defenderExtraDice: -4,
    });
    const { result } = strike(t, a, d, ctx, [6, face, ...FOLLOW[cell]]);
    expect(result.attackDice).toBe(1);
    expect(result.defendDice).toBe(0);
    expect(result.netHits).toBe(1);
    expect(result.effects[CODE[cell]]).toBe(1);
    const w = d.wounds;
    switch (cell) {
      case 'KD':
        expect(d.status).toBe(STATUS.knockedDown);
        break;
      case 'KO':
        expect(d.status).toBe(STATUS.knockedOut);
        break;
      case 'FW':
        expect([w.flesh[LOCATION.legs], d.status]).toEqual([1, STATUS.standing]);
        break;
      case 'Shot':
        expect([w.flesh[LOCATION.leftArm], d.status]).toEqual([1, STATUS.standing]);
        break;
      case 'HW':
        expect([w.flesh[LOCATION.head], d.status]).toEqual([1, STATUS.standing]);
        break;
      case 'HWKO':
        expect([w.headWounds(), d.status]).toEqual([0, STATUS.knockedOut]);
        break;
      case 'TW':
        expect([w.serious[LOCATION.rightArm], w.flesh[LOCATION.rightArm], d.status]).toEqual([
          1,
          0,
          STATUS.standing,
        ]);
        break;
      case 'Knifed':
        expect([w.flesh[LOCATION.legs], d.status]).toEqual([1, STATUS.standing]);
        break;
      case 'Dead':
        expect(d.status).toBe(STATUS.dead);
        break;
    }
  });

  it.each(
    ROWS.map(
      ([label, arm, blade, weapon, attack, defend]) => [label, arm, blade, weapon, attack, defend] as const,
    ),
  )(
    '%s: "Dice Rolled" Attack and Defend for a Gunman from the front',
    (_, arm, blade, weapon, attack, defend) => {
      const t = arena();
      const a = t.figure('Ames', 'gunman', [], [weapon]);
      const d = t.figure('Boone', 'gunman', [], [weapon]);
      const ctx = fightContext({
        attackerArm: arm,
        attackerBlade: blade,
        defenderArm: arm,
        defenderBlade: blade,
      });
      expect([t.resolver.attackDice(a, d, ctx), t.resolver.defendDice(a, d, ctx)]).toEqual([attack, defend]);
    },
  );

  it('the narration prints the cell as the chart words it', () => {
    const t = arena();
    const a = t.figure('Ames');
    const d = t.figure('Boone');
    const ctx = fightContext({
      attackerArm: ARM.blade,
      attackerBlade: BLADE.tomahawk,
      attackerExtraDice: -4,
      defenderExtraDice: -4,
    });
    expect(strike(t, a, d, ctx, [6, 5, 1]).story).toMatch(/Effect 5: Head Wound & Ko'd\./);
  });
});
