import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { activate } from '../../../src/rules/fafdm/actions/activate.ts';
import { initiative } from '../../../src/rules/fafdm/initiative.ts';
import { panicTest } from '../../../src/rules/fafdm/panicTest.ts';
import { rescueTest } from '../../../src/rules/fafdm/rescueTest.ts';
import { counts, figure, readings, story } from './fafdmKit.ts';

describe('initiative (001 1.8)', () => {
  it('"1D6 + coolness + modifier": a tie is rolled again, then the higher activates', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    const log = story();
    // 3 + 3 = 6 against 4 + 2 = 6, a tie; then 1 + 3 = 4 against 5 + 2 = 7: the Bandit.
    const dice = new ScriptedDice([3, 4, 1, 5]);
    expect(initiative(guard, bandit, dice, log)).toBe(1);
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Initiative (1.8): Guard 3 + 3 = 6, Bandit 4 + 2 = 6: a tie, rolled again.',
      '  Initiative (1.8): Guard 1 + 3 = 4, Bandit 5 + 2 = 7.',
    ]);
  });

  it("unused fame adds to the roll (1.6 FAME): the Sheriff's FA 1", () => {
    const sheriff = figure('lawmen/sheriff');
    const guard = figure('lawmen/guard');
    // 2 + 3 + 1 = 6 against 2 + 3 = 5: without his fame point it would have been a tie.
    const dice = new ScriptedDice([2, 2]);
    expect(initiative(sheriff, guard, dice, null)).toBe(0);
    dice.assertConsumed();
  });
});

describe('the rescue test (001 4.2 RESCUE TEST, player board RESCUE SHOT)', () => {
  it('4.2: once, 1D6 + damage - REF: two damage, rolls 2, REF 3: 1, one wound', () => {
    expect(rescueTest(new ScriptedDice([2]), 2, 3, 0, 'once')).toBe(1);
  });

  it('the board: "((1D6 + MOD) - REF) for every damage": two damage, rolls 2 and 5 against REF 3: none and one', () => {
    expect(rescueTest(new ScriptedDice([2, 5]), 2, 3, 0, 'per-damage')).toBe(1);
    expect(rescueTest(new ScriptedDice([6, 6]), 2, 1, 0, 'per-damage')).toBe(4);
  });
});

describe('the panic test (001 4.2, 4.3.2)', () => {
  it('"Score is 2 more or worse – the character is scared", and he plunges to the ground with no cover', () => {
    const bandit = figure('outlaws/bandit');
    expect(panicTest(bandit, 3, 6, readings(), false)).toBe(2);
    expect([bandit.scared, bandit.shocked, bandit.onGround]).toEqual([true, false, true]);
  });

  it('with cover within 5U he flees to it and stays on his feet', () => {
    const bandit = figure('outlaws/bandit');
    panicTest(bandit, 3, 1, readings(), true);
    expect([bandit.shocked, bandit.onGround]).toEqual([true, false]);
  });

  it('"An already shaken miniature that fails the Panic test, automatically becomes frightened"; as rolled, one die keeps him shocked', () => {
    const escalate = figure('outlaws/bandit');
    escalate.shocked = true;
    panicTest(escalate, 3, 1, readings(), false);
    expect([escalate.scared, escalate.shocked]).toEqual([true, false]);
    const asRolled = figure('outlaws/bandit');
    asRolled.shocked = true;
    panicTest(asRolled, 3, 1, readings({ 'fafdm.panicRepeat': 'as-rolled' }), false);
    expect([asRolled.scared, asRolled.shocked]).toEqual([false, true]);
  });

  it('"Score lower or equal – nothing happens": 2 and 2 against COOL 2', () => {
    const bandit = figure('outlaws/bandit');
    expect(panicTest(bandit, 2, 2, readings(), false)).toBe(0);
    expect(bandit.state).toBe('steady');
  });
});

describe('an activation (001 2.1-2.3, Tab.1, 4.3.2)', () => {
  it('"A scared character cannot do any action during a whole turn": he pays it, acts no more, and is no longer scared', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    guard.scared = true;
    guard.onGround = true;
    const log = story();
    activate(guard, bandit, 8, new ScriptedDice([]), readings(), counts(), log);
    expect(log.lines).toEqual([
      '  Guard is scared and does nothing this turn (4.3.2); he is no longer scared.',
    ]);
    expect([guard.scared, guard.activated, guard.onGround]).toEqual([false, true, true]);
  });

  it('on the ground and not shocked he stands up (1 CA); empty, he loads (2 CA); with no point left he does not fire', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    guard.onGround = true;
    guard.shotsLeft = 0;
    const log = story();
    activate(guard, bandit, 8, new ScriptedDice([]), readings(), counts(), log);
    expect(log.lines).toEqual([
      '  Guard stands up (Tab.1, 1 CA).',
      '  Guard loads his gun (Tab.1, 2 CA): 6 shots.',
    ]);
  });

  it('a shocked figure on the ground stays down and fires from there', () => {
    const guard = figure('lawmen/guard');
    const bandit = figure('outlaws/bandit');
    guard.onGround = true;
    guard.shocked = true;
    const log = story();
    activate(guard, bandit, 8, new ScriptedDice([1, 1, 1]), readings(), counts(), log);
    expect(guard.onGround).toBe(true);
    expect(log.lines[0]).toMatch(/^ {2}Guard fires one shot at Bandit/);
  });

  it("the hunting rifle after standing up: 5.3.3's 3 CA leaves no shot; Tab.7's 2 CA allows one", () => {
    for (const [ca, fires] of [
      ['text', false],
      ['table', true],
    ] as const) {
      const trapper = figure('mountain-men/trapper', 'hunting-rifle');
      const bandit = figure('outlaws/bandit');
      trapper.onGround = true;
      const c = counts();
      // steady; 1 + 3 + 2 + 1 (the Bandit has not acted) = 7, one damage; rescue 1 none; panic 1, 1.
      activate(
        trapper,
        bandit,
        20,
        new ScriptedDice([1, 1, 1, 1, 1, 1]),
        readings({ 'fafdm.huntingRifleCa': ca }),
        c,
        null,
      );
      expect(c.shots).toBe(fires ? 1 : 0);
    }
  });

  it('beyond the maximum range (Tab.6: the six-shot 12U) no shot is fired', () => {
    const c = counts();
    activate(figure('lawmen/guard'), figure('outlaws/bandit'), 13, new ScriptedDice([]), readings(), c, null);
    expect(c.shots).toBe(0);
  });

  it('common characters have two action points (9.12): standing up and loading leave none, as for three less one', () => {
    const civ = figure('common/armed-civilian');
    civ.onGround = true;
    civ.shotsLeft = 0;
    const log = story();
    activate(civ, figure('outlaws/bandit'), 8, new ScriptedDice([]), readings(), counts(), log);
    expect(log.lines).toEqual(['  Armed Civilian stands up (Tab.1, 1 CA).']);
  });
});
