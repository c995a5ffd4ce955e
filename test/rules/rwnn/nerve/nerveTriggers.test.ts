import { describe, expect, it } from 'vitest';
import { countedWounds } from '../../../../src/rules/rwnn/nerve/countedWounds.ts';
import {
  friendsTotal,
  halfDownTestDue,
  halfFriendsDown,
} from '../../../../src/rules/rwnn/nerve/halfDownTestDue.ts';
import { HURT } from '../../../../src/rules/rwnn/nerve/Hurt.ts';
import { HURT_REAL_BAD, hurtRealBad } from '../../../../src/rules/rwnn/nerve/hurtRealBad.ts';
import { hurtTestDue } from '../../../../src/rules/rwnn/nerve/hurtTestDue.ts';
import {
  NERVE_READING_OPTIONS,
  nerveReadings,
  type NerveReadings,
} from '../../../../src/rules/rwnn/nerve/NerveReadings.ts';
import { DOWN } from '../../../../src/rules/rwnn/nerve/NerveState.ts';
import { rwnnRuleset } from '../../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { STATUS } from '../../../../src/rules/rwnn/WoundState.ts';
import { flesh, gang, kill, serious } from './nerveKit.ts';

const R000 = nerveReadings(rwnnRuleset('rwnn-extended'));
const R003 = nerveReadings(rwnnRuleset('rwnn-1996'));
const CITIZEN = 0;
const GUNMAN = 1;
const SHOOTIST = 2;
const LEGEND = 3;

describe('the nerve readings of each edition', () => {
  it('follow the nerve source: 000 grazes a Citizen and retests, 003 neither', () => {
    expect([R000.citizenGraze, R000.retest]).toEqual(['wound-or-graze', 'each-wound']);
    expect([R003.citizenGraze, R003.retest]).toEqual(['wound-only', 'once']);
    expect(nerveReadings(rwnnRuleset('rwnn-quickref')).citizenGraze).toBe('wound-or-graze');
    expect(nerveReadings(rwnnRuleset('rwnn-extended', { 'source.nerve': '1996' })).citizenGraze).toBe(
      'wound-only',
    );
    expect(nerveReadings(rwnnRuleset('rwnn-1996'), { 'nerve.retest': 'each-wound' }).retest).toBe(
      'each-wound',
    );
  });

  it('name their register entries and reject unknown values', () => {
    for (const o of NERVE_READING_OPTIONS) expect(o.entry).toMatch(/\.md$/);
    expect(() => nerveReadings(rwnnRuleset('rwnn-extended'), { 'nerve.friends': 'all' })).toThrow(
      /nerve.friends must be one of others, whole-side/,
    );
  });
});

describe('HURT REAL BAD (000 NERVE and/or Morale; 003 NERVE)', () => {
  it('"A Citizen suffers any wound or graze" (000); "A Citizen suffers any wound" (003)', () => {
    expect(hurtRealBad(CITIZEN, 0, 0, 1, R000)).toBe(true);
    expect(hurtRealBad(CITIZEN, 0, 0, 1, R003)).toBe(false);
    expect(hurtRealBad(CITIZEN, 1, 0, 0, R000)).toBe(true);
    expect(hurtRealBad(CITIZEN, 1, 0, 0, R003)).toBe(true);
    expect(hurtRealBad(CITIZEN, 0, 0, 0, R000)).toBe(false);
  });

  it.each([
    ['000', R000],
    ['003', R003],
  ] as const)('%s: "A Gunman suffers any two wounds"; grazes are not wounds', (_, r) => {
    expect(hurtRealBad(GUNMAN, 1, 0, 5, r)).toBe(false);
    expect(hurtRealBad(GUNMAN, 2, 0, 0, r)).toBe(true);
    expect(hurtRealBad(GUNMAN, 2, 2, 0, r)).toBe(true);
  });

  it.each([
    ['000', R000],
    ['003', R003],
  ] as const)('%s: "A Shootist suffers any three wounds"', (_, r) => {
    expect(hurtRealBad(SHOOTIST, 2, 2, 3, r)).toBe(false);
    expect(hurtRealBad(SHOOTIST, 3, 0, 0, r)).toBe(true);
  });

  it.each([
    ['000', R000],
    ['003', R003],
  ] as const)('%s: "A Legend suffers any three wounds, at least one of which is serious"', (_, r) => {
    expect(hurtRealBad(LEGEND, 3, 0, 0, r)).toBe(false);
    expect(hurtRealBad(LEGEND, 4, 0, 0, r)).toBe(false);
    expect(hurtRealBad(LEGEND, 3, 1, 0, r)).toBe(true);
    expect(hurtRealBad(LEGEND, 2, 1, 0, r)).toBe(false);
    expect(HURT_REAL_BAD.legend).toEqual({ wounds: 3, serious: 1 });
  });
});

describe('testing again: "He must throw again each time he suffers an additional wound" (000 only)', () => {
  it('000: the first time he is hurt real bad, then on each further wound, never on a graze', () => {
    expect(hurtTestDue(GUNMAN, true, 0, HURT.wound, R000)).toBe(true);
    expect(hurtTestDue(GUNMAN, true, 1, HURT.wound, R000)).toBe(true);
    expect(hurtTestDue(GUNMAN, true, 1, HURT.graze, R000)).toBe(false);
    expect(hurtTestDue(GUNMAN, false, 0, HURT.wound, R000)).toBe(false);
  });

  it('003 prints no second test', () => {
    expect(hurtTestDue(GUNMAN, true, 0, HURT.wound, R003)).toBe(true);
    expect(hurtTestDue(GUNMAN, true, 1, HURT.wound, R003)).toBe(false);
  });

  it("a Citizen's second graze retests only under each-hurt", () => {
    expect(hurtTestDue(CITIZEN, true, 1, HURT.graze, R000)).toBe(false);
    const eachHurt: NerveReadings = { ...R000, retest: 'each-hurt' };
    expect(hurtTestDue(CITIZEN, true, 1, HURT.graze, eachHurt)).toBe(true);
    expect(hurtTestDue(GUNMAN, true, 1, HURT.graze, eachHurt)).toBe(false);
  });

  it('through NerveState: a Gunman tests on his second wound and, under 000, on his third', () => {
    for (const [preset, third] of [
      ['rwnn-extended', true],
      ['rwnn-1996', false],
    ] as const) {
      const { figures, nerve } = gang(preset, [{ cls: 'gunman', side: 0 }]);
      const g = figures[0]!;
      flesh(g);
      expect(nerve.afterHurt(0, HURT.wound)).toBe(false);
      nerve.afterHurt(0, HURT.graze);
      expect(nerve.nextDue()).toBe(-1);
      serious(g);
      expect(nerve.afterHurt(0, HURT.wound)).toBe(true);
      expect(nerve.nextDue()).toBe(0);
      expect(nerve.nextDue()).toBe(-1);
      flesh(g);
      expect(nerve.afterHurt(0, HURT.wound)).toBe(third);
      expect(nerve.grazes[0]).toBe(1);
    }
  });

  it('through NerveState: a grazed Citizen tests under 000 and not under 003', () => {
    expect(gang('rwnn-extended', [{ cls: 'citizen', side: 0 }]).nerve.afterHurt(0, HURT.graze)).toBe(true);
    expect(gang('rwnn-1996', [{ cls: 'citizen', side: 0 }]).nerve.afterHurt(0, HURT.graze)).toBe(false);
  });

  it('a dead or knocked-out figure takes no test', () => {
    const { figures, nerve } = gang('rwnn-extended', [{ cls: 'citizen', side: 0 }]);
    figures[0]!.wounds.worsen(STATUS.knockedOut);
    flesh(figures[0]!);
    expect(nerve.afterHurt(0, HURT.wound)).toBe(false);
  });
});

describe('Hard as Nails: "ignores the effect of the first* wound he receives"', () => {
  it('an ignored wound does not count by default, and counts under nerve.ignoredWound=counted', () => {
    for (const [option, due] of [
      ['not-counted', false],
      ['counted', true],
    ] as const) {
      const { figures, nerve, rules } = gang(
        'rwnn-extended',
        [{ cls: 'gunman', side: 0, held: { 'hard-as-nails': 1 } }],
        { 'nerve.ignoredWound': option },
      );
      const g = figures[0]!;
      g.hardAsNailsLeft--; // the shot code shrugs the first wound off without writing it
      nerve.afterHurt(0, HURT.ignoredWound);
      flesh(g);
      expect(countedWounds(g, rules.readings)).toBe(due ? 2 : 1);
      expect(nerve.afterHurt(0, HURT.wound)).toBe(due);
    }
  });
});

describe('"2. When half of his friends go down"', () => {
  it('half means at least half; a man alone has no friends to lose', () => {
    expect(halfFriendsDown(3, 1)).toBe(false);
    expect(halfFriendsDown(3, 2)).toBe(true);
    expect(halfFriendsDown(2, 1)).toBe(true);
    expect(halfFriendsDown(0, 0)).toBe(false);
    expect(friendsTotal(4, R000)).toBe(3);
    expect(friendsTotal(4, { ...R000, friends: 'whole-side' })).toBe(4);
  });

  it('once as the count reaches half, or again each time under each-further', () => {
    expect(halfDownTestDue(3, 1, 2, R000)).toBe(true);
    expect(halfDownTestDue(3, 0, 1, R000)).toBe(false);
    expect(halfDownTestDue(3, 2, 3, R000)).toBe(false);
    expect(halfDownTestDue(3, 2, 3, { ...R000, halfDownTest: 'each-further' })).toBe(true);
  });

  it('a side of four: each man tests as his own friends reach half down; again only under each-further', () => {
    for (const option of ['once', 'each-further'] as const) {
      const members = [0, 0, 0, 0, 1].map((side) => ({ cls: 'gunman' as const, side }));
      const { figures, nerve } = gang('rwnn-extended', members, { 'nerve.halfDownTest': option });
      kill(figures[0]!);
      expect(nerve.goDown(0, DOWN.killed)).toBe(true);
      expect(nerve.goDown(0, DOWN.killed)).toBe(false);
      expect(nerve.nextDue()).toBe(-1);
      // "seriously wounded" is down for his friends (2 and 3 now have two of three down), not for himself
      serious(figures[1]!);
      nerve.goDown(1, DOWN.seriouslyWounded);
      expect([nerve.nextDue(), nerve.nextDue(), nerve.nextDue()]).toEqual([2, 3, -1]);
      // a third down: the seriously wounded man's own friends reach two of three; 3 tests again if each-further
      figures[2]!.wounds.worsen(STATUS.knockedOut);
      nerve.goDown(2, DOWN.knockedOut);
      const due: number[] = [];
      for (let k = nerve.nextDue(); k >= 0; k = nerve.nextDue()) due.push(k);
      expect(due).toEqual(option === 'once' ? [1] : [1, 3]);
      expect(nerve.downBySide[0]).toBe(3);
    }
  });

  it('whole-side counts himself: a side of three tests at two down, not one', () => {
    const members = [0, 0, 0].map((side) => ({ cls: 'gunman' as const, side }));
    const others = gang('rwnn-extended', members);
    kill(others.figures[0]!);
    others.nerve.goDown(0, DOWN.killed);
    expect([others.nerve.nextDue(), others.nerve.nextDue()]).toEqual([1, 2]);
    const whole = gang('rwnn-extended', members, { 'nerve.friends': 'whole-side' });
    kill(whole.figures[0]!);
    whole.nerve.goDown(0, DOWN.killed);
    expect(whole.nerve.nextDue()).toBe(-1);
    whole.nerve.goDown(1, DOWN.refused);
    expect([whole.nerve.nextDue(), whole.nerve.nextDue(), whole.nerve.nextDue()]).toEqual([1, 2, -1]);
  });

  it('a lone figure never takes the half-down test; a neutral going down touches no side', () => {
    const { figures, nerve } = gang('rwnn-extended', [
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 1 },
      { cls: 'citizen', side: -1 },
    ]);
    kill(figures[1]!);
    nerve.goDown(1, DOWN.killed);
    nerve.goDown(2, DOWN.leftTable);
    expect(nerve.nextDue()).toBe(-1);
    expect(Array.from(nerve.downBySide)).toEqual([0, 1]);
  });
});
