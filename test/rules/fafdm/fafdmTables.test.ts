import { describe, expect, it } from 'vitest';
import { FAFDM_BANDS, fafdmCharacter } from '../../../src/rules/fafdm/tables/fafdmBands.ts';
import { FAFDM_GUNS } from '../../../src/rules/fafdm/tables/fafdmGuns.ts';
import { SHOT_MODIFIERS } from '../../../src/rules/fafdm/tables/shotModifiers.ts';

// Literal values as printed in 001 (the section named in each test), never derived.
describe("001's tables as data", () => {
  it('9.3 LAWMMEN, GUARD: "SHOT 3 COOL 3 REF 3 COS 2 EXP 0 / FA 0 FO 0 COST: 50$"', () => {
    const g = fafdmCharacter('lawmen/guard')!;
    expect([g.shot, g.cool, g.ref, g.cos, g.exp, g.fame, g.fortune, g.cost]).toEqual([
      3, 3, 3, 2, 0, 0, 0, 50,
    ]);
  });

  it('9.4 THE OUTLAWS, BANDIT: "SHOT 4 COOL 2 REF 3 COS 2 EXP 0 / FA 0 FO 0 COST: 60$"', () => {
    const b = fafdmCharacter('outlaws/bandit')!;
    expect([b.shot, b.cool, b.ref, b.cos, b.exp, b.fame, b.fortune, b.cost]).toEqual([
      4, 2, 3, 2, 0, 0, 0, 60,
    ]);
  });

  it('9.10 SOLDIERS, CAPTAIN: "SHOT 4 COOL 4 REF 3 COS 3 EXP 3 / FA 1 FO 1 COST: 180$", LEADER', () => {
    const c = FAFDM_BANDS.soldiers.characters.captain;
    expect([c.shot, c.cool, c.ref, c.cos, c.exp, c.fame, c.fortune, c.cost, c.role]).toEqual([
      4,
      4,
      3,
      3,
      3,
      1,
      1,
      180,
      'leader',
    ]);
  });

  it('9.3 VICE-SHERIFF "HERO, max 2"; 9.12 "These characters can perform 2 ACTION ONLY"', () => {
    expect(FAFDM_BANDS.lawmen.characters['vice-sheriff'].heroMax).toBe(2);
    expect(FAFDM_BANDS.common.characters['saloon-woman'].actions).toBe(2);
    expect(FAFDM_BANDS.lawmen.characters.guard.actions).toBe(3);
  });

  it('ten bands (9.3-9.12)', () => {
    expect(Object.keys(FAFDM_BANDS)).toHaveLength(10);
  });

  it('Tab.6 "SIX-SHOT 6 12 1 / 6 6 1 1" and "REMINGTON 4 8 1 / 2 2 1 1"', () => {
    const s = FAFDM_GUNS['six-shot'];
    expect([s.shortU, s.maxU, s.perTurnPrinted, s.total, s.fireCa, s.bonus]).toEqual([
      6,
      12,
      '1 / 6',
      6,
      1,
      1,
    ]);
    const r = FAFDM_GUNS.remington;
    expect([r.shortU, r.maxU, r.perTurnPrinted, r.total, r.fireCa, r.bonus]).toEqual([
      4,
      8,
      '1 / 2',
      2,
      1,
      1,
    ]);
  });

  it('Tab.7 "HUNTING RIFLE 17 34 1 1 2 2" and "DOUBLE-BARRELLED GUN 8 16 2 2 2 2"', () => {
    const h = FAFDM_GUNS['hunting-rifle'];
    expect([h.shortU, h.maxU, h.perTurn, h.total, h.fireCa, h.bonus]).toEqual([17, 34, 1, 1, 2, 2]);
    const d = FAFDM_GUNS['double-barrelled'];
    expect([d.shortU, d.maxU, d.perTurn, d.total, d.fireCa, d.bonus]).toEqual([8, 16, 2, 2, 2, 2]);
  });

  it('Tab.3: "The target hasn\'t give his turn +1", "The target has a partial covering -2", "Lying target passed the short ray -1"', () => {
    expect([
      SHOT_MODIFIERS.targetNotActivated,
      SHOT_MODIFIERS.partialCover,
      SHOT_MODIFIERS.lyingBeyondShort,
    ]).toEqual([1, -2, -1]);
  });
});
