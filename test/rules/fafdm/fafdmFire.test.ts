import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { fireAction } from '../../../src/rules/fafdm/actions/fireAction.ts';
import { counts, figure, readings, story } from './fafdmKit.ts';

// Forced dice through one fire action (001 4.2 FIRE): coolness test, shooting test with Tab.3, rescue test,
// panic test. Each case prints the story and asserts the outcome the book's text gives for those faces.

describe('the fire action (001 4.2 FIRE)', () => {
  it('a Guard (SHOT 3, COOL 3) shoots a Bandit who has not yet acted, 8U away with a six-shot: tense, 8, one damage, one wound, shocked', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    const log = story();
    const c = counts();
    // coolness 2, 4 (one die over 3: tense -1); shot 4: 4 + 3 + 1 (weapon) - 1 (tense) + 1 (has not given
    // his turn) = 8, "Score from 7 to 9 – ... 1 damage"; rescue 4: 4 + 1 - REF 3 = 2, "between 1 and 3 – 1
    // wound"; panic 3, 2 against COOL 2: one over, "the character is shocked", no cover: on the ground.
    const dice = new ScriptedDice([2, 4, 4, 4, 3, 2]);
    fireAction(guard, bandit, 8, dice, readings(), c, log);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Guard fires one shot at Bandit (8U). Coolness test (4.2): 2, 4 against 3: tense (-1).',
      '  Shooting test (4.2, Tab.3): 4 + SHOT 3 + weapon 1 + 0 = 8: struck, 1 damage.',
      '  Rescue test (4.2): Bandit (REF 3) takes 1 wound; COS 1.',
      '  Panic test (4.2): 3, 2 against 2: Bandit fails with 1 die: shocked, on the ground.',
    ]);
    expect([bandit.cos, bandit.shocked, bandit.onGround, guard.shotsLeft]).toEqual([1, true, true, 5]);
    expect(c).toEqual({ shots: 1, hits: 1, wounds: 1, panics: 1 });
  });

  it('"Equal or higher than 10 – ... 2 damages" and a rescue of 4 or more: two wounds eliminate a COS 2 figure (6.1), no panic test', () => {
    const bandit = figure('outlaws/bandit');
    const guard = figure('lawmen/guard');
    const log = story();
    // coolness 1, 1 steady; shot 6: 6 + 4 + 1 + 1 = 12; rescue 6: 6 + 2 - 3 = 5.
    const dice = new ScriptedDice([1, 1, 6, 6]);
    fireAction(bandit, guard, 8, dice, readings(), counts(), log);
    dice.assertConsumed();
    expect(log.lines.at(-1)).toBe(
      '  Rescue test (4.2): Guard (REF 3) takes 2 wounds; COS 0: eliminated (6.1).',
    );
    expect(guard.inPlay).toBe(false);
  });

  it('a miss is followed by no panic test by default, and by one with fafdm.panicAfter=shot-at', () => {
    for (const [panicAfter, faces, shocked] of [
      ['struck', [1, 1, 1], false],
      ['shot-at', [1, 1, 1, 6, 6], false],
    ] as const) {
      const guard = figure('lawmen/guard');
      const bandit = figure('outlaws/bandit');
      bandit.activated = true;
      // 1 + 3 + 1 = 5: "Equal or lower score than 6 – target missed".
      const dice = new ScriptedDice(faces);
      fireAction(guard, bandit, 8, dice, readings({ 'fafdm.panicAfter': panicAfter }), counts(), null);
      dice.assertConsumed();
      expect(bandit.shocked).toBe(shocked);
      expect(bandit.scared).toBe(panicAfter === 'shot-at');
    }
  });

  it('a total of 7 strikes by 4.2\'s text and misses by the player board ("1-7 missed")', () => {
    for (const [table, cos] of [
      ['text', 1],
      ['board', 2],
    ] as const) {
      const guard = figure('lawmen/guard');
      const bandit = figure('outlaws/bandit');
      bandit.activated = true;
      // steady; 3 + 3 + 1 = 7; (text) rescue 5: 5 + 1 - 3 = 3, one wound; panic 1, 1 holds.
      const dice = new ScriptedDice(table === 'text' ? [1, 1, 3, 5, 1, 1] : [1, 1, 3]);
      fireAction(guard, bandit, 8, dice, readings({ 'fafdm.shotTable': table }), counts(), null);
      dice.assertConsumed();
      expect(bandit.cos).toBe(cos);
    }
  });

  it('within short range: "The shooter shoots within the short ray of its weapon +1"; a lying target within it +1', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    bandit.activated = true;
    bandit.onGround = true;
    const log = story();
    // steady; 1 + 3 + 1 + 1 (short, 6U) + 1 (lying within short) = 7: struck; rescue 1: 1 + 1 - 3, none;
    // panic 1, 1 holds.
    const dice = new ScriptedDice([1, 1, 1, 1, 1, 1]);
    fireAction(guard, bandit, 6, dice, readings(), counts(), log);
    dice.assertConsumed();
    expect(log.lines[1]).toBe(
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 2 = 7: struck, 1 damage.',
    );
  });

  it('a lying target beyond short range: -1 once (4.2.1 "Modifiers coming from cover are not cumulative"), or -2 with fafdm.lyingCover=cumulative', () => {
    const lines = (['once', 'cumulative'] as const).map((lying) => {
      const guard = figure('lawmen/guard');
      const bandit = figure('outlaws/bandit');
      bandit.activated = true;
      bandit.onGround = true;
      const log = story();
      // steady; 4 + 3 + 1 and the lying modifier; (once) rescue 1: none, panic 1, 1 holds.
      const dice = new ScriptedDice([1, 1, 4, 1, 1, 1]);
      fireAction(guard, bandit, 8, dice, readings({ 'fafdm.lyingCover': lying }), counts(), log);
      return log.lines[1];
    });
    expect(lines).toEqual([
      '  Shooting test (4.2, Tab.3): 4 + SHOT 3 + weapon 1 - 1 = 7: struck, 1 damage.',
      '  Shooting test (4.2, Tab.3): 4 + SHOT 3 + weapon 1 - 2 = 6: missed.',
    ]);
  });

  it('a shocked shooter adds +1 to his coolness dice and the test ends his shock (4.3.2)', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    guard.shocked = true;
    bandit.activated = true;
    const log = story();
    // 3, 2 become 4, 3 against 3: one over, tense; 2 + 3 + 1 - 1 = 5 missed.
    const dice = new ScriptedDice([3, 2, 2]);
    fireAction(guard, bandit, 8, dice, readings(), counts(), log);
    dice.assertConsumed();
    expect(log.lines[0]).toBe(
      '  Guard fires one shot at Bandit (8U). Coolness test (4.2): 3, 2 against 3, +1 shocked: tense (-1).',
    );
    expect(guard.shocked).toBe(false);
  });

  it("the Remington's first use within short range adds +1 to the rescue test (5.2.1), not its second", () => {
    const wounds = [0, 1].map((used) => {
      const boss = figure('outlaws/boss', 'remington');
      boss.fired = used === 1;
      const guard = figure('lawmen/guard');
      guard.activated = true;
      // steady; 3 + 4 + 1 + 1 (short, 4U) = 9: one damage; rescue 2: 2 + 1 - 3 (+1 first use); panic holds.
      const dice = new ScriptedDice([1, 1, 3, 2, 1, 1]);
      fireAction(boss, guard, 4, dice, readings(), counts(), null);
      dice.assertConsumed();
      return 2 - guard.cos;
    });
    expect(wounds).toEqual([1, 0]);
  });

  it('the double-barrelled gun fires its two shots, the second at -1, and gains +1 under 4U (Tab.7)', () => {
    const guard = figure('lawmen/guard', 'double-barrelled');
    const bandit = figure('outlaws/boss');
    bandit.activated = true;
    const log = story();
    // steady; 1 + 3 + 2 + 1 (short) + 1 (under 4U) = 8: struck, rescue 1: none; panic 1, 1;
    // second shot 1 + 3 + 2 + 1 + 1 - 1 = 7: struck, rescue 1: none; panic 1, 1.
    const dice = new ScriptedDice([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    fireAction(guard, bandit, 3, dice, readings(), counts(), log);
    dice.assertConsumed();
    expect(log.lines.filter((l) => l.includes('Shooting test'))).toEqual([
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 2 + 2 = 8: struck, 1 damage.',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 2 + 1 = 7: struck, 1 damage.',
    ]);
    expect(guard.shotsLeft).toBe(0);
  });
});
