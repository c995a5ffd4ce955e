import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import { passingDice, reflexesTest } from '../../../src/rules/fafdm/reflexes/reflexesTest.ts';

describe('For A Few Dice More reflexes test (001 2.4, Tab.1)', () => {
  it("001's Wyatt, REF 4, throws 3 and 5: one die under, so off a trotting horse (1 of 2) yes, off a running one (2 of 2) no", () => {
    expect(reflexesTest(new ScriptedDice([3, 5]), 4, 0, 1, 'under')).toBe(true);
    expect(reflexesTest(new ScriptedDice([3, 5]), 4, 0, 2, 'under')).toBe(false);
  });

  it('"Score equal or higher – nothing": a 4 against REF 4 fails; it passes only at or under (fafdm.reflexes)', () => {
    expect(passingDice(4, 6, 4, 0, 'under')).toBe(0);
    expect(passingDice(4, 6, 4, 0, 'at-or-under')).toBe(1);
  });

  it('Tab.2 "reflexes test +1" goes on each die: 3 and 2 against REF 4 become 4 and 3, one die; a bonus (-1) gives both', () => {
    expect(passingDice(3, 2, 4, 1, 'under')).toBe(1);
    expect(passingDice(4, 3, 4, -1, 'under')).toBe(2);
  });
});
