import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { blastDamage, blastWounds } from '../../../src/rules/fafdm/explosives/blastWounds.ts';
import { bounceU, escapeU, fuseBlowsUp } from '../../../src/rules/fafdm/explosives/dynamiteDice.ts';
import { formatFafdmTables } from '../../../src/rules/fafdm/formatFafdmTables.ts';

// 001 5.5, 5.5.2, Tab.9-10 on forced dice: the rules' pieces the table and `odds fafdm-blast` share.

describe('explosives (001 5.5, 5.5.2, Tab.9-10)', () => {
  it('the escape is 1D6 divided by 2, rounded up: 1, 1, 2, 2, 3, 3', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => escapeU(new ScriptedDice([f])))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('the short fuse blows up on a 1 only; the bounce is 1D6 plus the damage', () => {
    expect([1, 2, 6].map((f) => fuseBlowsUp(new ScriptedDice([f])))).toEqual([true, false, false]);
    expect(bounceU(new ScriptedDice([2]), 5)).toBe(7);
  });

  it("Tab.10's 6 less Tab.9's protection, through the rescue test: behind a big rock wholly (5), 1 damage; 2 + 1 - REF 3 = 0: no wound", () => {
    expect(blastDamage(6, 5)).toBe(1);
    expect(blastDamage(6, 8)).toBe(0);
    expect(blastWounds(new ScriptedDice([2]), 1, 3, 'once', 'rescue')).toBe(0);
    expect(blastWounds(new ScriptedDice([3]), 1, 3, 'once', 'rescue')).toBe(1);
    // The board's reading: one test per damage, each 1D6 - REF.
    expect(blastWounds(new ScriptedDice([4, 6, 1]), 3, 3, 'per-damage', 'rescue')).toBe(2);
    // Straight off COS: no die.
    expect(blastWounds(new ScriptedDice([]), 4, 3, 'once', 'wounds')).toBe(4);
    expect(blastWounds(new ScriptedDice([]), 0, 3, 'once', 'rescue')).toBe(0);
  });

  it('rules show fafdm prints Tab.9 and Tab.10 with their source', () => {
    const text = formatFafdmTables({}, 120);
    expect(text).toContain('5.5 EXPLOSIVES, Tab.9 EXPLOSIVES PROTECTION');
    expect(text).toMatch(/bigRock\s+big rock\s+3\s+5/);
    expect(text).toMatch(/dynamite\s+COS x 2\s+6\s+5\s+1\s+yes \(5\.5\.2\)/);
  });
});
