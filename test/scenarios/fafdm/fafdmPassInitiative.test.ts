import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { newFafdmSkirmishResult } from '../../../src/scenarios/fafdmSkirmish/FafdmSkirmishGame.ts';
import { buildFafdmSkirmish } from '../../../src/scenarios/fafdmSkirmish/fafdmSkirmishScenario.ts';
import { readFafdmSkirmishCell } from '../../../src/scenarios/fafdmSkirmish/readFafdmSkirmishCell.ts';
import { story } from '../../rules/fafdm/fafdmKit.ts';

// Forced dice for passing the initiative (001 1.8: "The winner can choose to activate his character or
// turn the initiative to the opponent").

function game(aTactic: string) {
  const r = readFafdmSkirmishCell({
    sides: {
      a: { band: 'lawmen', roster: { guard: 1 }, tactic: aTactic },
      b: { band: 'outlaws', roster: { bandit: 1 }, tactic: 'advance-and-fire' },
    },
    params: { turnCap: 1 },
  });
  if ('issues' in r) throw new Error(JSON.stringify(r.issues));
  return buildFafdmSkirmish(r.cell);
}

describe('passing the initiative (001 1.8)', () => {
  it('the Guard holding cover wins 9 to 3 with no enemy in range and turns the initiative: the Bandit moves first', () => {
    for (const [tactic, first] of [
      ['hold-in-cover', 'B Bandit'],
      ['advance-and-fire', 'A Guard'],
    ] as const) {
      const log = story();
      // Initiative 6 + COOL 3 = 9 against 1 + COOL 2 = 3; 32U apart, nobody shoots in the first turn.
      const dice = new ScriptedDice([6, 1]);
      game(tactic).play(dice, newFafdmSkirmishResult(), log, null);
      dice.assertConsumed();
      const moves = log.lines.filter((l) => / (walks|runs) /.test(l));
      expect(log.lines[3]).toBe(
        tactic === 'hold-in-cover'
          ? '  A Guard wins the initiative and turns it to the opponent (1.8): B Bandit activates first.'
          : '  A Guard wins the initiative and activates first.',
      );
      expect(moves[0]!.startsWith(`  ${first} `)).toBe(true);
    }
  });
});
