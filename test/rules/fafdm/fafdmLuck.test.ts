import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { fireAction } from '../../../src/rules/fafdm/actions/fireAction.ts';
import type { FafdmFigure } from '../../../src/rules/fafdm/FafdmFigure.ts';
import type { FafdmShotSituation } from '../../../src/rules/fafdm/FafdmShotSituation.ts';
import { SkirmishLuck } from '../../../src/scenarios/fafdmSkirmish/SkirmishLuck.ts';
import { counts, figure, readings, situation, story } from './fafdmKit.ts';

// Forced dice through fame and fortune re-rolls (001 1.6 HEROES SKILLS), spent by the default policy: a
// miss with a fortune point, a rescue test that would eliminate him with any point.

const lucky = (a: FafdmFigure[], b: FafdmFigure[]): FafdmShotSituation =>
  situation({ luck: new SkirmishLuck([a, b]) });

describe('fame and fortune re-rolls (001 1.6)', () => {
  it('the Bully (FORTUNE 1) misses with a 1 and throws it again: a 6 strikes twice; his fortune is spent', () => {
    const bully = figure('outlaws/bully');
    const guard = figure('lawmen/guard');
    const log = story();
    // Steady; 1 + 3 + 1 + 1 (not yet acted) = 6, missed; again 6: 11, two damage; rescue 1: 1 + 2 - 3 = 0,
    // none (the Guard has no point); panic 1, 1 holds.
    const dice = new ScriptedDice([1, 1, 1, 6, 1, 1, 1]);
    fireAction(bully, guard, 8, dice, readings(), counts(), log, lucky([bully], [guard]));
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Bully fires one shot at Guard (8U). Coolness test (4.2): 1, 1 against 3: steady.',
      '  Bully throws his 1 again with his fortune (1.6): 6.',
      '  Shooting test (4.2, Tab.3): 6 + SHOT 3 + weapon 1 + 1 = 11: struck, 2 damage.',
      '  Rescue test (4.2): Guard (REF 3) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 3: Guard holds: steady.',
    ]);
    expect([bully.fortuneLeft, guard.cos]).toEqual([0, 2]);
  });

  it('the Bully at COS 2 would be eliminated by two wounds: he throws the rescue die again (a 1: no wound)', () => {
    const bully = figure('outlaws/bully');
    const guard = figure('lawmen/guard');
    bully.cos = 2;
    const log = story();
    // Steady; 6 + 3 + 1 + 1 = 11, two damage; rescue 6: 6 + 2 - REF 4 = 4, two wounds; again 1: -1, none.
    const dice = new ScriptedDice([1, 1, 6, 6, 1, 1, 1]);
    fireAction(guard, bully, 8, dice, readings(), counts(), log, lucky([guard], [bully]));
    dice.assertConsumed();
    expect(log.lines).toEqual([
      '  Guard fires one shot at Bully (8U). Coolness test (4.2): 1, 1 against 3: steady.',
      '  Shooting test (4.2, Tab.3): 6 + SHOT 3 + weapon 1 + 1 = 11: struck, 2 damage.',
      '  Bully throws his 6 again with his fortune (1.6): 1.',
      '  Rescue test (4.2): Bully (REF 4) takes 0 wounds; COS 2.',
      '  Panic test (4.2): 1, 1 against 3: Bully holds: steady.',
    ]);
    expect([bully.fortuneLeft, bully.cos]).toEqual([0, 2]);
  });

  it('a Guard (no fame, no fortune) keeps his miss; a spent fortune is not spent twice', () => {
    const guard = figure('lawmen/guard');
    const bully = figure('outlaws/bully');
    bully.fortuneLeft = 0;
    const at = lucky([guard], [bully]);
    const dice = new ScriptedDice([1, 1, 1, 1, 1, 1]);
    fireAction(guard, bully, 8, dice, readings(), counts(), null, at);
    fireAction(bully, guard, 8, dice, readings(), counts(), null, at);
    dice.assertConsumed();
    expect([guard.shotsLeft, bully.shotsLeft, guard.cos, bully.cos]).toEqual([5, 5, 2, 3]);
  });
});
