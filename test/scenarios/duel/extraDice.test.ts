import { describe, expect, it } from 'vitest';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { DUEL_OUTCOME } from '../../../src/scenarios/duel/DuelEngine.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { readDuellist } from '../../../src/scenarios/duel/readDuellist.ts';
import { scriptedDuel, spec } from './duelKit.ts';

const rules = duelRules(rwnnRuleset('rwnn-extended'));

describe('extraDice: a balance study handicap on every shot a duellist fires', () => {
  it('a Gunman with 2 extra dice fires 5 at 6" (pistol close 3, plus 2): every face of the five is thrown', () => {
    // Fast draw: Ames 6 2 2 2, Boone 5 5 5 5; Ames fires 3 + 2 dice: 6 3 3 3 3, a hit; chest 2, effect 6 "Dead!".
    const r = scriptedDuel(
      [6, 2, 2, 2, 5, 5, 5, 5, 6, 3, 3, 3, 3, 2, 6],
      { ...spec('Ames'), extraDice: 2 },
      spec('Boone'),
      rules,
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
    expect(r.story).toMatch(/Ames wins the duel/);
  });

  it('2 fewer dice leave him one: 6, a hit; chest 2, effect 6 "Dead!"', () => {
    const r = scriptedDuel(
      [6, 2, 2, 2, 5, 5, 5, 5, 6, 2, 6],
      { ...spec('Ames'), extraDice: -2 },
      spec('Boone'),
      rules,
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
  });

  it('is read from both forms of a figure, left out of the canonical form at 0, and refused beyond its range', () => {
    expect(readDuellist('gunman,extraDice=3')).toMatchObject({ figure: { class: 'gunman', extraDice: 3 } });
    expect(readDuellist({ class: 'legend', extraDice: -1 })).toMatchObject({ figure: { extraDice: -1 } });
    expect(readDuellist('gunman,extraDice=0')).toEqual(readDuellist('gunman'));
    expect(readDuellist('gunman,extraDice=13')).toEqual({
      issues: [
        {
          path: ['extraDice'],
          part: 'extraDice',
          got: '13',
          expected: 'an integer from -6 to 12, firing dice added to every shot',
        },
      ],
    });
  });
});
