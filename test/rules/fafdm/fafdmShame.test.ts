import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { shameTest } from '../../../src/rules/fafdm/shameTest.ts';
import { figure, story } from './fafdmKit.ts';

// Forced dice through the shame test of a band that withdraws (001 6.3 WITHDRAWAL).

describe('the shame test (001 6.3)', () => {
  it('"with a score of 1 the player loses permanently 1 FAME point"; with no fame in the band, a fortune point; 2 to 6: nothing', () => {
    const bandido = figure('mexicans/bandido');
    const bully = figure('outlaws/bully');
    const bandit = figure('outlaws/bandit');
    const log = story();
    expect(shameTest(new ScriptedDice([1]), [bandit, bandido], log)).toBe(true);
    expect(shameTest(new ScriptedDice([1]), [bandit, bully], log)).toBe(true);
    expect(shameTest(new ScriptedDice([1]), [bandit], log)).toBe(true);
    expect(shameTest(new ScriptedDice([2]), [bandido], log)).toBe(false);
    expect(log.lines).toEqual([
      '  Shame test (6.3): 1, shamed: Bandido loses 1 FAME for good.',
      '  Shame test (6.3): 1, shamed: Bully loses 1 FORTUNE for good.',
      '  Shame test (6.3): 1, shamed: nobody has fame or fortune to lose.',
      '  Shame test (6.3): 2, no shame.',
    ]);
  });
});
