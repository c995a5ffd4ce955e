import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { FAFDM_POLICIES } from '../../../src/policies/fafdm/FafdmPolicy.ts';
import { FafdmDuelGame, newFafdmDuelResult } from '../../../src/scenarios/fafdmDuel/FafdmDuelGame.ts';
import { figure, readings, story } from '../../rules/fafdm/fafdmKit.ts';

const duel = (options: Record<string, string> = {}, cap = 100): FafdmDuelGame =>
  new FafdmDuelGame(figure('lawmen/guard'), figure('outlaws/bandit'), 8, readings(options), cap, [
    FAFDM_POLICIES['stand-and-fire'],
    FAFDM_POLICIES['stand-and-fire'],
  ]);

describe('the FAFDM duel, forced dice (001 1.8, 2.0, 4.2, 4.3.2, 6.1)', () => {
  it('the Bandit wins the initiative and kills the Guard with one shot in turn 1', () => {
    const log = story();
    // initiative 1 + 3 = 4 against 6 + 2 = 8; coolness 1, 1 steady; 6 + 4 + 1 + 1 = 12, two damage;
    // rescue 6 + 2 - 3 = 5, two wounds: the Guard's COS 2 goes to 0.
    const dice = new ScriptedDice([1, 6, 1, 1, 6, 6]);
    const r = duel().play(dice, newFafdmDuelResult(), log);
    dice.assertConsumed();
    expect([r.winner, r.turns, r.counts.shots]).toEqual([1, 1, 1]);
    expect(log.lines).toEqual([
      'Turn 1: Guard COS 2 (steady), Bandit COS 2 (steady).',
      '  Initiative (1.8): Guard 1 + 3 = 4, Bandit 6 + 2 = 8.',
      '  Bandit wins the initiative and activates first.',
      '  Bandit fires one shot at Guard (8U). Coolness test (4.2): 1, 1 against 2: steady.',
      '  Shooting test (4.2, Tab.3): 6 + SHOT 4 + weapon 1 + 1 = 12: struck, 2 damage.',
      '  Rescue test (4.2): Guard (REF 3) takes 2 wounds; COS 0: eliminated (6.1).',
    ]);
  });

  it('a scared Bandit idles on his next activation (4.3.2); next turn he stands up (Tab.1) and fires, with no +1 against the Guard who has acted', () => {
    const log = story();
    const dice = new ScriptedDice([
      // Turn 1. Initiative: Guard 6 + 3 = 9, Bandit 1 + 2 = 3. Guard: steady (1, 1); 4 + 3 + 1 + 1 = 9: one
      // damage; rescue 4 + 1 - 3 = 2: one wound, Bandit COS 1; panic 6, 6 against 2: scared, on the ground.
      // The Bandit's activation: scared, he does nothing.
      6, 1, 1, 1, 4, 4, 6, 6,
      // Turn 2. Initiative 6, 1 again. Guard: steady; 3 + 3 + 1 + 1 (not yet acted) - 1 (lying beyond short
      // range) = 7: one damage; rescue 1 + 1 - 3: none; panic 1, 1 holds. Bandit: stands up (1 CA), steady,
      // 1 + 4 + 1 = 6: missed.
      6, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1,
    ]);
    const r = duel({}, 2).play(dice, newFafdmDuelResult(), log);
    dice.assertConsumed();
    expect([r.winner, r.turns, r.counts.shots, r.counts.hits, r.counts.wounds]).toEqual([-1, 2, 3, 2, 1]);
    expect(log.lines.filter((l) => /scared and|stands up|Shooting test/.test(l))).toEqual([
      '  Shooting test (4.2, Tab.3): 4 + SHOT 3 + weapon 1 + 1 = 9: struck, 1 damage.',
      '  Bandit is scared and does nothing this turn (4.3.2); he is no longer scared.',
      '  Shooting test (4.2, Tab.3): 3 + SHOT 3 + weapon 1 + 0 = 7: struck, 1 damage.',
      '  Bandit stands up (Tab.1, 1 CA).',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 4 + weapon 1 + 0 = 6: missed.',
    ]);
  });

  it("an aim-and-fire Guard takes aim (Tab.1, 0 CA) and adds Tab.3's +1; with fafdm.aimTurn=first-turn only in turn 1", () => {
    const shotLines = (aimTurn: string): string[] => {
      const game = new FafdmDuelGame(
        figure('lawmen/guard'),
        figure('outlaws/bandit'),
        8,
        readings({ 'fafdm.aimTurn': aimTurn }),
        2,
        [FAFDM_POLICIES['aim-and-fire'], FAFDM_POLICIES['stand-and-fire']],
      );
      const log = story();
      // Each turn: initiative 6, 1 (the Guard first); steady (1, 1); a 1 on the shot: 1 + 3 + 1 + 1 (the
      // Bandit has not acted) = 6 and +1 when aiming: 7, one damage, rescue 1 none, panic 1, 1 holds; then the
      // Bandit, steady, a 1: 1 + 4 + 1 = 6, missed.
      const aimed = [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
      const plain = [6, 1, 1, 1, 1, 1, 1, 1];
      const dice = new ScriptedDice(aimTurn === 'every-turn' ? [...aimed, ...aimed] : [...aimed, ...plain]);
      game.play(dice, newFafdmDuelResult(), log);
      dice.assertConsumed();
      return log.lines.filter((l) =>
        /takes aim|Guard fires|Shooting test \(4.2, Tab.3\): 1 \+ SHOT 3/.test(l),
      );
    };
    const aimedTurn = [
      '  Guard takes aim (Tab.1, 0 CA).',
      '  Guard fires one shot at Bandit (8U). Coolness test (4.2): 1, 1 against 3: steady.',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 2 = 7: struck, 1 damage.',
    ];
    expect(shotLines('every-turn')).toEqual([...aimedTurn, ...aimedTurn]);
    expect(shotLines('first-turn')).toEqual([
      ...aimedTurn,
      '  Guard fires one shot at Bandit (8U). Coolness test (4.2): 1, 1 against 3: steady.',
      '  Shooting test (4.2, Tab.3): 1 + SHOT 3 + weapon 1 + 1 = 6: missed.',
    ]);
  });
});
