import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../../src/dice/DiceStream.ts';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { deriveStreamKey } from '../../../../src/dice/StreamKey.ts';
import { BOSS_STATE, bossmanNerveDice } from '../../../../src/rules/rwnn/nerve/bossmanNerveDice.ts';
import { HURT } from '../../../../src/rules/rwnn/nerve/Hurt.ts';
import {
  defaultNerveReaction,
  legalNerveReactions,
  NERVE_REACTION,
} from '../../../../src/rules/rwnn/nerve/NerveReaction.ts';
import { DOWN } from '../../../../src/rules/rwnn/nerve/NerveState.ts';
import { nerveTestDice } from '../../../../src/rules/rwnn/nerve/nerveTestDice.ts';
import { nerveTestExact } from '../../../../src/rules/rwnn/nerve/nerveTestExact.ts';
import {
  EAGER_NERVE_CHOOSER,
  newNerveTestResult,
  takeNerveTest,
  type NerveChooser,
} from '../../../../src/rules/rwnn/nerve/takeNerveTest.ts';
import type { ShotLog } from '../../../../src/rules/rwnn/shot/ShotLog.ts';
import { flesh, gang, kill, serious } from './nerveKit.ts';

const NEVER: NerveChooser = { charmNerve: () => false, curseNerve: () => false };

describe('nerve dice (000 NERVE and/or Morale; 003 NERVE)', () => {
  it('"Citizen 3 Gunman 4 Shootist 5 Legend 6" in both editions', () => {
    for (const preset of ['rwnn-extended', 'rwnn-1996'] as const) {
      const { figures, rules } = gang(
        preset,
        (['citizen', 'gunman', 'shootist', 'legend'] as const).map((cls) => ({ cls, side: 0 })),
      );
      expect(figures.map((f) => nerveTestDice(f, rules, false, 0, 0))).toEqual([3, 4, 5, 6]);
    }
  });

  it('"Subtract one dice for each flesh wound, and two dice for each serious wound"', () => {
    const { figures, rules } = gang('rwnn-extended', [{ cls: 'legend', side: 0 }]);
    const l = figures[0]!;
    flesh(l);
    flesh(l);
    serious(l);
    expect(nerveTestDice(l, rules, false, 0, 0)).toBe(6 - 2 - 2);
  });

  it('"Add one dice if he and his friends have caused more of the enemy to go down than they have lost"', () => {
    const { figures, rules, nerve } = gang('rwnn-extended', [
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 1 },
      { cls: 'gunman', side: 1 },
    ]);
    expect(nerveTestDice(figures[0]!, rules, true, 0, 0)).toBe(5);
    kill(figures[2]!);
    nerve.goDown(2, DOWN.killed);
    expect([nerve.sideDownedMore(0), nerve.sideDownedMore(3)]).toEqual([true, false]);
    expect(nerve.diceFor(0)).toBe(5);
    kill(figures[1]!);
    nerve.goDown(1, DOWN.killed);
    expect(nerve.sideDownedMore(0)).toBe(false); // one each: not "more"
    expect(nerve.diceFor(0)).toBe(4);
  });

  it.each([
    ['true-grit', 1, 3, 'adds three* dice when testing nerve'],
    ['true-grit', 2, 6, 'True Grit doubled'],
    ['nerves-of-steel', 1, 1, 'add one* dice to testing nerve'],
    ['yellow', 1, -3, 'subtracts three* dice when testing nerve'],
    ['jumpy', 1, -2, 'subtract two* dice when testing nerve'],
  ] as const)('%s x%d: %d dice ("%s")', (skill, level, dice, _words) => {
    for (const preset of ['rwnn-extended', 'rwnn-1996'] as const) {
      const { figures, rules } = gang(preset, [{ cls: 'gunman', side: 0, held: { [skill]: level } }]);
      expect(nerveTestDice(figures[0]!, rules, false, 0, 0)).toBe(4 + dice);
    }
  });
});

describe('Bossman: "all the characters on his side add one dice* when testing nerve ..."', () => {
  const members = [
    { cls: 'gunman' as const, side: 0, x: 0, held: { bossman: 1 } },
    { cls: 'gunman' as const, side: 0, x: 6 },
    { cls: 'gunman' as const, side: 0, x: 10 },
    { cls: 'gunman' as const, side: 1, x: 8 },
  ];

  it('"those within six inches of his beloved person add three dice (including the Great Man himself)"', () => {
    const { nerve } = gang('rwnn-extended', members);
    expect([0, 1, 2, 3].map((i) => nerve.bossmanDice(i))).toEqual([3, 3, 1, 0]);
    expect(nerve.diceFor(2)).toBe(5);
  });

  it('"If his own nerve fails, then all his friends test with minus three dice"', () => {
    const { nerve } = gang('rwnn-extended', members);
    nerve.loseNerve(0);
    expect([nerve.bossmanDice(1), nerve.bossmanDice(2)]).toEqual([-3, -3]);
  });

  it('a Bossman killed gives nothing by default, his dice or minus three by nerve.bossmanDown', () => {
    for (const [option, dice] of [
      ['no-bonus', 0],
      ['keeps-bonus', 1],
      ['as-failed', -3],
    ] as const) {
      const { figures, nerve } = gang('rwnn-extended', members, { 'nerve.bossmanDown': option });
      kill(figures[0]!);
      nerve.goDown(0, DOWN.killed);
      expect(nerve.bossmanDice(2)).toBe(dice);
    }
  });

  it('the star doubles the one die only: a Very Bossman gives two, three within six inches', () => {
    const { rules } = gang('rwnn-extended', members);
    const boss = rules.bossman!;
    const r = rules.readings;
    expect(bossmanNerveDice(2, false, BOSS_STATE.good, boss, r)).toBe(2);
    expect(bossmanNerveDice(2, true, BOSS_STATE.good, boss, r)).toBe(3);
    expect(bossmanNerveDice(0, true, BOSS_STATE.good, boss, r)).toBe(0);
  });
});

describe('Terrifying: "opponents subtract one* dice when testing nerve"', () => {
  it('each Terrifying enemy in the fight costs his level; friends cost nothing', () => {
    const { figures, nerve } = gang('rwnn-extended', [
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 0, held: { terrifying: 1 } },
      { cls: 'gunman', side: 1, held: { terrifying: 2 } },
    ]);
    expect([nerve.opponentDice(0), nerve.opponentDice(2)]).toEqual([-2, -1]);
    expect(nerve.diceFor(0)).toBe(2);
    kill(figures[2]!);
    nerve.goDown(2, DOWN.killed);
    expect(nerve.opponentDice(0)).toBe(0);
  });

  it('a dead Terrifying enemy still costs a die under nerve.terrifying=always', () => {
    const { figures, nerve } = gang(
      'rwnn-extended',
      [
        { cls: 'gunman', side: 0 },
        { cls: 'gunman', side: 1, held: { terrifying: 1 } },
      ],
      { 'nerve.terrifying': 'always' },
    );
    kill(figures[1]!);
    expect(nerve.opponentDice(0)).toBe(-1);
  });
});

describe('the test: "He must throw at least one 6, otherwise he has lost his nerve"', () => {
  it('a Gunman hurt real bad fails on [5 3 2 1]: he has lost his nerve and goes down; his friends test', () => {
    const { figures, nerve } = gang('rwnn-extended', [
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 1 },
    ]);
    const lines: string[] = [];
    const log: ShotLog = { line: (t) => lines.push(t) };
    flesh(figures[0]!);
    flesh(figures[0]!);
    expect(nerve.afterHurt(0, HURT.wound)).toBe(true);
    expect(nerve.nextDue()).toBe(0);
    // 4 dice, two flesh wounds: 2 dice
    const dice = new ScriptedDice([5, 3]);
    expect(nerve.test(0, dice, NEVER, log)).toBe(false);
    dice.assertConsumed();
    expect([nerve.lostNerve[0], nerve.downReason[0], nerve.canTest(0)]).toEqual([1, DOWN.lostNerve, false]);
    // "lost their nerve" is going down: his one friend is half of the other's friends
    expect(nerve.nextDue()).toBe(1);
    expect(lines.join('\n')).toMatch(/tests his nerve with 2 dice \[5 3\][\s\S]*has lost his nerve/);
  });

  it('one 6 holds it', () => {
    const { nerve } = gang('rwnn-extended', [{ cls: 'citizen', side: 0 }]);
    expect(nerve.test(0, new ScriptedDice([1, 6, 2]), NEVER)).toBe(true);
    expect(nerve.lostNerve[0]).toBe(0);
  });

  it('zero or fewer dice fail without a throw', () => {
    const { figures } = gang('rwnn-extended', [{ cls: 'citizen', side: 0 }]);
    const out = takeNerveTest(
      figures[0]!,
      -1,
      false,
      new ScriptedDice([]),
      gang('rwnn-extended', []).rules.readings,
      EAGER_NERVE_CHOOSER,
      newNerveTestResult(),
    );
    expect([out.passed, out.thrown]).toEqual([false, 0]);
  });

  it('a White knight "never loses his nerve": no dice are thrown', () => {
    const { nerve } = gang('rwnn-extended', [{ cls: 'citizen', side: 0, held: { 'white-knight': 1 } }]);
    const dice = new ScriptedDice([]);
    expect(nerve.test(0, dice, NEVER)).toBe(true);
    expect(nerve.result.automatic).toBe(true);
  });
});

describe('re-roll skills on nerve dice ("each batch of dice he throws")', () => {
  it('Lucky re-rolls a failing die', () => {
    const { nerve } = gang('rwnn-extended', [{ cls: 'citizen', side: 0, held: { lucky: 1 } }]);
    const dice = new ScriptedDice([1, 2, 3, 6]);
    expect(nerve.test(0, dice, NEVER)).toBe(true);
    dice.assertConsumed();
    expect(nerve.result.luckyRerolls).toBe(1);
  });

  it('Charmed re-rolls the whole batch when his policy spends it, once per gunfight', () => {
    const { figures, nerve } = gang('rwnn-extended', [{ cls: 'citizen', side: 0, held: { charmed: 1 } }]);
    const dice = new ScriptedDice([1, 2, 3, 4, 6, 4]);
    expect(nerve.test(0, dice, EAGER_NERVE_CHOOSER)).toBe(true);
    dice.assertConsumed();
    expect(figures[0]!.charmedLeft).toBe(0);
  });

  it('Cursed: his opponents make him re-roll his only 6; under nerve.rerolls=none nothing is re-rolled', () => {
    const cursed = gang('rwnn-extended', [{ cls: 'citizen', side: 0, held: { cursed: 1 } }]);
    expect(cursed.nerve.test(0, new ScriptedDice([6, 1, 1, 2]), EAGER_NERVE_CHOOSER)).toBe(false);
    expect(cursed.figures[0]!.curseTokens).toBe(0);
    const none = gang('rwnn-extended', [{ cls: 'citizen', side: 0, held: { lucky: 1 } }], {
      'nerve.rerolls': 'none',
    });
    expect(none.nerve.test(0, new ScriptedDice([1, 2, 3]), NEVER)).toBe(false);
  });

  it('exact: one Lucky die on one nerve die is 11/36', () => {
    expect(nerveTestExact(1, 1, false).toString()).toBe('11/36');
    expect(nerveTestExact(0, 2, true).toString()).toBe('0/1');
  });

  it.each([
    [3, {}, 0, false],
    [2, { lucky: 1 }, 1, false],
    [2, { lucky: 1, charmed: 1 }, 1, true],
  ] as const)(
    'the sampled test of %d dice (%j) agrees with the exact chance within 4.5 standard errors',
    (n, held, lucky, charmed) => {
      const { figures, rules } = gang('rwnn-extended', [{ cls: 'citizen', side: 0, held }]);
      const f = figures[0]!;
      const out = newNerveTestResult();
      const key = deriveStreamKey(2026, `test/nerve/${n}/${JSON.stringify(held)}`);
      const dice = new DiceStream();
      const trials = 100_000;
      let pass = 0;
      for (let t = 0; t < trials; t++) {
        dice.seedTrial(key, t);
        f.reset();
        if (takeNerveTest(f, n, false, dice, rules.readings, EAGER_NERVE_CHOOSER, out).passed) pass++;
      }
      const p = nerveTestExact(n, lucky, charmed).toNumber();
      const se = Math.sqrt((p * (1 - p)) / trials);
      expect(Math.abs(pass / trials - p)).toBeLessThan(4.5 * se);
    },
  );
});

describe('a failed nerve: "must hide, run or surrender, as appropriate"', () => {
  it('surrender is always open; hide needs cover within reach and no fight; run needs a way away', () => {
    const bit = (c: number) => 1 << c;
    expect(legalNerveReactions({ coverInReach: true, canGetAway: true, inCloseCombat: false })).toBe(
      bit(NERVE_REACTION.hide) | bit(NERVE_REACTION.run) | bit(NERVE_REACTION.surrender),
    );
    expect(legalNerveReactions({ coverInReach: true, canGetAway: false, inCloseCombat: true })).toBe(
      bit(NERVE_REACTION.surrender),
    );
    expect(defaultNerveReaction(bit(NERVE_REACTION.run) | bit(NERVE_REACTION.surrender))).toBe(
      NERVE_REACTION.run,
    );
    expect(defaultNerveReaction(bit(NERVE_REACTION.surrender))).toBe(NERVE_REACTION.surrender);
  });

  it('a surrender takes him out without counting him down twice; a runner leaving the table likewise', () => {
    const { nerve } = gang('rwnn-extended', [
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 0 },
      { cls: 'gunman', side: 1 },
    ]);
    expect(() => nerve.setReaction(0, NERVE_REACTION.hide)).toThrow(/has not lost his nerve/);
    nerve.loseNerve(0);
    nerve.setReaction(0, NERVE_REACTION.surrender);
    expect([nerve.gone[0], nerve.downBySide[0], nerve.reaction[0]]).toEqual([1, 1, NERVE_REACTION.surrender]);
    nerve.loseNerve(1);
    nerve.setReaction(1, NERVE_REACTION.run);
    nerve.leaveTable(1);
    expect([nerve.gone[1], nerve.downBySide[0], nerve.downReason[1]]).toEqual([1, 2, DOWN.lostNerve]);
  });

  it('reset starts a new gunfight in place', () => {
    const { nerve } = gang('rwnn-extended', [{ cls: 'gunman', side: 0 }]);
    const grazes = nerve.grazes;
    nerve.afterHurt(0, HURT.graze);
    nerve.loseNerve(0);
    nerve.reset();
    expect(nerve.grazes).toBe(grazes);
    expect([nerve.grazes[0], nerve.lostNerve[0], nerve.downBySide[0], nerve.reaction[0]]).toEqual([
      0, 0, 0, -1,
    ]);
  });
});
